/**
 * The reservation board (docs/rules.md §2, §4, §9): venue + date → the day's courts and slots;
 * a slot → the lengths that can be booked from it, with their prices.
 *
 * The board is a long-lived child of the app: it outlives the board page, so coming back shows the
 * last day at once while it is fetched again. Nothing loads until a board page is shown
 * (`place.selected`, which carries the venue and the date of the page's address). A new venue,
 * date or token while a day is loading starts over, and leaving `loading` aborts the earlier
 * request through its AbortSignal ("an earlier pending request is cancelled", docs/wire.md
 * placeInfo). A date that is not one, or is before the server's today, means today; a venue id
 * that is not among the places shows an empty page. Failures are shown in place with a retry, so
 * the board never sends them to the error channel.
 *
 * Choosing a bookable slot (free or on sale) of the day on screen opens the slot dialog and asks
 * for its lengths (timeInfo); closing the dialog or reloading the day aborts that request. Picking
 * a length reports `cart.addRequested` to the app (the cart, or a login first, is the app's
 * business: docs/rules.md §4 "Adding to the cart") and closes the dialog.
 */
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  call,
  failureFrom,
  isCalendarDate,
  reportee,
  type BookingAccess,
  type CourtDay,
  type CourtReservationRequest,
  type Duration,
  type Failure,
  type Place,
} from './domain';

// ---------------------------------------------------------------------------------------------
// The board's half-hour grid (docs/rules.md §9): one row every 30 minutes from work start to work
// end inclusive, as the timetable keys 'HH:mm:ss'. Hours may be fractional (7.5 = 07:30); a start
// after the end gives no rows.

export const SLOT_MINUTES = 30;

export function boardTimes(workHours: { start: number; end: number }): string[] {
  const first = Math.ceil((workHours.start * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.floor((workHours.end * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const times: string[] = [];
  for (
    let minutes = Math.max(first, 0);
    minutes <= Math.min(last, 24 * 60 - 1);
    minutes += SLOT_MINUTES
  ) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`);
  }
  return times;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Statuses a customer can put in a cart: free, or someone's booking on sale (docs/rules.md §4). */
export function isBookableStatus(status: string | undefined): boolean {
  return status === 'free' || status === 'fullsell';
}

/** Lengths are offered up to two hours, so the dialog's placeholder never shows more rows. */
export const MAX_PLACEHOLDERS = 4;

/**
 * While a slot's lengths load (docs/rules.md §9): the chosen half-hour and the ones right after it
 * that are free or on sale, at most 4. A chosen slot that is not bookable counts none.
 */
export function placeholderCount(timetable: Record<string, string>, time: string): number {
  const start = minutesOf(time);
  if (start === null) return 0;
  let count = 0;
  while (
    count < MAX_PLACEHOLDERS &&
    isBookableStatus(timetable[timeOf(start + count * SLOT_MINUTES)])
  ) {
    count++;
  }
  return count;
}

/** 'HH:mm:ss' (or 'HH:mm') → minutes after midnight; null when it is not a time. */
function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

// ---------------------------------------------------------------------------------------------
// The board machine

export interface BoardInput {
  places: Place[];
  /** the server's date, 'yyyy-MM-dd' */
  today: string;
  access: BookingAccess;
}

/** The slot the dialog is about. */
export interface ChosenSlot {
  courtId: number;
  /** 'HH:mm:ss', a key of the court's timetable */
  time: string;
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
  /** the slot of the open dialog (read it through selectSlot, which knows whether one is open) */
  slot: ChosenSlot | null;
  /** the lengths that can be booked from `slot` */
  durations: Duration[];
  timesFailure: Failure | null;
}

export type BoardEvent =
  /**
   * A board page is shown: /rezervacija/{id}, or Home (no id: the first venue), for the date of
   * its address (`?data=`; none, not a date, or before today: today).
   */
  | { type: 'place.selected'; placeId?: number; date?: string }
  /** the session changed: the day is read again with the new token (its own and others' slots) */
  | { type: 'access.changed'; token: string | null }
  /** something changed the day (a payment, a cart change): load it again */
  | { type: 'board.refreshed' }
  | { type: 'board.retried' }
  /** a cell of the day on screen was chosen */
  | { type: 'slot.selected'; courtId: number; time: string }
  /** the slot dialog was dismissed */
  | { type: 'slot.closed' }
  /** the lengths failed to load: ask again */
  | { type: 'slot.retried' }
  /** a length was picked in the slot dialog */
  | { type: 'duration.selected'; minutes: number };

/**
 * What the board tells the app (through `reportee`): the user wants this slot and length in the
 * cart. The app adds the client id (the signed-in user's subject), or asks a visitor to log in
 * first.
 */
export type BoardReport = {
  type: 'cart.addRequested';
  request: Omit<CourtReservationRequest, 'clientId'>;
};

export interface PlaceInfoQuery {
  access: BookingAccess;
  placeId: number;
  date: string;
}

export interface TimeInfoQuery {
  access: BookingAccess;
  courtId: number;
  date: string;
  /** 'HH:mm:ss' */
  time: string;
}

/** The date a page asks for, or today when it asks for none, for no date or for a past one. */
export function dateFor(asked: string | undefined, today: string): string {
  return asked !== undefined && isCalendarDate(asked) && asked >= today ? asked : today;
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
    /** GET /v1/timeInfo?courtID&date&time&sessionToken */
    loadTimeInfo: call<Duration[], TimeInfoQuery>('loadTimeInfo'),
  },
  guards: {
    knownPlace: ({ context }) => context.places.some((place) => place.id === context.placeId),
    /** free or on sale on the day on screen (docs/rules.md §4: both can be put in a cart) */
    bookable: ({ context }, { courtId, time }: ChosenSlot) =>
      isBookableStatus(context.courts.find((c) => c.courtId === courtId)?.timetable[time]),
    /** one of the lengths the server offered for this slot */
    offered: ({ context }, { minutes }: { minutes: number }) =>
      context.durations.some((duration) => duration.minutes === minutes),
  },
  actions: {
    /** another venue or day: its courts are not this one's, so they go */
    selectPage: assign(
      (
        { context },
        { placeId, date }: { placeId: number | undefined; date: string | undefined },
      ) => {
        const nextPlace = placeId ?? context.places[0]?.id ?? null;
        const nextDate = dateFor(date, context.today);
        const same = nextPlace === context.placeId && nextDate === context.date;
        return { placeId: nextPlace, date: nextDate, courts: same ? context.courts : [] };
      },
    ),
    setToken: assign(({ context }, { token }: { token: string | null }) => ({
      access: { ...context.access, token },
    })),
  },
}).createMachine({
  id: 'board',
  description: 'One venue and day of the reservation board, and the slot dialog.',
  context: ({ input }) => ({
    places: input.places,
    today: input.today,
    access: input.access,
    placeId: null,
    date: input.today,
    courts: [],
    failure: null,
    slot: null,
    durations: [],
    timesFailure: null,
  }),
  initial: 'idle',
  on: {
    'place.selected': {
      target: '.choosingPlace',
      description: 'Show a venue (Home: the first one) on a day (none or a past one: today).',
      actions: {
        type: 'selectPage',
        params: ({ event }) => ({ placeId: event.placeId, date: event.date }),
      },
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
          entry: assign({ failure: null, slot: null }),
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
        loaded: {
          description: 'The day is on screen; a slot dialog may be open over it.',
          initial: 'browsing',
          states: {
            browsing: {
              description: 'No dialog: the user looks at the day.',
              entry: assign({ slot: null }),
              on: {
                'slot.selected': {
                  guard: {
                    type: 'bookable',
                    params: ({ event }) => ({ courtId: event.courtId, time: event.time }),
                  },
                  target: 'slot',
                  description: 'A free or on-sale slot opens its dialog.',
                  actions: assign({
                    slot: ({ event }) => ({ courtId: event.courtId, time: event.time }),
                  }),
                },
              },
            },
            slot: {
              description: 'The slot dialog: its lengths load, are offered, or failed to load.',
              initial: 'loadingTimes',
              on: { 'slot.closed': { target: 'browsing' } },
              states: {
                loadingTimes: {
                  description: 'A placeholder for up to 4 lengths while they load.',
                  tags: ['timesBusy'],
                  entry: assign({ durations: [], timesFailure: null }),
                  invoke: {
                    id: 'loadTimeInfo',
                    src: 'loadTimeInfo',
                    input: ({ context }) => ({
                      access: context.access,
                      courtId: context.slot?.courtId ?? 0,
                      date: context.date,
                      time: context.slot?.time ?? '',
                    }),
                    onDone: {
                      target: 'choosing',
                      actions: assign({ durations: ({ event }) => event.output }),
                    },
                    onError: {
                      target: 'timesFailed',
                      actions: assign({ timesFailure: failureFrom }),
                    },
                  },
                },
                choosing: {
                  description: 'Each length with its price and a select button, or "no times".',
                  on: {
                    'duration.selected': {
                      guard: {
                        type: 'offered',
                        params: ({ event }) => ({ minutes: event.minutes }),
                      },
                      target: '#board.shown.loaded.browsing',
                      description: 'Ask the app to put it in the cart; the dialog closes.',
                      actions: sendTo(reportee, ({ context, event }): BoardReport => ({
                        type: 'cart.addRequested',
                        request: {
                          courtId: context.slot?.courtId ?? 0,
                          date: context.date,
                          time: context.slot?.time ?? '',
                          durationMins: event.minutes,
                        },
                      })),
                    },
                  },
                },
                timesFailed: {
                  description: 'The lengths did not load: a message and a retry, in the dialog.',
                  tags: ['timesFailed'],
                  on: { 'slot.retried': { target: 'loadingTimes' } },
                },
              },
            },
          },
        },
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

/** For views: the slot dialog's court, time and date, or null when no dialog is open. */
export interface SlotDialog {
  court: CourtDay;
  time: string;
  date: string;
}

const dialogs = new WeakMap<BoardContext, SlotDialog | null>();

/** Stable while the context is (a dialog re-renders only when its slot or day changes). */
export const selectSlot = (s: BoardSnapshot): SlotDialog | null => {
  if (!s.matches({ shown: { loaded: 'slot' } })) return null;
  const known = dialogs.get(s.context);
  if (known !== undefined) return known;
  const { slot, courts, date } = s.context;
  const court = slot ? courts.find((c) => c.courtId === slot.courtId) : undefined;
  const dialog = slot && court ? { court, time: slot.time, date } : null;
  dialogs.set(s.context, dialog);
  return dialog;
};
/** For views: the lengths offered for the open slot (empty while loading, or none offered). */
export const selectDurations = (s: BoardSnapshot) => s.context.durations;
/** For views: the slot's lengths are on their way. */
export const selectTimesBusy = (s: BoardSnapshot) => s.hasTag('timesBusy');
/** For views: the slot's lengths failed to load (a retry in the dialog). */
export const selectTimesFailed = (s: BoardSnapshot) => s.hasTag('timesFailed');
/**
 * For views: how many placeholder lengths to show while they load (docs/rules.md §9): the chosen
 * slot and the free or on-sale half-hours that follow it, at most 4.
 */
export const selectPlaceholderCount = (s: BoardSnapshot): number => {
  const dialog = selectSlot(s);
  return dialog ? placeholderCount(dialog.court.timetable, dialog.time) : 0;
};
