/**
 * The app (docs/rules.md §4 start-up; docs/architecture.md): the root of the actor system and the
 * parent of every actor that outlives a screen.
 *
 * Start-up (docs/rules.md §4 "Start-up"): the app appears only when the venue options, the server
 * date, the places and the session's token check are all in, fresh. Options and the server date
 * load together at once; the booking API's address comes from the options, so the places and the
 * token check start once the options are in. A return visit does not wait for them: what the last
 * visit kept (`cached`: options, places, and today predicted from the server's clock offset) lets
 * the places, the token check and the board's day start at once, beside the options and the date
 * that confirm them. Fresh answers replace kept ones as they come; options naming another booking
 * address drop what was kept, and start-up goes on as a first visit at the new address. The board
 * is spawned at once and told the start-up page and everything learnt, so it asks for its day as
 * soon as it can (Home: after the places; a venue's page: with them) and again only when what it
 * asked with changes. Any failure shows a retry screen (no toast: the screen says it); retrying
 * starts over.
 *
 * "Today" is the server's date, never the browser clock's: `today` is the calendar date of the
 * server's ISO date-time as written (its own local part, Europe/Vilnius).
 *
 * Children (systemId = id), typed in `setup`: `session`, `overlay`, `toasts`, `board` from the
 * start, `cart` once the app is ready. The other pages' machines (`contact`, `terms`,
 * `paymentResult`, `topUp`, `ordersList`, `invoicesList`) are not in the board's first load: the
 * app brings their code (`loadPages`) when a page needs one or the app root says the first load is
 * over (`pages.needed`), and starts them once it is in and the app is ready (`ready.allPages`).
 * This file knows them by their types only (`import type`, `child` of machines/domain.ts), so it
 * reads whole on its own; the app root provides the real machines (src/app/children.ts for the
 * board's, src/app/pageMachines.ts for the others'). The app owns the error
 * channel: machines report failed calls to it (`call.failed`, machines/domain.ts) and it shows
 * them as toasts. Navigation that follows from a flow (logout → Home) is decided here and carried
 * out by the `navigate` action the app root provides.
 */
import {
  and,
  assign,
  enqueueActions,
  raise,
  sendTo,
  setup,
  spawnChild,
  stateIn,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import type { boardMachine, BoardPage } from './board';
import type { CartEvent, cartMachine, CartReport } from './cart';
import type { contactMachine } from './contact';
import {
  call,
  child,
  failureFrom,
  isCalendarDate,
  type BookingAccess,
  type CallReport,
  type CourtReservationRequest,
  type Failure,
  type Locale,
  type Place,
  type User,
  type VenueOptions,
} from './domain';
import type { overlayMachine, OverlayReport } from './overlay';
import type { paymentResultMachine, PaymentResultReport } from './paymentResult';
import type { invoicesListMachine, ordersListMachine } from './rangeList';
import type { sessionMachine, SessionReport, SessionSnapshot } from './session';
import type { termsMachine } from './terms';
import type { toastsMachine } from './toasts';
import type { topUpMachine } from './topUp';

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

export interface AppInput {
  storedToken: string | null;
  /** the cart code kept in this browser */
  storedCart: string | null;
  locale: Locale;
  /** what the last visit kept; null on a first visit */
  cached?: KeptStartup | null;
  /** the board page the browser's address shows at start-up; null: another page */
  page?: BoardPage | null;
}

export interface AppContext {
  storedToken: string | null;
  storedCart: string | null;
  locale: Locale;
  /** what the last visit kept, until fresh options confirm its booking address (else dropped) */
  cached: KeptStartup | null;
  /** the board page of the browser's address at start-up (null: another page) */
  page: BoardPage | null;
  /** the booking address start-up calls go to: the kept one, then the options' ('' none yet) */
  bookingUrl: string;
  /** the address the places in `places` were read from during this start-up (null: not yet) */
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
  /** the session's token as it last settled, handed to the actors that call the booking API */
  token: string | null;
  user: User | null;
  /** why start-up failed, for the retry screen */
  failure: Failure | null;
  /** a slot a visitor chose to add: it waits for them to sign in (dropped if they do not) */
  pendingAdd: CourtReservationRequest | null;
  /**
   * The other pages' machines (contact, terms, payment result, top-up, the order and invoice
   * lists): not in the board's first load. 'awaited' until a page or the end of the first load asks
   * for them (`pages.needed`), 'loading' while `loadPages` brings their code, 'loaded' after: their
   * actors start once the portal is ready and they are loaded.
   */
  pages: 'awaited' | 'loading' | 'loaded';
}

/** A slot the user chose to put in the cart (from the board's slot dialog). */
export type CartIntent = { type: 'cart.addRequested'; request: CourtReservationRequest };

export type AppEvent =
  | { type: 'app.retried' }
  /** internal: the options named another booking address than the one start-up began with */
  | { type: 'startup.addressMoved' }
  | { type: 'locale.changed'; locale: Locale }
  /** a page other than the board needs its machine, or the first load is over */
  | { type: 'pages.needed' }
  /** the user pressed "log out" (the user bar, the consent modal) */
  | { type: 'logout.pressed' }
  | PaymentResultReport
  | SessionReport
  | CallReport
  | OverlayReport
  | CartIntent
  | CartReport;

/** '2026-11-21T09:30:00+02:00' → '2026-11-21'; null when it does not start with a valid date. */
export function todayOf(isoDateTime: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(isoDateTime)?.[1];
  return date !== undefined && isCalendarDate(date) ? date : null;
}

/** The balance the session knows (systemId `session`), in euros; null when none is known. */
const sessionBalance = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  ((system.get('session')?.getSnapshot() as SessionSnapshot | undefined)?.context.balance ??
    null) as number | null;

const badServerDate: Failure = { ok: false, error: 'unreadable', message: '' };

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      session: 'session';
      overlay: 'overlay';
      toasts: 'toasts';
      contact: 'contact';
      terms: 'terms';
      paymentResult: 'paymentResult';
      board: 'board';
      cart: 'cart';
      topUp: 'topUp';
      ordersList: 'ordersList';
      invoicesList: 'invoicesList';
      loadPages: 'loadPages';
    },
  },
  actors: {
    /** GET get_savitarna_options/ */
    loadOptions: call<VenueOptions>('loadOptions'),
    /** GET get_savitarna_date/ → ISO date-time */
    loadServerDate: call<string>('loadServerDate'),
    /** GET /v1/allPlacesInfo */
    loadPlaces: call<Place[], { access: BookingAccess }>('loadPlaces'),
    /** brings the code of the other pages' machines (the app root: a chunk of its own) */
    loadPages: call<void>('loadPages'),
    // the children, known here by their types only (machines/domain.ts `child`): the app root
    // provides the real machines (src/app/children.ts, src/app/pageMachines.ts)
    session: child<typeof sessionMachine>('session'),
    overlay: child<typeof overlayMachine>('overlay'),
    toasts: child<typeof toastsMachine>('toasts'),
    contact: child<typeof contactMachine>('contact'),
    terms: child<typeof termsMachine>('terms'),
    paymentResult: child<typeof paymentResultMachine>('paymentResult'),
    board: child<typeof boardMachine>('board'),
    cart: child<typeof cartMachine>('cart'),
    topUp: child<typeof topUpMachine>('topUp'),
    ordersList: child<typeof ordersListMachine>('ordersList'),
    invoicesList: child<typeof invoicesListMachine>('invoicesList'),
  },
  actions: {
    /** remember the chosen UI language (the app root binds storage) */
    persistLocale: (_, _params: { locale: Locale }) => {},
    /** go to a route (the app root binds the router) */
    navigate: (_, _params: { to: string }) => {},
    rememberSession: assign((_, { user, token }: { user: User | null; token: string | null }) => ({
      user,
      token,
    })),
    /** keep what start-up learnt for the next visit (the app root binds storage) */
    rememberStartup: (_, _params: StartupLearnt) => {},
    /** drop what the last visit kept (the app root binds storage) */
    forgetStartup: () => {},
    /** ask the session to check the token at a booking address (with `checkedAt`) */
    checkSession: sendTo('session', (_, { options }: { options: VenueOptions }) => ({
      type: 'session.check' as const,
      bookingUrl: options.bookingApiUrl,
      consentIds: options.consentIds,
    })),
    /** the address the session was asked to check the token at */
    checkedAt: assign((_, { options }: { options: VenueOptions }) => ({
      checkedAt: options.bookingApiUrl,
    })),
    /**
     * tell the cart the balance the session knows, so paying by credits checks it before sending
     * (machines/cart.ts). The session reports no balance of its own: the app reads its child's
     * whenever it may have changed (the cart started, who is signed in settled, a balance read
     * succeeded).
     */
    relayBalance: sendTo(
      ({ system }) => system.get('cart') as AnyActorRef,
      ({ system }): CartEvent => ({ type: 'balance.known', balance: sessionBalance(system) }),
    ),
    /** put a slot in the cart */
    addToCart: sendTo('cart', (_, { request }: { request: CourtReservationRequest }) => ({
      type: 'cart.add' as const,
      request,
    })),
  },
  guards: {
    /** the options name the booking address start-up began with (kept, or from a retry) */
    sameAddress: ({ context }, { options }: { options: VenueOptions }) =>
      context.bookingUrl === options.bookingApiUrl,
    /** start-up began with an address the options now replace */
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
    /** a cancelled call is nobody's news */
    worthTelling: (_, { failure }: { failure: Failure }) => failure.error !== 'cancelled',
    /** a signed-in call refused as unauthorised: the session has ended on the server */
    sessionExpired: ({ context }, { failure }: { failure: Failure }) =>
      context.user !== null && failure.status === 401,
    signedIn: ({ context }) => context.user !== null,
    hasPendingAdd: ({ context }) => context.pendingAdd !== null,
    /** the session read the balance */
    balanceRead: ({ event }) => event.type === 'call.succeeded' && event.call === 'getCredit',
    /** a sign-in made in a modal (login, register, admin) */
    inModal: (_, { origin }: { origin: 'page' | 'modal' }) => origin === 'modal',
  },
}).createMachine({
  id: 'app',
  description: 'Start-up, then the portal; the parent of every long-lived actor.',
  context: ({ input }) => ({
    storedToken: input.storedToken,
    storedCart: input.storedCart,
    locale: input.locale,
    cached: input.cached ?? null,
    page: input.page ?? null,
    bookingUrl: input.cached?.options.bookingApiUrl ?? '',
    placesFrom: null,
    checkedAt: null,
    settledAt: null,
    options: null,
    serverDate: null,
    today: null,
    places: [],
    token: input.storedToken,
    user: null,
    failure: null,
    pendingAdd: null,
    pages: 'awaited',
  }),
  entry: [
    spawnChild('session', {
      id: 'session',
      systemId: 'session',
      input: ({ context }) => ({ token: context.storedToken }),
    }),
    spawnChild('board', {
      id: 'board',
      systemId: 'board',
      input: ({ context }) => ({
        places: context.cached?.places ?? null,
        today: context.cached?.today ?? '',
        access: { url: context.bookingUrl, token: context.storedToken },
      }),
    }),
    enqueueActions(({ context, enqueue }) => {
      // the start-up page's day is asked for as soon as the board knows enough; the page keeps it
      // when it asks for itself, however slow start-up or its code is to show it
      if (context.page)
        enqueue.sendTo('board', {
          type: 'place.selected' as const,
          ...context.page,
          early: true as const,
        });
    }),
    spawnChild('overlay', { id: 'overlay', systemId: 'overlay' }),
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
  ],
  on: {
    'pages.needed': {
      guard: ({ context }) => context.pages === 'awaited',
      description:
        "A page other than the board needs its machine, or the first load is over: bring the other pages' machines.",
      actions: [assign({ pages: 'loading' }), spawnChild('loadPages', { id: 'loadPages' })],
    },
    'xstate.done.actor.loadPages': {
      description: "The other pages' machines are in: their actors start once the portal is ready.",
      actions: assign({ pages: 'loaded' }),
    },
    'xstate.error.actor.loadPages': {
      description:
        'Their code did not arrive (the connection): the next page that needs it asks again.',
      actions: assign({ pages: 'awaited' }),
    },
    'locale.changed': {
      description: 'The user picked the other language.',
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        { type: 'persistLocale', params: ({ event }) => ({ locale: event.locale }) },
      ],
    },
    'call.failed': [
      {
        guard: { type: 'sessionExpired', params: ({ event }) => ({ failure: event.failure }) },
        description: 'Refused as unauthorised while signed in: the session ends, and says so.',
        actions: [
          sendTo('session', { type: 'session.expired' }),
          sendTo('toasts', ({ event }) => ({
            type: 'toast.shown' as const,
            call: event.call,
            failure: event.failure,
            text: 'sesija_baigesi' as const,
          })),
        ],
      },
      {
        guard: { type: 'worthTelling', params: ({ event }) => ({ failure: event.failure }) },
        description: 'A machine reports a failed call: show it on the error channel.',
        actions: sendTo('toasts', ({ event }) => ({
          type: 'toast.shown' as const,
          call: event.call,
          failure: event.failure,
          ...(event.text ? { text: event.text } : {}),
        })),
      },
    ],
    'call.succeeded': [
      {
        guard: and(['balanceRead', stateIn('#app.ready')]),
        description:
          'The balance was read, with the cart running: its toasts are out of date, and the cart learns the balance.',
        actions: [
          sendTo('toasts', ({ event }) => ({ type: 'call.recovered' as const, call: event.call })),
          'relayBalance',
        ],
      },
      {
        description: 'A call works again: its toasts are out of date.',
        actions: sendTo('toasts', ({ event }) => ({
          type: 'call.recovered' as const,
          call: event.call,
        })),
      },
    ],
    'balance.refreshed': {
      description: 'A top-up went through (payment result): the session reads the balance again.',
      actions: sendTo('session', { type: 'balance.refreshed' }),
    },
    'session.settled': {
      description: 'The session knows who is signed in.',
      actions: {
        type: 'rememberSession',
        params: ({ event }) => ({ user: event.user, token: event.token }),
      },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description:
        'Loading what the portal needs before it can appear; on a return visit, from what was kept.',
      entry: [
        assign({
          failure: null,
          options: null,
          serverDate: null,
          today: null,
          placesFrom: null,
          checkedAt: null,
          settledAt: null,
          // retrying starts over: from the kept address, if any, or from the options
          bookingUrl: ({ context }) => context.cached?.options.bookingApiUrl ?? '',
        }),
        enqueueActions(({ context, enqueue }) => {
          // a kept booking address: the token check need not wait for the options
          if (context.cached) {
            enqueue({ type: 'checkedAt', params: { options: context.cached.options } });
            enqueue({ type: 'checkSession', params: { options: context.cached.options } });
          }
        }),
      ],
      always: {
        guard: 'startedUp',
        target: 'ready',
        description:
          'Options, server date, venues and the sign-in check are all in, for the same booking address: the portal appears.',
      },
      on: {
        'session.settled': {
          description: 'The session knows who is signed in, at the address it was asked to check.',
          actions: [
            {
              type: 'rememberSession',
              params: ({ event }) => ({ user: event.user, token: event.token }),
            },
            assign({ settledAt: ({ context }) => context.checkedAt }),
            sendTo('board', ({ event }) => ({
              type: 'access.changed' as const,
              token: event.token,
            })),
          ],
        },
      },
      type: 'parallel',
      states: {
        options: {
          description:
            "The venue's options: where the booking API is, how it takes payment, which consents it asks for.",
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
                    description: 'The booking address start-up began with is confirmed.',
                    actions: assign({ options: ({ event }) => event.output }),
                  },
                  {
                    guard: 'addressMoved',
                    target: 'loaded',
                    description:
                      'Another booking address than the kept one: what was kept is dropped, and places, token and day are asked for there.',
                    actions: [
                      'forgetStartup',
                      assign({
                        options: ({ event }) => event.output,
                        bookingUrl: ({ event }) => event.output.bookingApiUrl,
                        cached: null,
                      }),
                      { type: 'checkedAt', params: ({ event }) => ({ options: event.output }) },
                      { type: 'checkSession', params: ({ event }) => ({ options: event.output }) },
                      sendTo('board', ({ event }) => ({
                        type: 'startup.learnt' as const,
                        url: event.output.bookingApiUrl,
                        places: null,
                      })),
                      raise({ type: 'startup.addressMoved' }),
                    ],
                  },
                  {
                    target: 'loaded',
                    description: 'A first visit: the booking address is known now.',
                    actions: [
                      assign({
                        options: ({ event }) => event.output,
                        bookingUrl: ({ event }) => event.output.bookingApiUrl,
                      }),
                      { type: 'checkedAt', params: ({ event }) => ({ options: event.output }) },
                      { type: 'checkSession', params: ({ event }) => ({ options: event.output }) },
                      sendTo('board', ({ event }) => ({
                        type: 'startup.learnt' as const,
                        url: event.output.bookingApiUrl,
                      })),
                    ],
                  },
                ],
                onError: {
                  target: '#app.failed',
                  description: "The venue's options could not be read: the retry screen says why.",
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
                    sendTo('board', ({ event }) => ({
                      type: 'startup.learnt' as const,
                      places: event.output,
                    })),
                  ],
                },
                onError: {
                  target: '#app.failed',
                  description: 'The places could not be read: the retry screen says why.',
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
                      sendTo('board', ({ context }) => ({
                        type: 'startup.learnt' as const,
                        today: context.today ?? '',
                      })),
                    ],
                  },
                  {
                    target: '#app.failed',
                    description:
                      'The server answered with something that is not a date: the retry screen.',
                    actions: assign({ failure: badServerDate }),
                  },
                ],
                onError: {
                  target: '#app.failed',
                  description: "The server's date could not be read: the retry screen says why.",
                  actions: assign({ failure: failureFrom }),
                },
              },
            },
            loaded: { description: 'Today is known.' },
          },
        },
      },
    },
    failed: {
      description: 'The retry screen.',
      tags: ['failed'],
      on: {
        'app.retried': {
          target: 'starting',
          description: 'The user pressed "retry": start-up begins again from the start.',
        },
      },
    },
    ready: {
      description: 'The portal is on screen.',
      entry: [
        {
          type: 'rememberStartup',
          params: ({ context }) => ({
            options: context.options!,
            places: context.places,
            serverDate: context.serverDate ?? '',
          }),
        },
        // the board's rules need the server's clock (a begun slot is not bookable) and the
        // working hours (their end row is not): both are fresh now
        sendTo('board', ({ context }) => ({
          type: 'startup.learnt' as const,
          serverDate: context.serverDate ?? '',
          ...(context.options ? { workHours: context.options.workHours } : {}),
        })),
        spawnChild('cart', {
          id: 'cart',
          systemId: 'cart',
          input: ({ context }) => ({
            access: { url: context.options?.bookingApiUrl ?? '', token: context.token },
            code: context.storedCart,
            paymentMethod: context.options?.paymentMethod ?? 'bank',
            returnUrls: context.options?.paymentUrls.reservation ?? { accept: '', cancel: '' },
            // told at once (relayBalance, below): the session may have read it already
            balance: null,
          }),
        }),
        'relayBalance',
      ],
      initial: 'boardOnly',
      states: {
        boardOnly: {
          description: "The other pages' machines are not in yet: the board and the cart work.",
          always: {
            guard: ({ context }) => context.pages === 'loaded',
            target: 'allPages',
            description: "The other pages' machines are in (now, or before start-up was done).",
          },
        },
        allPages: {
          description:
            "The other pages' machines are in: their actors run, with what start-up learnt.",
          entry: [
            spawnChild('contact', { id: 'contact', systemId: 'contact' }),
            spawnChild('terms', { id: 'terms', systemId: 'terms' }),
            spawnChild('paymentResult', {
              id: 'paymentResult',
              systemId: 'paymentResult',
              input: ({ context }) => ({
                access: { url: context.options?.bookingApiUrl ?? '', token: context.token },
              }),
            }),
            spawnChild('topUp', {
              id: 'topUp',
              systemId: 'topUp',
              input: ({ context }) => ({
                access: { url: context.options?.bookingApiUrl ?? '', token: context.token },
                subject: context.user?.subject ?? '',
                email: context.user?.email ?? '',
                paymentMethod: context.options?.paymentMethod ?? 'bank',
                returnUrls: context.options?.paymentUrls.balance ?? { accept: '', cancel: '' },
              }),
            }),
            spawnChild('ordersList', {
              id: 'ordersList',
              systemId: 'ordersList',
              input: ({ context }) => ({
                access: { url: context.options?.bookingApiUrl ?? '', token: context.token },
                reloadAfterAct: true,
              }),
            }),
            spawnChild('invoicesList', {
              id: 'invoicesList',
              systemId: 'invoicesList',
              input: ({ context }) => ({
                access: { url: context.options?.bookingApiUrl ?? '', token: context.token },
                reloadAfterAct: false,
              }),
            }),
          ],
        },
      },
      on: {
        'session.settled': {
          description: 'Signed in or out: the board reads its day again with the new token.',
          actions: [
            {
              type: 'rememberSession',
              params: ({ event }) => ({ user: event.user, token: event.token }),
            },
            sendTo('board', ({ event }) => ({
              type: 'access.changed' as const,
              token: event.token,
            })),
            sendTo('cart', ({ event }) => ({
              type: 'access.changed' as const,
              token: event.token,
            })),
            // signed out: none; another user: none until read; a replaced token: the same one
            'relayBalance',
            enqueueActions(({ context, event, enqueue }) => {
              // the other pages' actors, when they run (else they start with this token)
              if (context.pages !== 'loaded') return;
              const access = { url: context.options?.bookingApiUrl ?? '', token: event.token };
              enqueue.sendTo('paymentResult', { type: 'access.changed', token: event.token });
              enqueue.sendTo('topUp', {
                type: 'access.changed',
                access,
                subject: event.user?.subject ?? '',
                email: event.user?.email ?? '',
              });
              enqueue.sendTo('ordersList', { type: 'access.changed', access });
              enqueue.sendTo('invoicesList', { type: 'access.changed', access });
            }),
          ],
        },
        'payment.cartClosed': {
          description:
            'The bank returned for a cart that is now over: the cart lets it go in this tab too.',
          actions: sendTo('cart', { type: 'cart.storageChanged', code: null }),
        },
        'cart.added': {
          description: 'A slot is in the cart: ask whether to choose more or go to the cart.',
          actions: sendTo('overlay', { type: 'modal.opened', modal: 'added' }),
        },
        'cart.changed': {
          description: 'The cart changed (or its hold ended): the board reads its day again.',
          actions: sendTo('board', { type: 'board.refreshed' }),
        },
        'cart.emptied': {
          description: 'Nothing left in the cart: its dialogs close.',
          actions: sendTo('overlay', { type: 'cart.emptied' }),
        },
        'cart.paid': {
          description:
            'Paid by credits: the balance and the board are read again; the dialogs close.',
          actions: [
            sendTo('session', { type: 'balance.refreshed' }),
            sendTo('board', { type: 'board.refreshed' }),
            sendTo('overlay', { type: 'cart.emptied' }),
          ],
        },
        'logout.pressed': {
          description:
            'The user pressed "log out": the session hears it with whether the cart holds slots, which logging out releases (it asks first then).',
          actions: sendTo('session', ({ self }) => ({
            type: 'session.loggedOut' as const,
            cartHeld:
              (self.getSnapshot().children.cart?.getSnapshot().context.cart?.items.length ?? 0) > 0,
          })),
        },
        'session.loggedOut': {
          description: 'Logging out goes Home.',
          actions: { type: 'navigate', params: { to: '/' } },
        },
        'session.signedIn': [
          {
            guard: 'hasPendingAdd',
            description:
              'Signed in to add a slot: add it now, and stay on the board the slot is on.',
            actions: [
              {
                type: 'addToCart',
                params: ({ context, event }) => ({
                  request: { ...context.pendingAdd!, clientId: event.user.subject },
                }),
              },
              assign({ pendingAdd: null }),
              sendTo('overlay', { type: 'closed' }),
            ],
          },
          {
            guard: { type: 'inModal', params: ({ event }) => ({ origin: event.origin }) },
            description: 'Signed in through a modal: Home (the login page sends users on itself).',
            actions: [
              sendTo('overlay', { type: 'closed' }),
              { type: 'navigate', params: { to: '/' } },
            ],
          },
          { description: 'Signed in on the login page: it sends the user on.' },
        ],
        'cart.addRequested': [
          {
            guard: 'signedIn',
            description: 'Signed in: into the cart, as this user.',
            actions: {
              type: 'addToCart',
              params: ({ context, event }) => ({
                request: { ...event.request, clientId: context.user?.subject ?? '' },
              }),
            },
          },
          {
            description: 'A visitor: the login modal first; the slot waits for the sign-in.',
            actions: [
              assign({ pendingAdd: ({ event }) => event.request }),
              sendTo('overlay', { type: 'modal.opened', modal: 'login' }),
            ],
          },
        ],
        'overlay.modalClosed': {
          guard: 'hasPendingAdd',
          description: 'The login modal was dismissed: the waiting slot is dropped.',
          actions: assign({ pendingAdd: null }),
        },
      },
    },
  },
});

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The other pages' actors run (their code is in and the portal is ready). */
export const selectPagesRunning = (s: AppSnapshot): boolean => s.matches({ ready: 'allPages' });

/** For views: where start-up is. */
export const selectPhase = (s: AppSnapshot): 'starting' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'starting';
export const selectLocale = (s: AppSnapshot) => s.context.locale;
export const selectOptions = (s: AppSnapshot) => s.context.options;
export const selectToday = (s: AppSnapshot) => s.context.today;
export const selectPlaces = (s: AppSnapshot) => s.context.places;
/** For the retry screen: why start-up failed. */
export const selectStartupFailure = (s: AppSnapshot) => s.context.failure;
/** For views: the server's date-time as it wrote it (ISO 8601 with offset), e.g. the board's "now". */
export const selectServerDate = (s: AppSnapshot) => s.context.serverDate;
/** The server's date-time as its own wall clock reads it, 'yyyy-MM-dd HH:mm:ss' (orders' resale). */
export const selectServerNow = (s: AppSnapshot) =>
  (s.context.serverDate ?? '').slice(0, 19).replace('T', ' ');
