/**
 * The app (docs/architecture.md): the root of the actor system, the parent of every actor that
 * outlives a screen, and the relay between them. It holds no rule of its own beyond who hears what.
 *
 * Start-up is a machine of its own (machines/startup.ts), invoked while the app is `starting`; it
 * answers with what it learnt (the portal: `ready`) or why it failed (the retry screen: `failed`;
 * retrying invokes it anew). The session and the board run from the first moment, since start-up
 * works through them, and so do the overlay and the toasts, which the page's frame and the error
 * channel use meanwhile; every other long-lived child starts with the portal, with what start-up
 * learnt. This file knows them by their types only (`child` of machines/domain.ts); the app root
 * provides the real machines (src/app/portal.ts).
 *
 * The relay: start-up's news to the board and its token check to the session; the calls' reports
 * to the session (a 401 ends it) and to the toasts, or to the slot dialog that waits for a failed
 * add; the session's token to every actor that calls the booking API; the cart's news to the
 * board, the overlay and the session; a chosen slot to the add flow (machines/signInToAdd.ts), and
 * what it answers to the cart or the login modal. Navigation that follows from a flow (logout →
 * Home) is decided here and carried out by the `navigate` action the app root provides.
 */
import {
  and,
  assign,
  enqueueActions,
  forwardTo,
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
import type { signInToAddMachine, SignInToAddReport } from './signInToAdd';
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
  | CartReport
  | SignInToAddReport;

/**
 * The app's children, each by the id and systemId it runs under, known here by their types only:
 * the app root provides the real machines (src/app/portal.ts).
 */
const children = {
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
  signInToAdd: child<typeof signInToAddMachine>('signInToAdd'),
};
type ChildId = keyof typeof children;
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
  actors: children,
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
      enqueue.spawnChild('signInToAdd', named('signInToAdd'));
    }),
    /** tell a failed call where the user is looking: the slot dialog that waits for it (the
     * board's `slotAdding` tag: a failed add), or else the toasts */
    tellFailure: enqueueActions(({ event, system, enqueue }) => {
      if (event.type !== 'call.failed') return;
      const board = system.get('board')?.getSnapshot() as BoardSnapshot | undefined;
      if (event.call === 'addToCart' && board?.hasTag('slotAdding')) {
        enqueue.sendTo('board', { type: 'slot.addFailed', failure: event.failure });
      } else enqueue.sendTo('toasts', event);
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
    'call.failed': {
      description:
        'A call failed: the session hears it (a 401 ends it); the slot dialog that waits for it or the toasts tell it.',
      actions: [forwardTo('session'), 'tellFailure'],
    },
    'call.succeeded': [
      {
        guard: and(['balanceRead', stateIn('#app.ready')]),
        description:
          'The balance was read, with the cart running: its toasts are out of date, and the cart learns the balance.',
        actions: [forwardTo('toasts'), 'relayBalance'],
      },
      {
        description: 'A call works again: its toasts are out of date.',
        actions: forwardTo('toasts'),
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
            guard: { type: 'inModal', params: ({ event }) => ({ origin: event.origin }) },
            description:
              'Signed in through a modal: it closes; the add flow says what follows (a waiting slot goes in, or Home).',
            actions: [forwardTo('signInToAdd'), sendTo('overlay', { type: 'closed' })],
          },
          { description: 'Signed in on the login page: it sends the user on.' },
        ],
        'cart.addRequested': {
          description: 'A slot chosen on the board: to the add flow, with who is signed in.',
          actions: sendTo('signInToAdd', ({ context, event }) => ({
            ...event,
            user: context.user,
          })),
        },
        'overlay.modalClosed': {
          description: 'A modal closed: a slot waiting for a sign-in is dropped.',
          actions: forwardTo('signInToAdd'),
        },
        'signInToAdd.signInNeeded': {
          description: 'A visitor chose a slot: the login modal opens.',
          actions: sendTo('overlay', { type: 'modal.opened', modal: 'login' }),
        },
        'signInToAdd.ready': {
          description: 'The slot goes into the cart, as the signed-in user.',
          actions: { type: 'addToCart', params: ({ event }) => ({ request: event.request }) },
        },
        'signInToAdd.nothingWaited': {
          description: 'Signed in through a modal with no slot waiting: Home.',
          actions: { type: 'navigate', params: { to: '/' } },
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
