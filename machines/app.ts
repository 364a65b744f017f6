/**
 * Start-up (SPEC §4): the app appears only when options, the server date, the places and the
 * session's token check are all in. Options and the server date load together at once; the
 * booking API's address comes from options, so places and the token check start once options are
 * in. Any failure shows a retry screen; retrying starts everything over.
 *
 * "Today" is the server's date, never the browser clock's: `today` is the calendar date of the
 * server's ISO date-time as written (its own local part, Europe/Vilnius).
 *
 * Children, reachable through the actor system: `session`, `overlay`, `toasts`
 * (`appActor.system.get('overlay')`).
 */
import { assign, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import { isCalendarDate } from './dates';
import type { Failure, Locale, Place, Result, VenueOptions } from './domain';
import { overlayMachine } from './overlay';
import { sessionMachine, type SessionSettledEvent } from './session';
import { toastsMachine } from './toasts';

export interface AppInput {
  storedToken: string | null;
  locale: Locale;
}

export interface AppContext {
  storedToken: string | null;
  locale: Locale;
  options: VenueOptions | null;
  /** the server's date-time, ISO 8601 with offset */
  serverDate: string | null;
  /** the server's calendar date, 'yyyy-MM-dd' */
  today: string | null;
  places: Place[];
  /** why start-up failed, for the retry screen */
  failure: Failure | null;
}

export type AppEvent =
  { type: 'app.retried' } | { type: 'locale.changed'; locale: Locale } | SessionSettledEvent;

/** '2026-11-21T09:30:00+02:00' → '2026-11-21'; null when it does not start with a valid date. */
export function todayOf(isoDateTime: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(isoDateTime)?.[1];
  return date !== undefined && isCalendarDate(date) ? date : null;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/** A thrown error (a broken actor, not a wire failure) shown like a server failure. */
const thrown = (error: unknown): Failure => ({
  ok: false,
  error: 'server',
  message: error instanceof Error ? error.message : 'Error',
});
const badServerDate: Failure = { ok: false, error: 'server', message: 'Error' };

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    /** GET get_savitarna_options/ */
    loadOptions: fromPromise<Result<VenueOptions>>(notProvided('loadOptions')),
    /** GET get_savitarna_date/ → ISO date-time */
    loadServerDate: fromPromise<Result<string>>(notProvided('loadServerDate')),
    /** GET /v1/allPlacesInfo (booking base already set by useBookingUrl) */
    loadPlaces: fromPromise<Result<Place[]>>(notProvided('loadPlaces')),
    session: sessionMachine,
    overlay: overlayMachine,
    toasts: toastsMachine,
  },
  actions: {
    /** tell the wire the booking API base (options.bookingApiUrl) before any booking call */
    useBookingUrl: (_, _params: { url: string }) => {},
    /** remember the chosen UI language */
    persistLocale: (_, _params: { locale: Locale }) => {},
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    storedToken: input.storedToken,
    locale: input.locale,
    options: null,
    serverDate: null,
    today: null,
    places: [],
    failure: null,
  }),
  entry: [
    spawnChild('session', {
      id: 'session',
      systemId: 'session',
      input: ({ context }) => ({ token: context.storedToken }),
    }),
    spawnChild('overlay', { id: 'overlay', systemId: 'overlay' }),
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
  ],
  on: {
    'locale.changed': {
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        { type: 'persistLocale', params: ({ event }) => ({ locale: event.locale }) },
      ],
    },
  },
  initial: 'starting',
  states: {
    starting: {
      entry: assign({ failure: null }),
      type: 'parallel',
      onDone: { target: 'ready' },
      states: {
        options: {
          initial: 'loadingOptions',
          states: {
            loadingOptions: {
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'loadingPlaces',
                    actions: [
                      assign({
                        options: ({ event }) => (event.output.ok ? event.output.data : null),
                      }),
                      {
                        type: 'useBookingUrl',
                        params: ({ context }) => ({ url: context.options?.bookingApiUrl ?? '' }),
                      },
                      sendTo('session', { type: 'session.check' }),
                    ],
                  },
                  {
                    target: '#app.failed',
                    actions: assign({
                      failure: ({ event }) => (event.output.ok ? null : event.output),
                    }),
                  },
                ],
                onError: {
                  target: '#app.failed',
                  actions: assign({ failure: ({ event }) => thrown(event.error) }),
                },
              },
            },
            loadingPlaces: {
              invoke: {
                id: 'loadPlaces',
                src: 'loadPlaces',
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'loaded',
                    actions: assign({
                      places: ({ event }) => (event.output.ok ? event.output.data : []),
                    }),
                  },
                  {
                    target: '#app.failed',
                    actions: assign({
                      failure: ({ event }) => (event.output.ok ? null : event.output),
                    }),
                  },
                ],
                onError: {
                  target: '#app.failed',
                  actions: assign({ failure: ({ event }) => thrown(event.error) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        serverDate: {
          initial: 'loadingServerDate',
          states: {
            loadingServerDate: {
              invoke: {
                id: 'loadServerDate',
                src: 'loadServerDate',
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok && todayOf(event.output.data) !== null,
                    target: 'loaded',
                    actions: assign(({ event }) =>
                      event.output.ok
                        ? { serverDate: event.output.data, today: todayOf(event.output.data) }
                        : {},
                    ),
                  },
                  {
                    target: '#app.failed',
                    actions: assign({
                      failure: ({ event }) => (event.output.ok ? badServerDate : event.output),
                    }),
                  },
                ],
                onError: {
                  target: '#app.failed',
                  actions: assign({ failure: ({ event }) => thrown(event.error) }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        session: {
          initial: 'checkingToken',
          states: {
            /** the session child checks the token once options are in, then reports */
            checkingToken: {
              on: { 'session.settled': { target: 'settled' } },
            },
            settled: { type: 'final' },
          },
        },
      },
    },
    /** the retry screen */
    failed: {
      on: { 'app.retried': { target: 'starting' } },
    },
    ready: {},
  },
});
