/**
 * Start-up (docs/rules.md §4 "Start-up"): what the portal needs before it can appear — the venue's
 * options, the server's date, the places, and the session's token check — invoked by the app,
 * which it answers with what it learnt (or why it failed) when it is done.
 *
 * Options and the server date load together at once; the booking API's address comes from the
 * options, so the places and the token check start once the options are in. A return visit does
 * not wait for them: what the last visit kept (`kept`: options, places, and today predicted from
 * the server's clock offset) lets the places and the token check start at once at the kept
 * address, beside the options and the date that confirm them. Fresh answers replace kept ones as
 * they come; options naming another booking address drop what was kept, and start-up goes on as
 * a first visit at the new address.
 *
 * It reports to the app, which relays: what it learnt, as it learns it, to the board
 * (`startup.learnt`), so the board asks for its day as soon as it can; the token check to the
 * session (`startup.tokenCheckRequested`). The app tells it when the session has settled
 * (`session.settled`), or that its check got no answer (`session.checkFailed`, a failure like
 * any other here). It is done when every answer is in, fresh, for the booking address the
 * options name: then it keeps them for the next visit (`rememberStartup`). Any failure ends it
 * too, with the failure: the app shows the retry screen, and a retry invokes it anew.
 *
 * "Today" is the server's date, never the browser clock's: the calendar date of the server's ISO
 * date-time as written (its own local part, Europe/Vilnius).
 */
import { assign, enqueueActions, raise, sendParent, setup } from 'xstate';
import type { StartupFacts } from './board';
import {
  call,
  failureFrom,
  isCalendarDate,
  type BookingAccess,
  type Failure,
  type Place,
  type VenueOptions,
} from './domain';

/** What the last visit kept for this one (src/app/startupCache.ts). */
export interface KeptStartup {
  options: VenueOptions;
  places: Place[];
  /** the server's date as predicted from the kept clock offset, 'yyyy-MM-dd' */
  today: string;
}

/** What start-up learnt, for the next visit to keep. */
export interface StartupLearnt {
  options: VenueOptions;
  places: Place[];
  serverDate: string;
}

export interface StartupInput {
  /** what the last visit kept; null on a first visit (or once the options moved the address) */
  kept: KeptStartup | null;
}

/** What start-up answers the app with. */
export type StartupOutput =
  | (StartupLearnt & { ok: true; /** the server's calendar date, 'yyyy-MM-dd' */ today: string })
  /** `kept`: what a retry may start from (null once the options moved the booking address) */
  | { ok: false; failure: Failure; kept: KeptStartup | null };

export interface StartupContext {
  kept: KeptStartup | null;
  /** the booking address start-up calls go to: the kept one, then the options' ('' none yet) */
  bookingUrl: string;
  /** the address the places in `places` were read from (null: not yet) */
  placesFrom: string | null;
  /** the address the session was last asked to check the token at, and the one it settled for */
  checkedAt: string | null;
  settledAt: string | null;
  /** fresh options (null until they arrive) */
  options: VenueOptions | null;
  /** the server's date-time, ISO 8601 with offset */
  serverDate: string | null;
  /** the server's calendar date, 'yyyy-MM-dd' */
  today: string | null;
  places: Place[];
  /** why start-up failed */
  failure: Failure | null;
}

export type StartupEvent =
  /** the app: the session knows who is signed in, at the address it was last asked to check */
  | { type: 'session.settled' }
  /** the app: the session's check of the stored token got no answer */
  | { type: 'session.checkFailed'; failure: Failure }
  /** internal: the options named another booking address than the one start-up began with */
  | { type: 'startup.addressMoved' };

/** What start-up tells the app, which relays it (machines/app.ts). */
export type StartupReport =
  /** for the page's frame (the venue's phone, its map) and the retry screen: the fresh options */
  | { type: 'startup.optionsLearnt'; options: VenueOptions }
  /** for the board: facts learnt since it was told last */
  | ({ type: 'startup.learnt' } & StartupFacts)
  /** for the session: check the stored token at this booking address */
  | {
      type: 'startup.tokenCheckRequested';
      bookingUrl: string;
      consentIds: VenueOptions['consentIds'];
    };

/** '2026-11-21T09:30:00+02:00' → '2026-11-21'; null when it does not start with a valid date. */
export function todayOf(isoDateTime: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(isoDateTime)?.[1];
  return date !== undefined && isCalendarDate(date) ? date : null;
}

const badServerDate: Failure = { ok: false, error: 'unreadable', message: '' };

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as StartupEvent,
    input: {} as StartupInput,
    output: {} as StartupOutput,
  },
  actors: {
    /** GET get_savitarna_options/ */
    loadOptions: call<VenueOptions>('loadOptions'),
    /** GET get_savitarna_date/ → ISO date-time */
    loadServerDate: call<string>('loadServerDate'),
    /** GET /v1/allPlacesInfo */
    loadPlaces: call<Place[], { access: BookingAccess }>('loadPlaces'),
  },
  actions: {
    /** keep what start-up learnt for the next visit (the app root binds storage) */
    rememberStartup: (_, _params: StartupLearnt) => {},
    /** drop what the last visit kept (the app root binds storage) */
    forgetStartup: () => {},
    /** tell the board (through the app) what start-up learnt */
    tellBoard: sendParent((_, facts: StartupFacts): StartupReport => ({
      type: 'startup.learnt',
      ...facts,
    })),
    /** tell the app the fresh options, which the page shows while start-up goes on */
    tellOptions: sendParent((_, options: VenueOptions): StartupReport => ({
      type: 'startup.optionsLearnt',
      options,
    })),
    /** ask the session (through the app) to check the token at the options' booking address */
    checkToken: sendParent((_, { options }: { options: VenueOptions }): StartupReport => ({
      type: 'startup.tokenCheckRequested',
      bookingUrl: options.bookingApiUrl,
      consentIds: options.consentIds,
    })),
    /** the address the session was asked to check the token at */
    checkedAt: assign((_, { options }: { options: VenueOptions }) => ({
      checkedAt: options.bookingApiUrl,
    })),
  },
  guards: {
    /** the options name the booking address start-up began with (the kept one) */
    sameAddress: ({ context }, { options }: { options: VenueOptions }) =>
      context.bookingUrl === options.bookingApiUrl,
    /** start-up began with a kept address that the options now replace */
    addressMoved: ({ context }) => context.bookingUrl !== '',
    addressKnown: ({ context }) => context.bookingUrl !== '',
    /** everything is in, fresh, and for the booking address the options name */
    startedUp: ({ context }) =>
      context.options !== null &&
      context.today !== null &&
      context.placesFrom === context.options.bookingApiUrl &&
      context.settledAt === context.options.bookingApiUrl,
    /** the server's date is a date this app can read */
    readableDate: (_, { serverDate }: { serverDate: string }) => todayOf(serverDate) !== null,
  },
}).createMachine({
  id: 'startup',
  // Starting from what the last visit kept, if anything; done when all are in, fresh.
  description: 'Options, server date, places and the token check: done when all are in.',
  context: ({ input }) => ({
    kept: input.kept,
    bookingUrl: input.kept?.options.bookingApiUrl ?? '',
    placesFrom: null,
    checkedAt: null,
    settledAt: null,
    options: null,
    serverDate: null,
    today: null,
    places: [],
    failure: null,
  }),
  output: ({ context }): StartupOutput =>
    context.failure || !context.options
      ? { ok: false, failure: context.failure ?? badServerDate, kept: context.kept }
      : {
          ok: true,
          options: context.options,
          places: context.places,
          serverDate: context.serverDate ?? '',
          today: context.today ?? '',
        },
  initial: 'loading',
  states: {
    loading: {
      // As far as what is known allows; on a return visit, at the kept address.
      description: 'Asking for everything the portal needs at once.',
      tags: ['busy'],
      // a kept booking address: the token check need not wait for the options
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.kept) return;
        enqueue({ type: 'checkedAt', params: { options: context.kept.options } });
        enqueue({ type: 'checkToken', params: { options: context.kept.options } });
      }),
      always: {
        guard: 'startedUp',
        target: 'done',
        // All in: options, server date, places and the sign-in check.
        description: 'All in, for the same booking address: start-up is done.',
      },
      on: {
        'session.settled': {
          description: 'The session knows who is signed in, at the address it was asked to check.',
          actions: assign({ settledAt: ({ context }) => context.checkedAt }),
        },
        'session.checkFailed': {
          target: 'failed',
          // The session keeps the token; the retry checks it again.
          description: 'The sign-in check got no answer: start-up failed.',
          actions: assign({ failure: ({ event }) => event.failure }),
        },
      },
      type: 'parallel',
      states: {
        options: {
          // Where the booking API is, how it takes payment, which consents it asks for.
          description: "The venue's options: its booking API, payment and consents.",
          initial: 'loadingOptions',
          states: {
            loadingOptions: {
              description: "Asking the content server for the venue's options.",
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                onDone: [
                  {
                    guard: {
                      type: 'sameAddress',
                      params: ({ event }) => ({ options: event.output }),
                    },
                    target: 'loaded',
                    description: 'The kept booking address is confirmed.',
                    actions: [
                      assign({ options: ({ event }) => event.output }),
                      { type: 'tellOptions', params: ({ event }) => event.output },
                    ],
                  },
                  {
                    guard: 'addressMoved',
                    target: 'loaded',
                    // What was kept is dropped, and places, token and day are asked for there.
                    description: 'Another booking address than the kept one: ask again there.',
                    actions: [
                      'forgetStartup',
                      { type: 'tellOptions', params: ({ event }) => event.output },
                      assign({
                        options: ({ event }) => event.output,
                        bookingUrl: ({ event }) => event.output.bookingApiUrl,
                        kept: null,
                      }),
                      { type: 'checkedAt', params: ({ event }) => ({ options: event.output }) },
                      { type: 'checkToken', params: ({ event }) => ({ options: event.output }) },
                      {
                        type: 'tellBoard',
                        params: ({ event }) => ({ url: event.output.bookingApiUrl, places: null }),
                      },
                      raise({ type: 'startup.addressMoved' }),
                    ],
                  },
                  {
                    target: 'loaded',
                    description: 'A first visit: the booking address is known now.',
                    actions: [
                      { type: 'tellOptions', params: ({ event }) => event.output },
                      assign({
                        options: ({ event }) => event.output,
                        bookingUrl: ({ event }) => event.output.bookingApiUrl,
                      }),
                      { type: 'checkedAt', params: ({ event }) => ({ options: event.output }) },
                      { type: 'checkToken', params: ({ event }) => ({ options: event.output }) },
                      {
                        type: 'tellBoard',
                        params: ({ event }) => ({ url: event.output.bookingApiUrl }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: '#startup.failed',
                  description: "The venue's options could not be read: start-up failed.",
                  actions: assign({ failure: failureFrom }),
                },
              },
            },
            loaded: { description: "The venue's options are in." },
          },
        },
        places: {
          description: "The venue's places (its sites with courts), read from the booking API.",
          initial: 'waitingForAddress',
          on: {
            'startup.addressMoved': {
              target: '.loadingPlaces',
              reenter: true,
              description: 'The places of the old address do not count: ask the new one.',
              actions: assign({ placesFrom: null }),
            },
          },
          states: {
            waitingForAddress: {
              description: 'The places come from the booking API, whose address the options give.',
              always: {
                guard: 'addressKnown',
                target: 'loadingPlaces',
                description: 'The booking address is known: ask it for the places.',
              },
            },
            loadingPlaces: {
              description: "Asking the booking API for the venue's places.",
              invoke: {
                id: 'loadPlaces',
                src: 'loadPlaces',
                input: ({ context }) => ({ access: { url: context.bookingUrl, token: null } }),
                onDone: {
                  target: 'loaded',
                  description: 'The places are in; the board can show them.',
                  actions: [
                    assign({
                      places: ({ event }) => event.output,
                      placesFrom: ({ context }) => context.bookingUrl,
                    }),
                    { type: 'tellBoard', params: ({ event }) => ({ places: event.output }) },
                  ],
                },
                onError: {
                  target: '#startup.failed',
                  description: 'The places could not be read: start-up failed.',
                  actions: assign({ failure: failureFrom }),
                },
              },
            },
            loaded: { description: 'The places of the current booking address are in.' },
          },
        },
        serverDate: {
          description: 'The server\'s date: what "today" is everywhere in the portal.',
          initial: 'loadingServerDate',
          states: {
            loadingServerDate: {
              description: 'Asking the content server for its date and time.',
              invoke: {
                id: 'loadServerDate',
                src: 'loadServerDate',
                onDone: [
                  {
                    guard: {
                      type: 'readableDate',
                      params: ({ event }) => ({ serverDate: event.output }),
                    },
                    target: 'loaded',
                    description: 'Today is known; the board learns which day to show first.',
                    actions: [
                      assign({
                        serverDate: ({ event }) => event.output,
                        today: ({ event }) => todayOf(event.output),
                      }),
                      {
                        type: 'tellBoard',
                        params: ({ context }) => ({ today: context.today ?? '' }),
                      },
                    ],
                  },
                  {
                    target: '#startup.failed',
                    description:
                      'The server answered with something that is not a date: start-up failed.',
                    actions: assign({ failure: badServerDate }),
                  },
                ],
                onError: {
                  target: '#startup.failed',
                  description: "The server's date could not be read: start-up failed.",
                  actions: assign({ failure: failureFrom }),
                },
              },
            },
            loaded: { description: 'Today is known.' },
          },
        },
      },
    },
    done: {
      type: 'final',
      // The board learns the clock and the working hours its rules need.
      description: 'Everything is in: kept for the next visit; the board learns the clock.',
      tags: ['done'],
      entry: [
        {
          type: 'rememberStartup',
          params: ({ context }) => ({
            options: context.options!,
            places: context.places,
            serverDate: context.serverDate ?? '',
          }),
        },
        // a begun slot is not bookable (the server's clock), nor the row that ends the day (the
        // working hours): both are fresh now
        {
          type: 'tellBoard',
          params: ({ context }) => ({
            serverDate: context.serverDate ?? '',
            ...(context.options ? { workHours: context.options.workHours } : {}),
          }),
        },
      ],
    },
    failed: {
      type: 'final',
      description: 'A call failed: the app shows the retry screen with why.',
      tags: ['failed'],
    },
  },
});
