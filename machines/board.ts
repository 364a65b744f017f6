/**
 * The reservation board, first slice: venue + date → the day's courts and slots. A new selection
 * (or a refresh) while a day is loading starts over, and leaving `loading` aborts the earlier
 * request through its AbortSignal (CONTRACT placeInfo: "an earlier pending request is cancelled").
 * Dates before the server's today are ignored; a venue id that is not among the places shows an
 * empty page (SPEC §2).
 *
 * Later slices (calendar, slot modal with durations, cart) add states beside `loaded`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isCalendarDate } from './dates';
import type { SnapshotFrom } from 'xstate';
import type { CourtDay, Failure, Place, Result } from './domain';

export interface BoardInput {
  places: Place[];
  /** the server's date, 'yyyy-MM-dd' */
  today: string;
  /** from /rezervacija/{id}; the first place when absent */
  placeId?: number;
}

export interface BoardContext {
  places: Place[];
  today: string;
  /** null only when there are no places at all */
  placeId: number | null;
  /** 'yyyy-MM-dd', never before today */
  date: string;
  courts: CourtDay[];
  failure: Failure | null;
}

export type BoardEvent =
  | { type: 'place.selected'; placeId: number }
  | { type: 'date.selected'; date: string }
  /** something changed the day (a payment, a cart change): load it again */
  | { type: 'board.refreshed' }
  | { type: 'board.retried' };

export type BoardStatus = 'loading' | 'loaded' | 'failed' | 'unknownPlace';

const failureOf = (error: unknown): Failure => ({
  ok: false,
  error: 'server',
  message: error instanceof Error ? error.message : 'Error',
});

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as BoardInput,
  },
  actors: {
    /** GET /v1/placeInfo?placeID&date — pass `signal` on to the wire */
    loadPlaceInfo: fromPromise<Result<CourtDay[]>, { placeId: number; date: string }>(async () => {
      throw new Error('loadPlaceInfo not provided');
    }),
  },
  guards: {
    knownPlace: ({ context }) => context.places.some((place) => place.id === context.placeId),
    notBeforeToday: ({ context, event }) =>
      event.type === 'date.selected' && isCalendarDate(event.date) && event.date >= context.today,
  },
  actions: {
    selectPlace: assign(({ context, event }) => {
      if (event.type !== 'place.selected') return {};
      const same = event.placeId === context.placeId;
      return { placeId: event.placeId, courts: same ? context.courts : [] };
    }),
    selectDate: assign(({ context, event }) => {
      if (event.type !== 'date.selected') return {};
      const same = event.date === context.date;
      return { date: event.date, courts: same ? context.courts : [] };
    }),
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => ({
    places: input.places,
    today: input.today,
    placeId: input.placeId ?? input.places[0]?.id ?? null,
    date: input.today,
    courts: [],
    failure: null,
  }),
  initial: 'choosingPlace',
  on: {
    'place.selected': { target: '.choosingPlace', actions: 'selectPlace' },
    'date.selected': { guard: 'notBeforeToday', target: '.choosingPlace', actions: 'selectDate' },
  },
  states: {
    /** transient: is the venue one of the places? */
    choosingPlace: {
      always: [{ guard: 'knownPlace', target: 'loading' }, { target: 'unknownPlace' }],
    },
    /** the day is loading (the earlier courts, if the same venue and day, stay on screen) */
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadPlaceInfo',
        src: 'loadPlaceInfo',
        input: ({ context }) => ({ placeId: context.placeId ?? 0, date: context.date }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'loaded',
            actions: assign({
              courts: ({ event, context }) =>
                event.output.ok ? event.output.data : context.courts,
            }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output) }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
      on: {
        // start over: the earlier request is aborted
        'board.refreshed': { target: 'loading', reenter: true },
      },
    },
    loaded: {
      on: { 'board.refreshed': { target: 'loading' } },
    },
    /** an error state with a retry button */
    failed: {
      on: {
        'board.retried': { target: 'loading' },
        'board.refreshed': { target: 'loading' },
      },
    },
    /** the venue id is not among the places: an empty page */
    unknownPlace: {},
  },
});

/** For views: what the board shows. */
export function boardStatus(snapshot: SnapshotFrom<typeof boardMachine>): BoardStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unknownPlace')) return 'unknownPlace';
  return 'loading';
}
