/**
 * The cart (docs/rules.md §3 cart, §4 "Cart", "Countdown", "Payment"; §8; §9): the slots the user
 * holds, how long they are held, and paying for them.
 *
 * A long-lived child of the app: it outlives every screen. Its code is kept in the browser
 * (`rememberCode` / `forgetCode`, bound to storage by the app root) and shared by the browser's
 * tabs: another tab's change arrives as `cart.storageChanged` and the cart is read again.
 *
 * Usable cart (docs/rules.md §4): the fetch succeeds, the status is neither 2 (paid) nor 5
 * (cancelled), there is an expiration, and the server's current time is before it. Adding uses
 * get-or-create: the stored cart when usable, otherwise a new one.
 *
 * The countdown is the expiration minus the server's own time at the last answer, counted down by
 * the actor's clock once a second (never the browser's wall clock); every answer from the server
 * sets it afresh. Sixty seconds before the end a warning offers to extend the hold (PUT resume,
 * beyond the spec: WCAG 2.2.1); at zero it shows 00:00, paying is refused and the board is told
 * (its slots are free again).
 *
 * The cart tells the app (machines/app.ts), which passes it on: `cart.added` (the yes/no dialog),
 * `cart.changed` (the board reads its day again), `cart.emptied` (the cart's dialogs close),
 * `cart.paid` (the balance and the board are read again). A failed add is told on the error
 * channel and changes nothing else. A payment refused as unauthorised (401) goes to the error
 * channel too, where the app ends the session; the cart keeps its code for the next sign-in.
 *
 * A failed payment is told in the pay dialog by its cause (docs/rules.md §8 "Errors name their
 * cause"): a short balance, a refusal the server explains, a server failure, a lost connection,
 * an unreadable answer. The app relays the balance the session knows (`balance.known`): paying by
 * credits with less than the total is not sent at all; the notice says by how much the balance is
 * short. A short balance the server finds (402) is named the same way, and the session is asked
 * to read the balance again, which then tells by how much.
 *
 * A new cart's code is kept in the browser as soon as the cart is made, before the slot goes in:
 * a logout while the slot is on its way empties the cart by that kept code (machines/session.ts).
 *
 * Money leaves only for the cart the pay dialog showed (docs/rules.md §4 "Paying what was
 * shown"): a pay request carries the items and total on screen; the cart is read afresh just
 * before paying, and if it (or the cart this tab knows) differs, nothing is paid and the dialog
 * shows the cart as it is now, to pay or to go back.
 */
import { differenceInSeconds, parseISO } from 'date-fns';
import { and, assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  call,
  explainFailure,
  failureFrom,
  failureOf,
  isWebAddress,
  reportee,
  reportFailure,
  reportSuccess,
  type BookingAccess,
  type Cart,
  type CourtReservationRequest,
  type Failure,
  type FailureSentence,
  type PaymentReturn,
  unauthorised,
  UNAUTHORISED,
} from './domain';

/** Seconds before the hold ends when the warning appears. */
export const HOLD_WARNING_SECONDS = 60;

/** How the user pays: internet bank (leaves for the bank's page) or prepaid credits. */
export type PaymentMethod = 'bank' | 'credits';

/** What the pay dialog showed when its button was pressed: the items (by id) and the total. */
export interface ShownCart {
  itemIds: readonly number[];
  total: number;
}

/** What a dialog showing `cart` shows (nothing held: no items, 0). */
export function shownOf(cart: Cart | null): ShownCart {
  return { itemIds: cart?.items.map((item) => item.id) ?? [], total: cart?.total ?? 0 };
}

/** The cart holds the items shown, for the total shown (to the cent). */
export function isAsShown(cart: Cart | null, shown: ShownCart): boolean {
  const now = shownOf(cart);
  const ids = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(',');
  return (
    Math.round(now.total * 100) === Math.round(shown.total * 100) &&
    ids(now.itemIds) === ids(shown.itemIds)
  );
}

/** What the cart says in place about the last payment (catalogue ids, docs/rules.md §8). */
export type CartNotice =
  /**
   * the cart changed between what the pay dialog showed (`shownTotal`) and the press: nothing was
   * paid; the dialog shows the cart as it is now
   */
  | { tone: 'changed'; message: 'pay_cart_changed'; shownTotal: number }
  /** paid by credits: the cart as it was paid (null if none was held), for the summary */
  | { tone: 'success'; message: 'pavykoapmoketi'; paid: Cart | null }
  /**
   * The balance is short of the total: by `shortfall` euros when the portal knows the balance,
   * null when only the server knew (a 402) and the balance has not been read again yet.
   */
  | { tone: 'error'; message: 'balance_short'; shortfall: number | null }
  /**
   * Any other failure: which payment failed (`message`, the lead), its cause (`cause`, the
   * portal's own sentence), the server's words under it (a refusal's only), and what only the
   * developer console gets (machines/domain.ts `explainFailure`).
   */
  | {
      tone: 'error';
      message: 'nepavyko_apmoketi' | 'nepavyko_apmoketi_naudojant_kreditus';
      cause: FailureSentence;
      detail: string | null;
      console: string | null;
    };

export type CartEvent =
  /** a slot into the cart (the app adds the user's subject as clientId) */
  | { type: 'cart.add'; request: CourtReservationRequest }
  /** the trash button on an item: asks first */
  | { type: 'item.removeRequested'; itemId: number }
  | { type: 'removal.confirmed' }
  | { type: 'removal.cancelled' }
  /** the pay button, with what the dialog showed when it was pressed */
  | { type: 'pay.requested'; method: PaymentMethod; shown: ShownCart }
  /** the warning's "extend" button */
  | { type: 'hold.extendRequested' }
  | { type: 'notice.dismissed' }
  /** the user closed the words saying another tab changed the cart */
  | { type: 'otherTab.acknowledged' }
  /** signed in or out: the cart is read again as the new holder */
  | { type: 'access.changed'; token: string | null }
  /** another tab changed the stored code */
  | { type: 'cart.storageChanged'; code: string | null }
  /** read the cart again (online again): the countdown is set afresh by the server's time */
  | { type: 'cart.refreshRequested' }
  /**
   * another tab read a balance other than this tab's (a top-up, a payment there): the session has
   * taken it; the app relays it so the cart knows it and the tab says so
   */
  | { type: 'balance.changedElsewhere'; balance: number }
  /** the balance the session knows (relayed by the app); null: not known */
  | { type: 'balance.known'; balance: number | null };

/** What the cart tells the app. */
export type CartReport =
  | { type: 'cart.added' }
  | { type: 'cart.changed' }
  | { type: 'cart.emptied' }
  | { type: 'cart.paid' }
  /** the server found the balance short: the one the session shows is out of date */
  | { type: 'balance.refreshRequested' };

export interface CartInput {
  access: BookingAccess;
  /** the code kept in this browser, if any */
  code: string | null;
  /** the bank provider sent as payment_method (venue options) */
  paymentMethod: string;
  /** where the bank sends the user back (the reservation addresses of the venue options) */
  returnUrls: PaymentReturn;
  /** the credit balance in euros as the session knows it; null: not known */
  balance: number | null;
}

export interface CartContext extends CartInput {
  cart: Cart | null;
  /** seconds of hold left, by the server's clock; 0 when over */
  remaining: number;
  /** the item waiting for the user to confirm its removal */
  removing: number | null;
  /** why the confirmed removal was refused, told beside the question (offline only) */
  removeFailure: Failure | null;
  /** why the last extension was refused, told in the hold warning (offline only) */
  extendFailure: Failure | null;
  /**
   * why the cart could not be read again, told in the cart (offline only): the cart shown, if any,
   * is the one held before
   */
  readFailure: Failure | null;
  /** the slot being added (kept while get-or-create finds a cart for it) */
  request: CourtReservationRequest | null;
  notice: CartNotice | null;
  /** another tab changed the cart since the user last acted on it here (docs/rules.md §4 "Tabs") */
  changedElsewhere: boolean;
  /**
   * the code another tab kept while this tab's call went on (null: none): the cart this tab reads
   * if that call ends by letting its own cart go (docs/rules.md §4 "Tabs")
   */
  keptElsewhere: string | null;
  /** the last payment asked for: its method and what the dialog showed (set at each press) */
  payment: { method: PaymentMethod; shown: ShownCart } | null;
}

/**
 * Seconds from `from` to `to`, both 'yyyy-MM-dd HH:mm:ss' in the same (server) zone, by date-fns.
 * Each is read as if at UTC (the 'Z'), so that no browser zone or daylight-saving change shifts
 * the difference: a machine loads date-fns, not its time-zone package. 0 when either is unreadable.
 */
function secondsBetween(from: string, to: string): number {
  const seconds = differenceInSeconds(parseISO(`${to}Z`), parseISO(`${from}Z`));
  return Number.isNaN(seconds) ? 0 : seconds;
}

/** docs/rules.md §4: a cart is usable when it is open, has an expiration and has not reached it. */
export function isUsable(cart: Cart): boolean {
  return (
    cart.status !== 2 &&
    cart.status !== 5 &&
    cart.expiration !== null &&
    secondsBetween(cart.serverNow, cart.expiration) > 0
  );
}

/** Seconds from the server's time to the expiration, by the server's own clock (never below 0). */
export function holdSeconds(cart: Cart): number {
  return cart.expiration === null
    ? 0
    : Math.max(0, secondsBetween(cart.serverNow, cart.expiration));
}

/**
 * By how much `balance` falls short of the cart's total, in euros to the cent; null when the
 * balance is unknown or covers the total (docs/rules.md §8 "A short balance").
 */
export function shortfall(balance: number | null, cart: Cart | null): number | null {
  if (balance === null || cart === null) return null;
  const short = Math.round((cart.total - balance) * 100) / 100;
  return short > 0 ? short : null;
}

/**
 * The cart read just before paying holds what the pay dialog showed (items and total) and can be
 * paid: usable, and not empty.
 */
function payableAsShown(context: CartContext, cart: Cart): boolean {
  return (
    isUsable(cart) &&
    cart.items.length > 0 &&
    context.payment !== null &&
    isAsShown(cart, context.payment.shown)
  );
}

/** A failed payment's notice: the lead for its method, and its cause (`explainFailure`). */
function failedPayment(
  message: 'nepavyko_apmoketi' | 'nepavyko_apmoketi_naudojant_kreditus',
  error: unknown,
): CartNotice {
  const { sentence, detail, console } = explainFailure(failureOf(error));
  return { tone: 'error', message, cause: sentence, detail, console };
}

/** The countdown as shown: mm:ss (minutes may pass 59: 75:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Another tab changed the stored cart while this tab's call is on its way: the call goes on, since
 * reading the cart again would drop it and its answer (an add the server made, a payment it took);
 * that answer shows the cart as the server has it, and the other tab hears this one's write. The
 * other tab may have paid by credits: the balance is read again at once. The code it kept is
 * noted: if this tab's call then lets its own cart go (paid, say), this tab reads that cart, as a
 * tab at rest would have at once (`empty`).
 */
const keepsItsCall = {
  'cart.storageChanged': {
    // The call's answer shows the cart as the server has it.
    description:
      "Another tab changed the cart: this tab's call goes on; the balance is read again.",
    actions: [
      { type: 'report', params: { type: 'balance.refreshRequested' } },
      'heardOtherTab',
      {
        type: 'noteKeptElsewhere',
        params: ({ event }: { event: Extract<CartEvent, { type: 'cart.storageChanged' }> }) => ({
          code: event.code,
        }),
      },
    ],
  },
} as const;

/** This tab lets its cart go: the code it holds leaves the browser, if no other tab's replaced it. */
const forgetThisCart = {
  type: 'forgetCode',
  params: ({ context }: { context: CartContext }) => ({ code: context.code }),
} as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  delays: { second: 1000 },
  actors: {
    /** the browser's other tabs: sends `cart.storageChanged` when one changes the stored code */
    watchOtherTabs: fromCallback<CartEvent>(() => () => {}),
    /** GET /v2/carts/{code} */
    getCart: call<Cart, { access: BookingAccess; code: string }>('getCart'),
    /** POST /v2/basic-carts → a new cart's code */
    createCart: call<string, { access: BookingAccess }>('createCart'),
    /** POST /v2/carts/{code}/court-reservations-add */
    addToCart: call<
      Cart,
      { access: BookingAccess; code: string; request: CourtReservationRequest }
    >('addToCart'),
    /** DELETE /v2/carts/{code}/court-reservations/{id} */
    removeFromCart: call<Cart, { access: BookingAccess; code: string; itemId: number }>(
      'removeFromCart',
    ),
    /** PUT /v2/carts/{code}/resume */
    resumeCart: call<Cart, { access: BookingAccess; code: string }>('resumeCart'),
    /** POST /v2/carts/{code}/user_order → the bank page's address */
    payByBank: call<
      string,
      { access: BookingAccess; code: string; paymentMethod: string; returnUrls: PaymentReturn }
    >('payByBank'),
    /** POST /v2/carts/{code}/user_account_order */
    payByCredits: call<Cart, { access: BookingAccess; code: string }>('payByCredits'),
  },
  actions: {
    /** another tab changed the cart: the tab says so, once, until the user acts on the cart */
    heardOtherTab: assign({ changedElsewhere: true }),
    /** the user acts on the cart (or has read the notice): what another tab did is old news */
    forgetOtherTab: assign({ changedElsewhere: false }),
    /** the code another tab kept, while this tab's call goes on */
    noteKeptElsewhere: assign((_, { code }: { code: string | null }) => ({ keptElsewhere: code })),
    /** this tab reads a cart now: what another tab kept meanwhile is in it, or old news */
    clearKeptElsewhere: assign({ keptElsewhere: null }),
    /**
     * keep the code in this browser and tell its other tabs the cart changed (the app root binds
     * storage; a tab hears another's write, never its own)
     */
    rememberCode: (_, _params: { code: string }) => {},
    /**
     * drop `code` from this browser, if it is still the one kept there: another tab may have kept
     * a cart of its own since, and that one stays (the app root binds storage)
     */
    forgetCode: (_, _params: { code: string | null }) => {},
    /** send the browser to the bank (the app root binds the location) */
    leaveForBank: (_, _params: { url: string }) => {},
    /** the cart as the server has it: what was said about a read that could not be made goes */
    takeCart: assign((_, { cart }: { cart: Cart }) => ({
      cart,
      code: cart.code,
      remaining: holdSeconds(cart),
      readFailure: null,
    })),
    dropCart: assign({ cart: null, code: null, remaining: 0, readFailure: null }),
    takeAccess: assign({
      access: ({ context, event }) =>
        event.type === 'access.changed'
          ? { ...context.access, token: event.token }
          : context.access,
    }),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    /** the short-balance notice, by how much when the balance is known */
    tellShort: assign({
      notice: ({ context }): CartNotice => ({
        tone: 'error',
        message: 'balance_short',
        shortfall: shortfall(context.balance, context.cart),
      }),
    }),
    /** the cart is not the one the pay dialog showed: nothing is paid, the dialog says so */
    tellChanged: assign((_, { shown }: { shown: ShownCart }) => ({
      notice: { tone: 'changed', message: 'pay_cart_changed', shownTotal: shown.total } as const,
    })),
    /**
     * the balance the session now knows; a short-balance notice is said again by it (by how much,
     * after a 402 left it unknown), and goes once the balance covers the total
     */
    takeBalance: assign(({ context }, { balance }: { balance: number | null }) => {
      const { notice } = context;
      if (notice?.message !== 'balance_short' || balance === null) return { balance };
      const short = shortfall(balance, context.cart);
      return {
        balance,
        notice: short === null ? null : { ...notice, shortfall: short },
      };
    }),
    report: sendTo(reportee, (_, report: CartReport) => report),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    /** another tab kept a cart of its own while this tab's call went on */
    keptElsewhere: ({ context }) =>
      context.keptElsewhere !== null && context.keptElsewhere !== context.code,
    /** the answer is a usable cart (docs/rules.md §4) */
    usable: (_, { cart }: { cart: Cart }) => isUsable(cart),
    /** a usable cart that holds something */
    holding: (_, { cart }: { cart: Cart }) => isUsable(cart) && cart.items.length > 0,
    holdOver: ({ context }) => context.remaining <= 0,
    /** a cart still holding its slots by its status, but past its hold by the venue's clock */
    ranOut: (_, { cart }: { cart: Cart }) =>
      cart.status !== 2 && cart.status !== 5 && cart.items.length > 0 && !isUsable(cart),
    holdEnding: ({ context }) => context.remaining <= HOLD_WARNING_SECONDS,
    webAddress: (_, { url }: { url: string }) => isWebAddress(url),
    /** the cart on screen when the pay button was pressed is not the cart this tab knows */
    notAsShown: ({ context }, { shown }: { shown: ShownCart }) => !isAsShown(context.cart, shown),
    /** the cart read afresh holds the items the pay dialog showed, for its total, and can be paid */
    payableAsShown: ({ context }, { cart }: { cart: Cart }) => payableAsShown(context, cart),
    /** so, by internet bank */
    bankAsShown: ({ context }, { cart }: { cart: Cart }) =>
      payableAsShown(context, cart) && context.payment?.method === 'bank',
    /** so, by credits, with less balance than the total: nothing is sent */
    shortAsShown: ({ context }, { cart }: { cart: Cart }) =>
      payableAsShown(context, cart) &&
      context.payment?.method === 'credits' &&
      shortfall(context.balance, cart) !== null,
    /** the payment asked for is by internet bank */
    payingByBank: ({ context }) => context.payment?.method === 'bank',
    /** another tab wrote the same cart's code: the same cart, changed there */
    sameCode: ({ context }, { code }: { code: string | null }) => code === context.code,
    /** the server refused the payment for a short balance (402) */
    shortOnServer: (_, { error }: { error: unknown }) => failureOf(error).status === 402,
    /**
     * the server says the cart is not there for this caller (404, or 403: another's cart); any
     * other failure (no answer, a 500, an unreadable body) says nothing about the cart
     */
    cartGone: (_, { error }: { error: unknown }) => {
      const status = (error as { status?: number } | null)?.status;
      return status === 404 || status === 403;
    },
    unauthorised,
    /** slots were held when the cart was read again (the cart on screen holds something) */
    heldBefore: ({ context }) => (context.cart?.items.length ?? 0) > 0,
    /** the wire refused the call unsent: the browser is offline (docs/rules.md §8 "Offline") */
    refusedOffline: ({ event }) => failureOf((event as { error?: unknown }).error).offline === true,
  },
}).createMachine({
  id: 'cart',
  description: 'The held slots, their countdown, and paying for them.',
  context: ({ input }) => ({
    ...input,
    cart: null,
    remaining: 0,
    removing: null,
    removeFailure: null,
    extendFailure: null,
    readFailure: null,
    request: null,
    notice: null,
    changedElsewhere: false,
    keptElsewhere: null,
    payment: null,
  }),
  on: {
    'access.changed': {
      target: '.checking',
      // While a slot is being added the token is taken and the add goes on: a visitor's slot
      // waits for the sign-in, and the app sends it as the sign-in lands.
      description: 'Signed in or out: read the cart again as its new holder.',
      actions: 'takeAccess',
    },
    'cart.storageChanged': {
      target: '.checking',
      // The board then shows the other tab's slots, the header the balance as it is now.
      description: 'Another tab changed the cart: read it again.',
      actions: [
        assign({ code: ({ event }) => event.code }),
        { type: 'report', params: { type: 'cart.changed' } },
        // it may have paid by credits: the balance this tab shows is read again
        { type: 'report', params: { type: 'balance.refreshRequested' } },
        'heardOtherTab',
      ],
    },
    'balance.changedElsewhere': {
      // Read by a top-up or a payment there. The tab says so once, as for a cart changed there.
      description: 'Another tab read another balance: the cart takes it, and the tab says so.',
      actions: [
        { type: 'takeBalance', params: ({ event }) => ({ balance: event.balance }) },
        'heardOtherTab',
      ],
    },
    'otherTab.acknowledged': {
      description: 'The user closed the words saying another tab changed the cart.',
      actions: 'forgetOtherTab',
    },
    'notice.dismissed': {
      description: 'The user closed the message about the last payment.',
      actions: assign({ notice: null }),
    },
    'balance.known': {
      // Paying by credits checks it before sending.
      description: 'The balance the session knows, relayed by the app.',
      actions: { type: 'takeBalance', params: ({ event }) => ({ balance: event.balance }) },
    },
  },
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  initial: 'checking',
  states: {
    checking: {
      description: 'Is there a cart code in this browser?',
      always: [
        { guard: 'hasCode', target: 'loading', description: 'A code is kept: read that cart.' },
        { target: 'empty', description: 'No code: nothing is held.', actions: 'dropCart' },
      ],
    },
    loading: {
      description: 'GET the stored cart: held slots, or nothing usable.',
      tags: ['busy'],
      entry: 'clearKeptElsewhere',
      invoke: {
        id: 'getCart',
        src: 'getCart',
        input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
        onDone: [
          {
            guard: { type: 'holding', params: ({ event }) => ({ cart: event.output }) },
            target: 'held',
            description: 'It holds slots: show them and start the countdown.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              reportSuccess('getCart'),
            ],
          },
          {
            guard: { type: 'usable', params: ({ event }) => ({ cart: event.output }) },
            target: 'empty',
            description: 'Usable but empty: keep it for the next slot.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              reportSuccess('getCart'),
            ],
          },
          {
            target: 'empty',
            description: 'Paid, cancelled or expired: forget it.',
            actions: [forgetThisCart, 'dropCart'],
          },
        ],
        onError: [
          {
            guard: and(['refusedOffline', 'heldBefore']),
            target: 'held',
            // Said in the banner's words; the cart is read again once online.
            description: 'Offline: the slots held before stay; the cart says it could not be read.',
            actions: assign({ readFailure: failureFrom }),
          },
          {
            guard: 'refusedOffline',
            target: 'empty',
            // Said in the banner's words; the cart is read again once online.
            description: 'Offline: the cart says it could not be read, never that it is empty.',
            actions: assign({ cart: null, remaining: 0, readFailure: failureFrom }),
          },
          {
            guard: { type: 'cartGone', params: ({ event }) => ({ error: event.error }) },
            target: 'empty',
            description: 'The server does not have it: forget it.',
            actions: [forgetThisCart, 'dropCart'],
          },
          {
            target: 'empty',
            // The code is kept for the next try.
            description: 'No answer, or a failed or unreadable one: say so; the code stays.',
            actions: [
              assign({ cart: null, remaining: 0, readFailure: null }),
              reportFailure('getCart'),
            ],
          },
        ],
      },
    },
    empty: {
      description: 'Nothing held. Adding a slot gets or creates a cart.',
      entry: { type: 'report', params: { type: 'cart.emptied' } },
      always: {
        guard: 'keptElsewhere',
        target: 'checking',
        // A payment here while the other tab started a new cart: that cart, not an empty one.
        description: "Another tab kept a cart while this tab's call went on: read that one.",
        actions: assign({ code: ({ context }) => context.keptElsewhere }),
      },
      on: {
        'cart.refreshRequested': {
          target: 'checking',
          // Another tab may have filled it meanwhile.
          description: 'Asked to read the cart again.',
        },
        'cart.add': {
          target: 'preparing',
          description: 'The user chose a slot: find or make a cart for it.',
          actions: assign({ request: ({ event }) => event.request, notice: null }),
        },
      },
    },
    preparing: {
      description: 'Get-or-create: the stored cart when usable, otherwise a new one.',
      tags: ['busy', 'adding'],
      entry: 'forgetOtherTab',
      on: {
        ...keepsItsCall,
        'access.changed': {
          description: 'Signed in while the cart is found: the add goes on with the new token.',
          actions: 'takeAccess',
        },
      },
      initial: 'checkingCode',
      states: {
        checkingCode: {
          // Decided at once, on the way in.
          description: 'Is a cart code kept in this browser?',
          always: [
            { guard: 'hasCode', target: 'fetching', description: 'Yes: is that cart usable?' },
            { target: 'creating', description: 'No: make a new cart.' },
          ],
        },
        fetching: {
          description: 'GET the kept cart to see whether the slot can go into it.',
          invoke: {
            id: 'fetchCart',
            src: 'getCart',
            input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
            onDone: [
              {
                guard: { type: 'usable', params: ({ event }) => ({ cart: event.output }) },
                target: '#cart.adding',
                description: 'Usable: the slot goes into it.',
              },
              { target: 'creating', description: 'Not usable: a new cart.' },
            ],
            onError: {
              target: 'creating',
              description: 'It could not be read: a new cart rather than a lost slot.',
            },
          },
        },
        creating: {
          description: 'POST a new, empty cart.',
          invoke: {
            id: 'createCart',
            src: 'createCart',
            input: ({ context }) => ({ access: context.access }),
            onDone: {
              target: '#cart.adding',
              // So that a logout meanwhile empties this cart too: the session's emptying reads
              // the kept code.
              description:
                'Made: its code is kept in this browser at once, before the slot goes in.',
              actions: [
                assign({ code: ({ event }) => event.output }),
                { type: 'rememberCode', params: ({ event }) => ({ code: event.output }) },
              ],
            },
            onError: {
              target: '#cart.checking',
              description: 'No cart could be made: say so; the cart stays as it was.',
              actions: reportFailure('addToCart'),
            },
          },
        },
      },
    },
    adding: {
      description: 'POST the slot into the cart.',
      tags: ['busy', 'adding'],
      on: {
        ...keepsItsCall,
        'access.changed': {
          description: 'Signed in while the slot goes in: the add goes on with the new token.',
          actions: 'takeAccess',
        },
      },
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          access: context.access,
          code: context.code ?? '',
          request: context.request ?? { courtId: 0, date: '', time: '', durationMins: 0 },
        }),
        onDone: {
          target: 'held',
          description: 'Added: ask whether to choose more or go to the cart.',
          actions: [
            assign({ request: null }),
            { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
            // Kept again (the same code, for a cart made for this slot): the browser's other tabs
            // are told once more and read the cart with the slot in it.
            { type: 'rememberCode', params: ({ context }) => ({ code: context.code ?? '' }) },
            reportSuccess('addToCart'),
            { type: 'report', params: { type: 'cart.changed' } },
            { type: 'report', params: { type: 'cart.added' } },
          ],
        },
        onError: {
          target: 'checking',
          // The server's message is shown; the cart stays as it was.
          description: 'Taken meanwhile or refused: say so; the board is read again.',
          actions: [
            reportFailure('addToCart'),
            { type: 'report', params: { type: 'cart.changed' } },
          ],
        },
      },
    },
    held: {
      description: 'Slots are held and counting down; they can be paid until 00:00.',
      // its own cart again: what another tab kept during its last call is old news
      entry: 'clearKeptElsewhere',
      on: {
        'cart.refreshRequested': {
          target: 'loading',
          // The slots as the server has them, the countdown set afresh by the server's time.
          description: 'Asked to read the cart again.',
        },
        'cart.add': {
          target: 'preparing',
          description: 'Another slot: into the same cart when it is still usable.',
          actions: assign({ request: ({ event }) => event.request, notice: null }),
        },
        'item.removeRequested': {
          description: 'Ask before removing.',
          actions: assign({ removing: ({ event }) => event.itemId, removeFailure: null }),
        },
        'removal.cancelled': {
          description: 'The user kept the item.',
          actions: assign({ removing: null, removeFailure: null }),
        },
        'removal.confirmed': { target: 'removing', description: 'The user said yes: remove it.' },
        'pay.requested': [
          { guard: 'holdOver', description: 'At 00:00 nothing is paid.' },
          {
            guard: { type: 'notAsShown', params: ({ event }) => ({ shown: event.shown }) },
            // The dialog shows the cart as it is, to pay or to go back.
            description: 'The dialog showed another cart than this tab knows: nothing is sent.',
            actions: { type: 'tellChanged', params: ({ event }) => ({ shown: event.shown }) },
          },
          {
            target: 'confirming',
            description: 'Read the cart afresh first: money leaves only for the cart shown.',
            actions: assign({
              payment: ({ event }) => ({ method: event.method, shown: event.shown }),
            }),
          },
        ],
      },
      initial: 'counting',
      states: {
        counting: {
          description: 'A second at a time, by the actor clock.',
          always: [
            { guard: 'holdOver', target: 'over', description: 'Time is up.' },
            {
              guard: 'holdEnding',
              target: 'ending',
              description: 'A minute or less left: warn.',
            },
          ],
          after: {
            second: {
              target: 'counting',
              reenter: true,
              description: 'One second less.',
              actions: 'tick',
            },
          },
        },
        ending: {
          description: 'A minute or less left: an alert offers to extend the hold.',
          tags: ['holdEnding'],
          always: { guard: 'holdOver', target: 'over', description: 'Time is up.' },
          after: {
            second: {
              target: 'ending',
              reenter: true,
              description: 'One second less.',
              actions: 'tick',
            },
          },
          on: {
            'hold.extendRequested': {
              target: 'extending',
              description: 'The user asked for more time.',
            },
          },
        },
        extending: {
          description: 'PUT resume; the countdown restarts from the new expiration.',
          tags: ['holdEnding', 'busy'],
          entry: ['forgetOtherTab', assign({ extendFailure: null })],
          on: keepsItsCall,
          invoke: {
            id: 'resumeCart',
            src: 'resumeCart',
            input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
            onDone: {
              target: 'counting',
              // The browser's other tabs hear of it and read the cart again.
              description: 'Extended: the countdown starts again from the new end.',
              actions: [
                { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'rememberCode', params: ({ event }) => ({ code: event.output.code }) },
              ],
            },
            onError: [
              {
                guard: 'refusedOffline',
                target: 'ending',
                // Said beside its button in the banner's words; the same press extends once
                // online.
                description: 'Offline: not sent; the warning stays and says so.',
                actions: assign({ extendFailure: failureFrom }),
              },
              {
                target: 'ending',
                description: 'Not extended: say so; the warning stays.',
                actions: reportFailure('resumeCart'),
              },
            ],
          },
        },
        over: {
          description: '00:00: the slots are free again; paying is refused.',
          tags: ['holdOver'],
          entry: { type: 'report', params: { type: 'cart.changed' } },
        },
      },
    },
    removing: {
      description: 'DELETE the item, then show the cart as the server has it.',
      tags: ['busy'],
      entry: ['forgetOtherTab', assign({ removeFailure: null })],
      on: keepsItsCall,
      invoke: {
        id: 'removeFromCart',
        src: 'removeFromCart',
        input: ({ context }) => ({
          access: context.access,
          code: context.code ?? '',
          itemId: context.removing ?? -1,
        }),
        onDone: [
          {
            guard: { type: 'holding', params: ({ event }) => ({ cart: event.output }) },
            target: 'held',
            description: 'Removed; other slots are still held.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              assign({ removing: null }),
              { type: 'rememberCode', params: ({ context }) => ({ code: context.code ?? '' }) },
              { type: 'report', params: { type: 'cart.changed' } },
            ],
          },
          {
            target: 'empty',
            description: 'Nothing left: the cart modal closes.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              assign({ removing: null }),
              { type: 'rememberCode', params: ({ context }) => ({ code: context.code ?? '' }) },
              { type: 'report', params: { type: 'cart.changed' } },
            ],
          },
        ],
        onError: [
          {
            guard: 'refusedOffline',
            target: 'held',
            // Said beside it in the banner's words; the same yes removes it once online.
            description: 'Offline: not sent; the question stays and says so.',
            actions: assign({ removeFailure: failureFrom }),
          },
          {
            target: 'held',
            description: 'Not removed: say so; the cart stays as it was.',
            actions: [assign({ removing: null }), reportFailure('removeFromCart')],
          },
        ],
      },
    },
    confirming: {
      // Another tab may have changed it after the pay dialog showed it, before this tab heard.
      description: 'GET the cart just before paying.',
      tags: ['busy', 'paying'],
      entry: [assign({ notice: null }), 'forgetOtherTab'],
      on: {
        'cart.storageChanged': {
          guard: { type: 'sameCode', params: ({ event }) => ({ code: event.code }) },
          target: 'confirming',
          reenter: true,
          // So that the payment is judged by the cart with the other tab's change.
          description: 'Another tab changed this cart meanwhile: read it again, and the balance.',
          actions: [
            { type: 'report', params: { type: 'balance.refreshRequested' } },
            'heardOtherTab',
          ],
        },
      },
      invoke: {
        id: 'recheckCart',
        src: 'getCart',
        input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
        onDone: [
          {
            guard: { type: 'bankAsShown', params: ({ event }) => ({ cart: event.output }) },
            target: 'payingByBank',
            description: 'The cart shown, by internet bank.',
            actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
          },
          {
            guard: { type: 'shortAsShown', params: ({ event }) => ({ cart: event.output }) },
            target: 'held',
            // The cart is as shown. The dialog says by how much, with a way to top up.
            description: 'By credits, the balance short of the total: nothing is sent.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              'tellShort',
            ],
          },
          {
            guard: { type: 'payableAsShown', params: ({ event }) => ({ cart: event.output }) },
            target: 'payingByCredits',
            description: 'The cart shown, by prepaid credits.',
            actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
          },
          {
            guard: { type: 'holding', params: ({ event }) => ({ cart: event.output }) },
            target: 'held',
            // Items or total changed. The dialog shows the new items and total, to pay the new
            // sum or go back; a credit payment is then judged by the new total.
            description:
              'Changed since the dialog showed it: nothing is paid; the new cart is shown.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              {
                type: 'tellChanged',
                params: ({ context }) => ({ shown: context.payment?.shown ?? shownOf(null) }),
              },
              { type: 'report', params: { type: 'cart.changed' } },
            ],
          },
          {
            guard: { type: 'ranOut', params: ({ event }) => ({ cart: event.output }) },
            target: 'held',
            // It ran out before this tab's countdown did. The dialog says the time is up and
            // the slots are free again, as at 00:00.
            description: "The hold ended by the venue's clock: nothing is paid; time is up.",
            actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
          },
          {
            guard: { type: 'usable', params: ({ event }) => ({ cart: event.output }) },
            target: 'empty',
            description: 'Emptied meanwhile: nothing to pay; the dialogs close.',
            actions: [
              { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'report', params: { type: 'cart.changed' } },
            ],
          },
          {
            target: 'empty',
            // Run out: past its hold with nothing in it. Nothing to pay.
            description: 'Paid, cancelled or run out meanwhile: forgotten; the dialogs close.',
            actions: [
              forgetThisCart,
              'dropCart',
              { type: 'report', params: { type: 'cart.changed' } },
            ],
          },
        ],
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'held',
            // The cart's code stays too, for the next sign-in.
            description:
              'The session ended on the server: the app signs the user out and says so; the cart stays.',
            actions: reportFailure('getCart'),
          },
          {
            guard: 'payingByBank',
            target: 'held',
            // Offline, refused or failed: the dialog says why the payment did not start.
            description: 'Not read: nothing is paid unseen; the dialog says why.',
            actions: assign({
              notice: ({ event }) => failedPayment('nepavyko_apmoketi', event.error),
            }),
          },
          {
            target: 'held',
            // Offline, refused or failed: the dialog says why the payment did not start.
            description: 'Not read: nothing is paid unseen; the dialog says why.',
            actions: assign({
              notice: ({ event }) =>
                failedPayment('nepavyko_apmoketi_naudojant_kreditus', event.error),
            }),
          },
        ],
      },
    },
    payingByBank: {
      description: 'POST user_order; the bank page address comes back.',
      tags: ['busy', 'paying'],
      on: keepsItsCall,
      entry: [assign({ notice: null }), 'forgetOtherTab'],
      invoke: {
        id: 'payByBank',
        src: 'payByBank',
        input: ({ context }) => ({
          access: context.access,
          code: context.code ?? '',
          paymentMethod: context.paymentMethod,
          returnUrls: context.returnUrls,
        }),
        onDone: [
          {
            guard: { type: 'webAddress', params: ({ event }) => ({ url: event.output }) },
            target: 'atBank',
            description: "An http(s) address: the browser goes to the bank's page.",
            actions: { type: 'leaveForBank', params: ({ event }) => ({ url: event.output }) },
          },
          {
            target: 'held',
            // An answer the portal cannot use.
            description: 'No address to go to: the payment did not start.',
            actions: assign({
              notice: ({ event }) => ({
                tone: 'error' as const,
                message: 'nepavyko_apmoketi' as const,
                cause: 'error_unreadable' as const,
                detail: null,
                console: `not a bank address: ${event.output}`,
              }),
            }),
          },
        ],
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'held',
            // The cart's code stays too, for the next sign-in.
            description:
              'The session ended on the server: the app signs the user out and says so; the cart stays.',
            actions: reportFailure('payByBank'),
          },
          {
            target: 'held',
            description:
              'Refused, failed or unanswered: the payment did not start; the dialog says why.',
            actions: assign({
              notice: ({ event }) => failedPayment('nepavyko_apmoketi', event.error),
            }),
          },
        ],
      },
    },
    atBank: {
      description: 'The browser is on its way to the bank; the result page takes it from there.',
      tags: ['busy', 'paying'],
      on: keepsItsCall,
    },
    payingByCredits: {
      description: 'POST user_account_order.',
      tags: ['busy', 'paying'],
      on: keepsItsCall,
      entry: [assign({ notice: null }), 'forgetOtherTab'],
      invoke: {
        id: 'payByCredits',
        src: 'payByCredits',
        input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
        onDone: {
          target: 'empty',
          // The cart's code is dropped.
          description: 'Paid: say so; the balance and the board are read again.',
          actions: [
            assign({
              notice: ({ context }) => ({
                tone: 'success',
                message: 'pavykoapmoketi',
                paid: context.cart,
              }),
            }),
            forgetThisCart,
            'dropCart',
            { type: 'report', params: { type: 'cart.paid' } },
          ],
        },
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'held',
            // The cart's code stays too, for the next sign-in.
            description:
              'The session ended on the server: the app signs the user out and says so; the cart stays.',
            actions: reportFailure('payByCredits'),
          },
          {
            guard: { type: 'shortOnServer', params: ({ event }) => ({ error: event.error }) },
            target: 'held',
            // A 402: the balance shown is out of date, so the session reads it again. The cart
            // stays as it was.
            description: 'Refused for a short balance: say so; the balance is read again.',
            actions: [
              'tellShort',
              { type: 'report', params: { type: 'balance.refreshRequested' } },
            ],
          },
          {
            target: 'held',
            // The cart stays as it was.
            description: 'Refused otherwise, failed or unanswered: the dialog says why.',
            actions: assign({
              notice: ({ event }) =>
                failedPayment('nepavyko_apmoketi_naudojant_kreditus', event.error),
            }),
          },
        ],
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** For views. */
export const selectCart = (s: CartSnapshot) => s.context.cart;
export const selectItems = (s: CartSnapshot) => s.context.cart?.items ?? [];
export const selectHolding = (s: CartSnapshot) => s.matches('held') || s.hasTag('paying');
export const selectCountdown = (s: CartSnapshot) => formatCountdown(s.context.remaining);
/**
 * The hold's last minute: the warning shows. It stays while a held cart is read again (online
 * again, another tab's change), so that the alert is not drawn, and announced, a second time.
 */
export const selectHoldEnding = (s: CartSnapshot) =>
  s.hasTag('holdEnding') ||
  (s.matches('loading') &&
    s.context.cart !== null &&
    s.context.remaining > 0 &&
    s.context.remaining <= HOLD_WARNING_SECONDS);
export const selectHoldOver = (s: CartSnapshot) => s.hasTag('holdOver');
export const selectCanPay = (s: CartSnapshot) => s.matches('held') && !s.hasTag('holdOver');
export const selectPaying = (s: CartSnapshot) => s.hasTag('paying');
export const selectAdding = (s: CartSnapshot) => s.hasTag('adding');
export const selectRemoving = (s: CartSnapshot) => s.context.removing;
/** why the confirmed removal was refused (offline), told beside its question */
export const selectRemoveFailure = (s: CartSnapshot) => s.context.removeFailure;
/** why the last extension was refused (offline), told in the hold warning while it shows */
export const selectExtendFailure = (s: CartSnapshot) =>
  s.hasTag('holdEnding') ? s.context.extendFailure : null;
/** why the cart could not be read again (offline), told in the cart; null once it is read */
export const selectReadFailure = (s: CartSnapshot) => s.context.readFailure;
export const selectNotice = (s: CartSnapshot) => s.context.notice;
/** another tab changed the cart (or paid from the balance) since the user last acted here */
export const selectChangedElsewhere = (s: CartSnapshot) => s.context.changedElsewhere;
