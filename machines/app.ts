/**
 * The app (docs/architecture.md): the root of the actor system, the parent of every actor that
 * outlives a screen, and their relay, with no rule of its own beyond who hears what. Start-up
 * (machines/startup.ts) answers with what it learnt (`ready`) or why it failed (`failed`: the retry
 * screen). Session, board, overlay, toasts and connection run from the first moment, the rest from
 * `ready`; src/app/portal.ts provides them (typed here by `child`) and navigates (logout → Home).
 */
import { and, assign, enqueueActions, forwardTo, sendTo, setup, spawnChild, stateIn } from 'xstate';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { boardMachine, BoardPage, BoardReport, BoardSnapshot } from './board';
import type { CartEvent, cartMachine, CartReport } from './cart';
import type { connectionMachine, ConnectionReport } from './connection';
import type { contactMachine } from './contact';
import { child, isUnauthorised, type CallReport } from './domain';
import type { Failure, Locale, Place, User, VenueOptions } from './domain';
import type { overlayMachine, OverlayReport } from './overlay';
import type { paymentResultMachine, PaymentResultReport } from './paymentResult';
import type { sessionMachine, SessionReport, SessionSnapshot, TokenWay } from './session';
import type { signInToAddMachine, SignInToAddReport } from './signInToAdd';
import type { KeptStartup, startupMachine, StartupOutput, StartupReport } from './startup';
import type { termsMachine } from './terms';
import type { toastsMachine } from './toasts';

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

/** The input as given (`cached` is dropped once fresh options name another address), and: */
export interface AppContext extends Required<AppInput> {
  /** what start-up learnt: options (null till done), server date-time (ISO), its date, places */
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
  | BoardReport
  | CartReport
  | ConnectionReport
  | SignInToAddReport;

/**
 * The app's children, each run under its id as its systemId too (`named`), known here by their
 * types only: the app root provides the real machines (src/app/portal.ts).
 */
const children = {
  startup: child<typeof startupMachine>('startup'),
  session: child<typeof sessionMachine>('session'),
  overlay: child<typeof overlayMachine>('overlay'),
  toasts: child<typeof toastsMachine>('toasts'),
  connection: child<typeof connectionMachine>('connection'),
  contact: child<typeof contactMachine>('contact'),
  terms: child<typeof termsMachine>('terms'),
  paymentResult: child<typeof paymentResultMachine>('paymentResult'),
  board: child<typeof boardMachine>('board'),
  cart: child<typeof cartMachine>('cart'),
  signInToAdd: child<typeof signInToAddMachine>('signInToAdd'),
};
type ChildId = keyof typeof children;
const named = <T extends ChildId>(id: T) => ({ id, systemId: id });

/** The balance the session knows (systemId `session`), in euros; null when none is known. */
const sessionBalance = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  (system.get('session')?.getSnapshot() as SessionSnapshot | undefined)?.context.balance ?? null;

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
    rememberSession: assign((_, session: { user: User | null; token: string | null }) => session),
    /** what start-up answered: what it learnt, or why it failed and what a retry starts from */
    takeStartup: assign((_, output: StartupOutput) => {
      if (!output.ok) return { failure: output.failure, cached: output.kept };
      const { ok: _ok, ...learnt } = output;
      return learnt;
    }),
    /** the session's balance, to the cart (paying by credits checks it) whenever it may change */
    relayBalance: sendTo(
      ({ system }) => system.get('cart') as AnyActorRef,
      ({ system }): CartEvent => ({ type: 'balance.known', balance: sessionBalance(system) }),
    ),
    /** who is signed in, to start-up (the token check), the API callers (token), cart (balance) */
    handAccess: enqueueActions(({ context: { token }, enqueue, self, system }) => {
      const running = self.getSnapshot().children;
      if (running.startup) enqueue.sendTo('startup', { type: 'session.settled' });
      enqueue.sendTo('board', { type: 'access.changed', token });
      if (!running.cart) return;
      enqueue.sendTo('cart', { type: 'access.changed', token });
      enqueue.sendTo(running.cart, { type: 'balance.known', balance: sessionBalance(system) });
      enqueue.sendTo('paymentResult', { type: 'access.changed', token });
    }),
    /** start the long-lived children that need what start-up learnt: the booking address above all */
    startPortal: enqueueActions(({ context: { options, storedCart }, context, enqueue }) => {
      const [access, none] = [accessOf(context), { accept: '', cancel: '' }];
      const paymentMethod = options?.paymentMethod ?? 'bank';
      const urls = options?.paymentUrls ?? { reservation: none, balance: none };
      const cart = { code: storedCart, returnUrls: urls.reservation, balance: null };
      enqueue.spawnChild('cart', { ...named('cart'), input: { access, paymentMethod, ...cart } });
      enqueue.spawnChild('contact', named('contact'));
      enqueue.spawnChild('terms', named('terms'));
      enqueue.spawnChild('paymentResult', { ...named('paymentResult'), input: { access } });
      enqueue.spawnChild('signInToAdd', named('signInToAdd'));
    }),
    /** a failed add to the slot dialog that waits for it, else (a 401 too: it ends all) toasts */
    tellFailure: enqueueActions(({ event, system, enqueue }) => {
      if (event.type !== 'call.failed') return;
      const board = system.get('board')?.getSnapshot() as BoardSnapshot | undefined;
      const waits = event.call === 'addToCart' && board?.hasTag('slotAdding');
      if (waits && !isUnauthorised(event.failure)) {
        enqueue.sendTo('board', { type: 'slot.addFailed', failure: event.failure });
      } else enqueue.sendTo('toasts', event);
    }),
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
    ...{ storedTokenFrom: null, cached: null, page: null },
    ...input,
    // nothing learnt yet; the stored token stands until the session settles it
    ...{ options: null, serverDate: null, today: null, places: [], user: null, failure: null },
    token: input.storedToken,
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
    // the start-up page's day is asked for at once; the page keeps it when it asks for itself
    enqueueActions(({ context: { page }, enqueue }) => {
      if (page) enqueue.sendTo('board', { type: 'place.selected', ...page, early: true });
    }),
    spawnChild('overlay', named('overlay')),
    spawnChild('toasts', named('toasts')),
    spawnChild('connection', named('connection')),
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
      // The session hears it (a 401 ends it); the connection asks whether it is lost.
      description: 'A call failed: the slot dialog waiting for it, or the toasts, tell it.',
      actions: [forwardTo('session'), forwardTo('connection'), 'tellFailure'],
    },
    'call.succeeded': [
      {
        guard: and(['balanceRead', stateIn('#app.ready')]),
        description: 'The balance was read: its toasts go, and the cart learns the balance.',
        actions: [forwardTo('toasts'), 'relayBalance'],
      },
      { description: 'A call works again: its toasts go.', actions: forwardTo('toasts') },
    ],
    'connection.*': {
      description: 'Offline or online again: the toasts leave lost connections to the banner.',
      actions: forwardTo('toasts'),
    },
    'balance.refreshRequested': {
      description: 'A top-up went through (payment result): the session reads the balance again.',
      actions: forwardTo('session'),
    },
    'session.settled': {
      description: 'Who is signed in is settled: start-up and the API callers hear it.',
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
      description: 'Start-up runs; the page shows its frame and skeleton; its news is relayed.',
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
          description: "The venue's options are in: the page and the retry screen show its phone.",
          actions: assign({ options: ({ event }) => event.options }),
        },
        'startup.learnt': {
          description: 'Start-up learnt the booking address, places or today: the board hears it.',
          actions: forwardTo('board'),
        },
        'session.checkFailed': {
          description: 'The sign-in check got no answer: start-up fails, and its retry asks again.',
          actions: forwardTo('startup'),
        },
        'startup.tokenCheckRequested': {
          description: 'The booking address is known: the session checks the stored token there.',
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
      description: 'The portal is on screen; every long-lived child runs with what start-up knew.',
      // the cart's balance is told at once (relayBalance): the session may have read it already
      entry: ['startPortal', 'relayBalance'],
      on: {
        'payment.cartClosed': {
          description: 'The bank returned for a cart now over: this tab lets it go too.',
          actions: sendTo('cart', { type: 'cart.storageChanged', code: null }),
        },
        'cart.added': {
          description: 'A slot is in the cart: its dialog closes; choose more, or go to the cart?',
          actions: [
            sendTo('board', { type: 'slot.added' }),
            sendTo('overlay', { type: 'modal.opened', modal: 'added' }),
          ],
        },
        'cart.changed': {
          description: 'The cart changed (or its hold ended): the board reads its day again.',
          actions: sendTo('board', { type: 'board.refreshRequested' }),
        },
        'connection.restored': {
          description: 'Online again: the board, the cart and the balance are read again.',
          actions: [
            forwardTo('toasts'),
            sendTo('board', { type: 'board.refreshRequested' }),
            sendTo('cart', { type: 'cart.refreshRequested' }),
            sendTo('session', { type: 'balance.refreshRequested' }),
          ],
        },
        'balance.changedElsewhere': {
          // The session has taken it already.
          description: 'Another tab read another balance: the cart learns it; the tab says so.',
          actions: sendTo('cart', ({ event }) => ({
            type: 'balance.changedElsewhere' as const,
            balance: event.balance,
          })),
        },
        'cart.emptied': {
          description: 'Nothing left in the cart: its dialogs close.',
          actions: sendTo('overlay', { type: 'cart.emptied' }),
        },
        'cart.paid': {
          description: 'Paid by credits: balance and board are read again; the dialogs close.',
          actions: [
            sendTo('session', { type: 'balance.refreshRequested' }),
            sendTo('board', { type: 'board.refreshRequested' }),
            sendTo('overlay', { type: 'cart.emptied' }),
          ],
        },
        'session.logoutRequested': {
          description: 'Log out: the session hears if the cart holds slots (then it asks first).',
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
            description: 'Signed in through a modal: it closes; the add flow says what follows.',
            actions: [forwardTo('signInToAdd'), sendTo('overlay', { type: 'closed' })],
          },
          { description: 'Signed in on the login page: it sends the user on.' },
        ],
        'cart.addRequested': {
          description: 'A slot chosen on the board: to the add flow, with who is signed in.',
          actions: sendTo('signInToAdd', ({ context: { user }, event }) => ({ ...event, user })),
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
          actions: sendTo('cart', ({ event }) => ({
            type: 'cart.add' as const,
            request: event.request,
          })),
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
