/**
 * The reservation board (docs/rules.md §2, §4, §9): venue + date → the day's courts and slots.
 *
 * The board is a long-lived child of the app: it outlives the board page, so coming back shows the
 * last day at once while it is fetched again. Nothing loads until a board page is shown
 * (`place.selected`). A new venue, date or token while a day is loading starts over, and leaving
 * `loading` aborts the earlier request through its AbortSignal ("an earlier pending request is
 * cancelled", docs/wire.md placeInfo). Dates before the server's today are ignored; a venue id
 * that is not among the places shows an empty page. Failures are shown in place with a retry, so
 * the board never sends them to the error channel.
 *
 * Later slices (calendar, slot dialog with durations, cart) add states beside `loaded`.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { isCalendarDate } from './dates';
import type { BookingAccess, CourtDay, Failure, Place } from './domain';
import { call, failureFrom } from './result';

export interface BoardInput {
  places: Place[];
  /** the server's date, 'yyyy-MM-dd' */
  today: string;
  access: BookingAccess;
}

export interface BoardContext {
  places: Place[];
  today: string;
  access: BookingAccess;
  /** null until a board is shown, and when there are no places at all */
  placeId: number | null;
  /** 'yyyy-MM-dd', never before today */
  date: string;
  courts: CourtDay[];
  failure: Failure | null;
}

export type BoardEvent =
  /** a board page is shown: /rezervacija/{id}, or Home (no id: the first venue) */
  | { type: 'place.selected'; placeId?: number }
  | { type: 'date.selected'; date: string }
  /** the session changed: the day is read again with the new token (its own and others' slots) */
  | { type: 'access.changed'; token: string | null }
  /** something changed the day (a payment, a cart change): load it again */
  | { type: 'board.refreshed' }
  | { type: 'board.retried' };

export interface PlaceInfoQuery {
  access: BookingAccess;
  placeId: number;
  date: string;
}

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as BoardInput,
  },
  actors: {
    /** GET /v1/placeInfo?placeID&date&sessionToken */
    loadPlaceInfo: call<CourtDay[], PlaceInfoQuery>('loadPlaceInfo'),
  },
  guards: {
    knownPlace: ({ context }) => context.places.some((place) => place.id === context.placeId),
    notBeforeToday: ({ context }, { date }: { date: string }) =>
      isCalendarDate(date) && date >= context.today,
  },
  actions: {
    /** another venue or day: its courts are not this one's, so they go */
    selectPlace: assign(({ context }, { placeId }: { placeId: number | undefined }) => {
      const next = placeId ?? context.places[0]?.id ?? null;
      return { placeId: next, courts: next === context.placeId ? context.courts : [] };
    }),
    selectDate: assign(({ context }, { date }: { date: string }) => ({
      date,
      courts: date === context.date ? context.courts : [],
    })),
    setToken: assign(({ context }, { token }: { token: string | null }) => ({
      access: { ...context.access, token },
    })),
  },
}).createMachine({
  id: 'board',
  description: 'One venue and day of the reservation board.',
  context: ({ input }) => ({
    places: input.places,
    today: input.today,
    access: input.access,
    placeId: null,
    date: input.today,
    courts: [],
    failure: null,
  }),
  initial: 'idle',
  on: {
    'place.selected': {
      target: '.choosingPlace',
      description: 'Show a venue (Home: the first one).',
      actions: { type: 'selectPlace', params: ({ event }) => ({ placeId: event.placeId }) },
    },
  },
  states: {
    idle: {
      description: 'No board page has been shown yet.',
      on: {
        'access.changed': {
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    choosingPlace: {
      description: 'Is the venue one of the places?',
      always: [{ guard: 'knownPlace', target: 'shown' }, { target: 'unknownPlace' }],
    },
    shown: {
      description: 'A known venue: its day loads, shows, or failed to load.',
      initial: 'loading',
      on: {
        'date.selected': {
          guard: { type: 'notBeforeToday', params: ({ event }) => ({ date: event.date }) },
          target: '.loading',
          reenter: true,
          description: 'Another day (never before today).',
          actions: { type: 'selectDate', params: ({ event }) => ({ date: event.date }) },
        },
        'access.changed': {
          target: '.loading',
          reenter: true,
          description: 'Signed in or out: statuses differ.',
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
        },
        'board.refreshed': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          description: 'The day is loading; the earlier courts, if the same day, stay on screen.',
          tags: ['busy'],
          entry: assign({ failure: null }),
          invoke: {
            id: 'loadPlaceInfo',
            src: 'loadPlaceInfo',
            input: ({ context }) => ({
              access: context.access,
              placeId: context.placeId ?? 0,
              date: context.date,
            }),
            onDone: {
              target: 'loaded',
              actions: assign({ courts: ({ event }) => event.output }),
            },
            onError: {
              target: 'failed',
              actions: assign({ failure: failureFrom }),
            },
          },
        },
        loaded: { description: 'The day is on screen.' },
        failed: {
          description: 'The day did not load: a message and a retry button.',
          tags: ['failed'],
          on: { 'board.retried': { target: 'loading' } },
        },
      },
    },
    unknownPlace: {
      description: 'The venue id is not among the places: an empty page.',
      on: {
        'access.changed': {
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
  },
});

export type BoardSnapshot = SnapshotFrom<typeof boardMachine>;

/** For views: the courts of the day on screen. */
export const selectCourts = (s: BoardSnapshot) => s.context.courts;
/** For views: the venue shown, or null (no board yet, or no places at all). */
export const selectPlaceId = (s: BoardSnapshot) => s.context.placeId;
export const selectDate = (s: BoardSnapshot) => s.context.date;
/** For views: a day is on its way. */
export const selectBusy = (s: BoardSnapshot) => s.hasTag('busy');
/** For views: the day failed to load (show the retry). */
export const selectFailed = (s: BoardSnapshot) => s.hasTag('failed');
/** For views: the venue id is not one of the places (an empty page). */
export const selectUnknownPlace = (s: BoardSnapshot) => s.matches('unknownPlace');
