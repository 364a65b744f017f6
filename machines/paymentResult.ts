/**
 * Payment results (docs/rules.md §2, §4 "Paying" and "Payment results", §8): what the four
 * /mokejimas/* pages say once the bank sends the browser back.
 *
 * A long-lived child of the app (systemId `paymentResult`), idle until a result page reports
 * `payment.returned` with its kind (reservation or balance), its outcome (the accept or the cancel
 * address) and the cart code this browser keeps.
 *
 * - **Reservation, accepted, with a code**: the bank said yes, but the booking exists only once the
 *   back end has processed the payment, so the cart is read. Status 2: confirmed. Status 5: the
 *   payment came after the hold ended and the slots were taken meanwhile: lost, the payment will be
 *   returned (docs/wire.md "Settled questions"). Anything else: not processed yet, so it is read
 *   again every 2 s, five times at most, and then the page says it is still being processed. A
 *   failed read counts as "not yet": the page shows it in place, so nothing goes to the toasts.
 *   Confirmed or lost, the code is forgotten: the cart is over (the cart machine sees the change in
 *   storage).
 * - **Reservation, accepted, without a code** (a reload after the code was forgotten, or a bank
 *   that returned to another browser): nothing to read; the page says the bank accepted it and
 *   points to the orders, where the booking shows once processed.
 * - **Top-up, accepted**: the balance is read again (`balance.refreshRequested` to the app, which hands it
 *   to the session).
 * - **Cancelled** (either kind): nothing to do; the cart stays as it was.
 *
 * The same return again (a page shown twice, React's rehearsal, Back) changes nothing; a page
 * that still says "being processed" checks again when it is shown again.
 */
import { and, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { call, failureFrom, reportee, type BookingAccess, type Cart, type Failure } from './domain';

/** How often a not-yet-processed payment is checked again, and how many times. */
export const RECHECK_MS = 2000;
export const MAX_RECHECKS = 5;

/** Cart statuses (docs/wire.md, Cart). */
const PAID = 2;
const CANCELLED = 5;

export type PaymentKind = 'reservation' | 'balance';
export type PaymentOutcome = 'success' | 'failure';

/** The two accept addresses, as `isReturn` params. */
const RESERVATION_ACCEPTED = { kind: 'reservation', outcome: 'success' } as const;
const TOP_UP_ACCEPTED = { kind: 'balance', outcome: 'success' } as const;

export interface PaymentResultInput {
  access: BookingAccess;
}

export interface PaymentResultContext {
  access: BookingAccess;
  /** the return being shown; null until a result page reports one */
  kind: PaymentKind | null;
  outcome: PaymentOutcome | null;
  /** the cart code this browser kept for the reservation (null: none) */
  code: string | null;
  /** checks made after the first one said "not yet" */
  rechecks: number;
  /** why the last check failed, if it did */
  failure: Failure | null;
  /** the cart as the check found it paid: what the page sums up (null until then) */
  paidCart: Cart | null;
}

export type PaymentResultEvent =
  /** a result page is shown: which return address, and the cart code kept in this browser */
  | { type: 'payment.returned'; kind: PaymentKind; outcome: PaymentOutcome; code: string | null }
  /** the session changed: later reads carry the new token */
  | { type: 'access.changed'; token: string | null };

/** What this machine tells the app: a top-up went through, the balance is out of date. */
export type PaymentResultReport =
  | { type: 'balance.refreshRequested' }
  /** the returned cart is over (paid or lost): the cart, in this tab too, lets it go */
  | { type: 'payment.cartClosed' };

export interface CartQuery {
  access: BookingAccess;
  code: string;
}

export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput,
  },
  actors: {
    /** GET /v2/carts/{code} */
    getCart: call<Cart, CartQuery>('getCart'),
  },
  delays: {
    /** the pause before checking a not-yet-processed payment again */
    recheck: RECHECK_MS,
  },
  actions: {
    rememberReturn: assign(
      (
        _,
        {
          kind,
          outcome,
          code,
        }: { kind: PaymentKind; outcome: PaymentOutcome; code: string | null },
      ) => ({ kind, outcome, code, rechecks: 0, failure: null, paidCart: null }),
    ),
    setToken: assign(({ context }, { token }: { token: string | null }) => ({
      access: { ...context.access, token },
    })),
    countRecheck: assign(({ context }) => ({ rechecks: context.rechecks + 1 })),
    /** the cart is over: drop its code from this browser, if it is still the kept one (app root) */
    forgetCart: (_, _params: { code: string }) => {},
  },
  guards: {
    /** the return taken is this one */
    isReturn: ({ context }, { kind, outcome }: { kind: PaymentKind; outcome: PaymentOutcome }) =>
      context.kind === kind && context.outcome === outcome,
    hasCode: ({ context }) => context.code !== null,
    paid: (_, { status }: { status: number }) => status === PAID,
    cancelledAfterHold: (_, { status }: { status: number }) => status === CANCELLED,
    rechecksLeft: ({ context }) => context.rechecks < MAX_RECHECKS,
  },
}).createMachine({
  id: 'paymentResult',
  // The return is checked, then found confirmed, lost or still processing.
  description: 'What a payment result page says once the bank sends the browser back.',
  context: ({ input }) => ({
    access: input.access,
    kind: null,
    outcome: null,
    code: null,
    rechecks: 0,
    failure: null,
    paidCart: null,
  }),
  initial: 'idle',
  on: {
    'payment.returned': [
      {
        guard: {
          type: 'isReturn',
          params: ({ event }) => ({ kind: event.kind, outcome: event.outcome }),
        },
        description: 'The same result page again (reloaded, shown twice): nothing happens twice.',
      },
      {
        target: '.returned',
        description: 'A result page is shown: see what its return means.',
        actions: {
          type: 'rememberReturn',
          params: ({ event }) => ({ kind: event.kind, outcome: event.outcome, code: event.code }),
        },
      },
    ],
    'access.changed': {
      description: 'Signed in or out: later reads carry the new token.',
      actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
    },
  },
  states: {
    idle: {
      description: 'No result page has been shown yet.',
    },
    returned: {
      description: 'Which return is it, and is there a cart to check?',
      always: [
        {
          guard: and([{ type: 'isReturn', params: RESERVATION_ACCEPTED }, 'hasCode']),
          target: 'confirming',
          description: 'A reservation the bank accepted: read its cart before saying it is paid.',
        },
        {
          guard: { type: 'isReturn', params: RESERVATION_ACCEPTED },
          target: 'accepted',
          description: 'Accepted, but this browser keeps no cart code: nothing to read.',
        },
        {
          guard: { type: 'isReturn', params: TOP_UP_ACCEPTED },
          target: 'toppedUp',
          description: 'A top-up the bank accepted: it is credited whenever it comes.',
        },
        {
          target: 'notPaid',
          description: 'Cancelled at the bank: nothing was paid, the cart stays as it was.',
        },
      ],
    },
    confirming: {
      // The booking exists once the cart's status is 2.
      description: 'The bank accepted; booked only once the payment is processed.',
      tags: ['confirming'],
      initial: 'checking',
      states: {
        checking: {
          description: 'Reading the cart.',
          invoke: {
            id: 'getCart',
            src: 'getCart',
            input: ({ context }) => ({ access: context.access, code: context.code ?? '' }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => ({ status: event.output.status }) },
                target: '#paymentResult.confirmed',
                description:
                  'Paid (status 2): the booking is in the orders; the page sums up what was paid.',
                actions: assign({ paidCart: ({ event }) => event.output }),
              },
              {
                guard: {
                  type: 'cancelledAfterHold',
                  params: ({ event }) => ({ status: event.output.status }),
                },
                target: '#paymentResult.lost',
                // Status 5: the hold ended before the payment came.
                description: 'Cancelled: the slots were taken before the payment came.',
              },
              {
                guard: 'rechecksLeft',
                target: 'waiting',
                description: 'Not processed yet: look again shortly.',
              },
              {
                target: '#paymentResult.unconfirmed',
                description: 'Still not processed after the last check.',
              },
            ],
            onError: [
              {
                guard: 'rechecksLeft',
                target: 'waiting',
                description: 'The cart could not be read: try again shortly.',
                actions: assign({ failure: failureFrom }),
              },
              {
                target: '#paymentResult.unconfirmed',
                description: 'Could not be read, even at the last check.',
                actions: assign({ failure: failureFrom }),
              },
            ],
          },
        },
        waiting: {
          description: 'A pause of 2 s before the next check.',
          after: {
            recheck: {
              target: 'checking',
              description: 'Check again (5 times at most).',
              actions: 'countRecheck',
            },
          },
        },
      },
    },
    confirmed: {
      description: 'Paid: the booking is in the orders. The cart is over, its code is forgotten.',
      entry: [
        { type: 'forgetCart', params: ({ context }) => ({ code: context.code ?? '' }) },
        sendTo(reportee, (): PaymentResultReport => ({ type: 'payment.cartClosed' })),
      ],
    },
    lost: {
      // The hold ended and the slots were taken before the payment came. The cart is over, its
      // code is forgotten.
      description: 'Too late: nothing was booked; the payment will be returned.',
      entry: [
        { type: 'forgetCart', params: ({ context }) => ({ code: context.code ?? '' }) },
        sendTo(reportee, (): PaymentResultReport => ({ type: 'payment.cartClosed' })),
      ],
    },
    unconfirmed: {
      description: 'Still processing after every check: look at the orders later.',
      on: {
        'payment.returned': {
          target: 'returned',
          description: 'The page is shown again: check again.',
          actions: {
            type: 'rememberReturn',
            params: ({ event }) => ({ kind: event.kind, outcome: event.outcome, code: event.code }),
          },
        },
      },
    },
    accepted: {
      // The bank accepted a reservation; the orders show it once processed.
      description: 'Accepted, with no cart to read here: the orders will show it.',
    },
    toppedUp: {
      description: 'A top-up went through: the balance is read again.',
      entry: sendTo(reportee, (): PaymentResultReport => ({ type: 'balance.refreshRequested' })),
    },
    notPaid: {
      description: 'Cancelled at the bank: nothing was paid.',
    },
  },
});

export type PaymentResultSnapshot = SnapshotFrom<typeof paymentResultMachine>;

/** For the confirmed page's summary: the cart as it was found paid; null on any other page. */
export const selectPaidCart = (s: PaymentResultSnapshot): Cart | null =>
  s.matches('confirmed') ? s.context.paidCart : null;

/** What a result page shows. */
export type PaymentResultView =
  'confirming' | 'confirmed' | 'lost' | 'unconfirmed' | 'accepted' | 'toppedUp' | 'notPaid';

/**
 * For a result page: what to show for its own return. Until the machine has taken this page's
 * return (the first render, or another return shown earlier), a reservation success is
 * "confirming" and the others are what their address says.
 */
export function selectResultView(
  s: PaymentResultSnapshot,
  kind: PaymentKind,
  outcome: PaymentOutcome,
): PaymentResultView {
  const ours = s.context.kind === kind && s.context.outcome === outcome;
  if (outcome === 'failure') return 'notPaid';
  if (kind === 'balance') return 'toppedUp';
  if (!ours || s.hasTag('confirming')) {
    return 'confirming';
  }
  if (s.matches('confirmed')) return 'confirmed';
  if (s.matches('lost')) return 'lost';
  if (s.matches('unconfirmed')) return 'unconfirmed';
  return 'accepted';
}
