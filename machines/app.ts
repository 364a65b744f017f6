/**
 * The app (docs/architecture.md): the root of the actor system, the parent of every actor that
 * outlives a screen, and the relay between them. It holds no rule of its own beyond who hears what.
 *
 * Start-up is a machine of its own (machines/startup.ts), invoked while the app is `starting`:
 * the app relays what it learns to the board and its token check to the session, tells it when
 * the session has settled, and takes what it answers with: the portal (`ready`) or the retry
 * screen (`failed`; retrying invokes it anew).
 *
 * Children (systemId = id), typed in `setup`: the session and the board from the first moment,
 * because start-up works through them (the token check; the board's day, asked for as soon as
 * start-up knows enough, on a return visit beside the start-up calls), and the overlay and the
 * toasts, which the page's frame and the error channel use while start-up runs. Every other
 * long-lived child starts when start-up is done (`ready`): the cart, the contact form, the terms,
 * the payment result, the top-up, the order and invoice lists, each with what start-up learnt.
 * This file knows them by their types only (`import type`, `child` of machines/domain.ts), so it
 * reads whole on its own; the app root provides the real machines (src/app/portal.ts).
 *
 * The relay: failed calls reach the error channel (`call.failed` → toasts), a session that
 * changes hands its token to the actors that call the booking API, the cart's news reaches the
 * board, the overlay and the session, a slot chosen by a visitor waits for their sign-in.
 * Navigation that follows from a flow (logout → Home) is decided here and carried out by the
 * `navigate` action the app root provides.
 */
import {
  and,
  assign,
  enqueueActions,
  sendTo,
  setup,
  spawnChild,
  stateIn,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import type { boardMachine, BoardPage, BoardSnapshot } from './board';
import type { CartEvent, cartMachine, CartReport } from './cart';
import type { contactMachine } from './contact';
import {
  child,
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
import type { sessionMachine, SessionReport, SessionSnapshot, TokenWay } from './session';
import type { KeptStartup, startupMachine, StartupOutput, StartupReport } from './startup';
import type { termsMachine } from './terms';
import type { toastsMachine } from './toasts';
import type { topUpMachine } from './topUp';

export interface AppInput {
  storedToken: string | null;
  /** which form issued the stored token (null: not known), for the session to restore */
  storedTokenFrom?: TokenWay | null;
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
  storedTokenFrom: TokenWay | null;
  storedCart: string | null;
  locale: Locale;
  /** what the last visit kept, for start-up (dropped once fresh options name another address) */
  cached: KeptStartup | null;
  /** the board page of the browser's address at start-up (null: another page) */
  page: BoardPage | null;
  /** what start-up learnt: the options (null until it is done), the server's date-time (ISO 8601
   * with offset), its calendar date ('yyyy-MM-dd'), the places */
  options: VenueOptions | null;
  serverDate: string | null;
  today: string | null;
  places: Place[];
  /** the session's token as it last settled, handed to the actors that call the booking API */
  token: string | null;
  user: User | null;
  /** why start-up failed, for the retry screen */
  failure: Failure | null;
  /** a slot a visitor chose to add: it waits for them to sign in (dropped if they do not) */
  pendingAdd: CourtReservationRequest | null;
}

/** A slot the user chose to put in the cart (from the board's slot dialog). */
export type CartIntent = { type: 'cart.addRequested'; request: CourtReservationRequest };

export type AppEvent =
  | { type: 'app.retried' }
  | { type: 'locale.changed'; locale: Locale }
  /** the user asked to log out (the user bar, the consent modal) */
  | { type: 'session.logoutRequested' }
  | StartupReport
  | PaymentResultReport
  | SessionReport
  | CallReport
  | OverlayReport
  | CartIntent
  | CartReport;

/** The app's children, each by the id and systemId it runs under, the name of its machine. */
type ChildId =
  | 'startup'
  | 'session'
  | 'overlay'
  | 'toasts'
  | 'board'
  | 'cart'
  | 'contact'
  | 'terms'
  | 'paymentResult'
  | 'topUp'
  | 'ordersList'
  | 'invoicesList';
/** A child's id, which is also its systemId. */
const named = <T extends ChildId>(id: T) => ({ id, systemId: id });

/** The balance the session knows (systemId `session`), in euros; null when none is known. */
const sessionBalance = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  ((system.get('session')?.getSnapshot() as SessionSnapshot | undefined)?.context.balance ??
    null) as number | null;

/** What the actors that call the booking API are given: the options' address, the token. */
const accessOf = (context: AppContext) => ({
  url: context.options?.bookingApiUrl ?? '',
  token: context.token,
});

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as { [id in ChildId]: id },
  },
  actors: {
    // the children, known here by their types only (machines/domain.ts `child`): the app root
    // provides the real machines (src/app/portal.ts)
    startup: child<typeof startupMachine>('startup'),
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
    /** what start-up answered: what it learnt, or why it failed and what a retry starts from */
    takeStartup: assign((_, output: StartupOutput) =>
      output.ok
        ? {
            options: output.options,
            serverDate: output.serverDate,
            today: output.today,
            places: output.places,
          }
        : { failure: output.failure, cached: output.kept },
    ),
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
    /**
     * tell who is signed in to the children that need to know, those running: start-up (it waits
     * for the token check), and every actor that calls the booking API, with the new token; the
     * cart also hears the balance (signed out: none; another user: none until read)
     */
    handAccess: enqueueActions(({ context, enqueue, self, system }) => {
      const running = self.getSnapshot().children;
      const { token, user } = context;
      if (running.startup) enqueue.sendTo('startup', { type: 'session.settled' });
      enqueue.sendTo('board', { type: 'access.changed', token });
      if (!running.cart) return;
      enqueue.sendTo('cart', { type: 'access.changed', token });
      enqueue.sendTo(running.cart, { type: 'balance.known', balance: sessionBalance(system) });
      enqueue.sendTo('paymentResult', { type: 'access.changed', token });
      const access = accessOf(context);
      const [subject, email] = [user?.subject ?? '', user?.email ?? ''];
      enqueue.sendTo('topUp', { type: 'access.changed', access, subject, email });
      enqueue.sendTo('ordersList', { type: 'access.changed', access });
      enqueue.sendTo('invoicesList', { type: 'access.changed', access });
    }),
    /** start the long-lived children that need what start-up learnt: the booking address above all */
    startPortal: enqueueActions(({ context: { options, user, storedCart }, context, enqueue }) => {
      const [access, none] = [accessOf(context), { accept: '', cancel: '' }];
      const paymentMethod = options?.paymentMethod ?? 'bank';
      const urls = options?.paymentUrls ?? { reservation: none, balance: none };
      const [subject, email] = [user?.subject ?? '', user?.email ?? ''];
      enqueue.spawnChild('cart', {
        ...named('cart'),
        input: {
          access,
          code: storedCart,
          paymentMethod,
          returnUrls: urls.reservation,
          balance: null,
        },
      });
      enqueue.spawnChild('contact', named('contact'));
      enqueue.spawnChild('terms', named('terms'));
      enqueue.spawnChild('paymentResult', { ...named('paymentResult'), input: { access } });
      enqueue.spawnChild('topUp', {
        ...named('topUp'),
        input: { access, subject, email, paymentMethod, returnUrls: urls.balance },
      });
      enqueue.spawnChild('ordersList', {
        ...named('ordersList'),
        input: { access, reloadAfterAct: true },
      });
      enqueue.spawnChild('invoicesList', {
        ...named('invoicesList'),
        input: { access, reloadAfterAct: false },
      });
    }),
    /** put a slot in the cart */
    addToCart: sendTo('cart', (_, { request }: { request: CourtReservationRequest }) => ({
      type: 'cart.add' as const,
      request,
    })),
  },
  guards: {
    /** start-up answered with everything the portal needs */
    startedUp: (_, output: StartupOutput) => output.ok,
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
  description: 'Start-up, then the portal; the parent of every long-lived actor and their relay.',
  context: ({ input }) => ({
    storedToken: input.storedToken,
    storedTokenFrom: input.storedTokenFrom ?? null,
    storedCart: input.storedCart,
    locale: input.locale,
    cached: input.cached ?? null,
    page: input.page ?? null,
    options: null,
    serverDate: null,
    today: null,
    places: [],
    token: input.storedToken,
    user: null,
    failure: null,
    pendingAdd: null,
  }),
  entry: [
    spawnChild('session', {
      ...named('session'),
      input: ({ context }) => ({ token: context.storedToken, tokenFrom: context.storedTokenFrom }),
    }),
    // from what the last visit kept, if anything: start-up tells it the fresh facts as they come
    spawnChild('board', {
      ...named('board'),
      input: ({ context }) => ({
        places: context.cached?.places ?? null,
        today: context.cached?.today ?? '',
        access: { url: context.cached?.options.bookingApiUrl ?? '', token: context.storedToken },
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
    spawnChild('overlay', named('overlay')),
    spawnChild('toasts', named('toasts')),
  ],
  on: {
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
        description:
          'A machine reports a failed call: show it on the error channel (a slot add in the dialog that waits for it).',
        // a slot add whose dialog waits for the answer (the board's `slotAdding` tag) is told in
        // that dialog, where the user is looking; anything else, and an add whose dialog was
        // closed meanwhile, on the toasts
        actions: enqueueActions(({ event, system, enqueue }) => {
          const board = system.get('board')?.getSnapshot() as BoardSnapshot | undefined;
          if (event.call === 'addToCart' && board?.hasTag('slotAdding')) {
            enqueue.sendTo('board', { type: 'slot.addFailed', failure: event.failure });
          } else {
            enqueue.sendTo('toasts', {
              type: 'toast.shown',
              call: event.call,
              failure: event.failure,
              ...(event.text ? { text: event.text } : {}),
            });
          }
        }),
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
    'balance.refreshRequested': {
      description: 'A top-up went through (payment result): the session reads the balance again.',
      actions: sendTo('session', { type: 'balance.refreshRequested' }),
    },
    'session.settled': {
      description:
        'The session knows who is signed in: start-up hears it, and the actors that call the booking API get the token (the board reads its day again).',
      actions: [
        {
          type: 'rememberSession',
          params: ({ event }) => ({ user: event.user, token: event.token }),
        },
        'handAccess',
      ],
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description:
        'Start-up runs (machines/startup.ts); the page stands with its frame and skeleton. The app relays what start-up asks of the board and the session.',
      // retrying starts over: nothing of the failed start-up is shown
      entry: assign({ failure: null, options: null }),
      invoke: {
        id: 'startup',
        src: 'startup',
        input: ({ context }) => ({ kept: context.cached }),
        onDone: [
          {
            guard: { type: 'startedUp', params: ({ event }) => event.output },
            target: 'ready',
            description: 'Start-up learnt everything the portal needs: the portal appears.',
            actions: { type: 'takeStartup', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            description: 'A start-up call failed: the retry screen says why.',
            actions: { type: 'takeStartup', params: ({ event }) => event.output },
          },
        ],
      },
      on: {
        'startup.optionsLearnt': {
          description:
            "The venue's options are in: the page shows its phone and map, and the retry screen its phone.",
          actions: assign({ options: ({ event }) => event.options }),
        },
        'startup.learnt': {
          description:
            'Start-up learnt the booking address, the places or today: the board hears it.',
          actions: sendTo('board', ({ event }) => event),
        },
        'startup.tokenCheckRequested': {
          description:
            'Start-up knows the booking address: the session checks the stored token there.',
          actions: sendTo('session', ({ event }) => ({
            type: 'session.check' as const,
            bookingUrl: event.bookingUrl,
            consentIds: event.consentIds,
          })),
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
      description:
        'The portal is on screen: every long-lived child runs, with what start-up learnt.',
      // the cart's balance is told at once (relayBalance): the session may have read it already
      entry: ['startPortal', 'relayBalance'],
      on: {
        'payment.cartClosed': {
          description:
            'The bank returned for a cart that is now over: the cart lets it go in this tab too.',
          actions: sendTo('cart', { type: 'cart.storageChanged', code: null }),
        },
        'cart.added': {
          description:
            'A slot is in the cart: its dialog closes; ask whether to choose more or go to the cart.',
          actions: [
            sendTo('board', { type: 'slot.added' }),
            sendTo('overlay', { type: 'modal.opened', modal: 'added' }),
          ],
        },
        'cart.changed': {
          description: 'The cart changed (or its hold ended): the board reads its day again.',
          actions: sendTo('board', { type: 'board.refreshRequested' }),
        },
        'cart.emptied': {
          description: 'Nothing left in the cart: its dialogs close.',
          actions: sendTo('overlay', { type: 'cart.emptied' }),
        },
        'cart.paid': {
          description:
            'Paid by credits: the balance and the board are read again; the dialogs close.',
          actions: [
            sendTo('session', { type: 'balance.refreshRequested' }),
            sendTo('board', { type: 'board.refreshRequested' }),
            sendTo('overlay', { type: 'cart.emptied' }),
          ],
        },
        'session.logoutRequested': {
          description:
            'The user pressed "log out": the session hears it with whether the cart holds slots, which logging out releases (it asks first then).',
          actions: sendTo('session', ({ self }) => ({
            type: 'session.logoutRequested' as const,
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
