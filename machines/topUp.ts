/**
 * Topping up the credit balance (docs/rules.md §2 balance page, §5 top-up amount, §7 top-up calls).
 *
 * The amount field keeps what the user typed; the amount is read from it the Lithuanian way by
 * `parseTypedAmount` (./domain: "10,50" is ten euros fifty, "1 000,50 €" a thousand; empty means
 * no amount) and must be from 5 to 10000 (10 to begin with). The stepper buttons add or take one
 * euro; held down, they repeat after 800 ms and then every 100 ms (the actor's clock).
 *
 * "Top up" validates and opens a confirmation that names the amount, with a single yes; closing
 * it (its cancel button, Escape) only goes back to the amount, as typed. Yes →
 * a new cart (POST /v2/carts) → the amount on it (account_cash, subject and amount with two
 * decimals) → the order (payment method, e-mail, the balance return addresses) → the browser goes
 * to the bank's address (http(s) only). Each failure says so and keeps the amount; a call refused
 * as unauthorised (401) goes to the app instead, which ends the session and says so
 * (machines/app.ts, `call.failed`).
 */
import { assign, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import {
  call,
  isWebAddress,
  offlineOr,
  parseTypedAmount,
  reportFailure,
  type BookingAccess,
  type PaymentReturn,
  unauthorised,
  UNAUTHORISED,
} from './domain';

export const TOP_UP_MIN = 5;
export const TOP_UP_MAX = 10000;
export const TOP_UP_DEFAULT = 10;
export const STEP_DELAY_MS = 800;
export const STEP_REPEAT_MS = 100;

export type AmountError = 'required' | 'notNumber' | 'min' | 'max';

/** docs/rules.md §5: a number from 5 to 10000. */
export function amountError(amount: number | null): AmountError | null {
  if (amount === null) return 'required';
  if (Number.isNaN(amount)) return 'notNumber';
  if (amount < TOP_UP_MIN) return 'min';
  if (amount > TOP_UP_MAX) return 'max';
  return null;
}

/** The amount as the field shows it after a step: plain digits, a decimal comma as the portal writes money. */
export function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

/** One euro up or down from what is typed, kept within 5..10000 (an unreadable field starts at 10). */
export function stepAmount(text: string, direction: 1 | -1): string {
  const amount = parseTypedAmount(text);
  const from = amount === null || Number.isNaN(amount) ? TOP_UP_DEFAULT - direction : amount;
  return amountText(Math.min(TOP_UP_MAX, Math.max(TOP_UP_MIN, from + direction)));
}

export type TopUpFailure = 'nepavyko_papildyti' | 'offline_banner';

export type TopUpEvent =
  | { type: 'amount.changed'; text: string }
  /** a stepper button pressed (and held) */
  | { type: 'step.pressed'; direction: 1 | -1 }
  | { type: 'step.released' }
  /** the "top up" button: validate, then ask */
  | { type: 'topUp.requested' }
  | { type: 'topUp.confirmed' }
  | { type: 'topUp.cancelled' }
  /** the session's new token or user */
  | { type: 'access.changed'; access: BookingAccess; subject: string; email: string };

export interface TopUpInput {
  access: BookingAccess;
  /**
   * the app, which failures are reported to (the balance page runs this machine); none: the app
   * is found in the actor system, as its children find it
   */
  app?: AnyActorRef | null;
  /** the signed-in user's subject and e-mail */
  subject: string;
  email: string;
  paymentMethod: string;
  /** the balance return addresses of the venue options */
  returnUrls: PaymentReturn;
}

export interface TopUpContext extends TopUpInput {
  text: string;
  error: AmountError | null;
  direction: 1 | -1;
  code: string | null;
  failure: TopUpFailure | null;
}

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
  },
  delays: { stepDelay: STEP_DELAY_MS, stepRepeat: STEP_REPEAT_MS },
  actors: {
    /** POST /v2/carts → the new cart's code */
    createCart: call<string, { access: BookingAccess }>('createCart'),
    /** POST /v2/carts/{code}/account_cash */
    addAccountCash: call<
      null,
      { access: BookingAccess; code: string; subject: string; amount: number }
    >('addAccountCash'),
    /** POST /v2/carts/{code}/order → the bank's address */
    orderCart: call<
      string,
      {
        access: BookingAccess;
        code: string;
        paymentMethod: string;
        email: string;
        returnUrls: PaymentReturn;
      }
    >('orderCart'),
  },
  actions: {
    /** send the browser to the bank (the app root binds the location) */
    leaveForBank: (_, _params: { url: string }) => {},
    step: assign(({ context }) => {
      const text = stepAmount(context.text, context.direction);
      return { text, error: null, failure: null };
    }),
    /** "Nepavyko papildyti"; a call refused offline says it in the banner's words */
    fail: assign({
      failure: ({ event }) =>
        offlineOr((event as { error?: unknown }).error, 'nepavyko_papildyti' as const),
    }),
  },
  guards: {
    valid: ({ context }) => amountError(parseTypedAmount(context.text)) === null,
    webAddress: (_, { url }: { url: string }) => isWebAddress(url),
    unauthorised,
  },
}).createMachine({
  id: 'topUp',
  description: 'Top up the credit balance through the bank.',
  context: ({ input }) => ({
    ...input,
    text: String(TOP_UP_DEFAULT),
    error: null,
    direction: 1,
    code: null,
    failure: null,
  }),
  on: {
    'access.changed': {
      description: 'Signed in as someone (else): top up their balance.',
      actions: assign({
        access: ({ event }) => event.access,
        subject: ({ event }) => event.subject,
        email: ({ event }) => event.email,
      }),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The amount field and its stepper.',
      on: {
        'amount.changed': {
          description: 'Typed: kept as typed; its error clears until the next check.',
          actions: assign({ text: ({ event }) => event.text, error: null, failure: null }),
        },
        'topUp.requested': [
          {
            guard: 'valid',
            target: 'confirming',
            description: 'A good amount: ask to confirm it.',
            actions: assign({ error: null }),
          },
          {
            description: 'Not an amount from 5 to 10000: say which rule.',
            actions: assign({
              error: ({ context }) => amountError(parseTypedAmount(context.text)),
            }),
          },
        ],
      },
      initial: 'still',
      states: {
        still: {
          description: 'No stepper button is held.',
          on: {
            'step.pressed': {
              target: 'held',
              description: 'One step at once.',
              actions: [assign({ direction: ({ event }) => event.direction }), 'step'],
            },
          },
        },
        held: {
          description: 'Held down: repeats after 800 ms…',
          on: { 'step.released': { target: 'still', description: 'Let go: no more steps.' } },
          after: {
            stepDelay: {
              target: 'repeating',
              description: 'Still held after 800 ms: another step, and faster from now.',
              actions: 'step',
            },
          },
        },
        repeating: {
          description: '…then every 100 ms until released.',
          on: { 'step.released': { target: 'still', description: 'Let go: no more steps.' } },
          after: {
            stepRepeat: {
              target: 'repeating',
              reenter: true,
              description: 'Still held: another step.',
              actions: 'step',
            },
          },
        },
      },
    },
    confirming: {
      description: 'Confirm the amount ("Top up by 10,50 €?"): a single yes, and a way back.',
      on: {
        'topUp.confirmed': {
          target: 'creatingCart',
          description: 'Yes: start the payment.',
        },
        'topUp.cancelled': {
          target: 'editing',
          description:
            'Closed (its cancel button, Escape): back to the amount, as typed; nothing sent.',
        },
      },
    },
    creatingCart: {
      description: 'POST /v2/carts.',
      tags: ['busy'],
      invoke: {
        id: 'createCart',
        src: 'createCart',
        input: ({ context }) => ({ access: context.access }),
        onDone: {
          target: 'addingCash',
          description: 'A cart for the amount.',
          actions: assign({ code: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'editing',
            description:
              'The session ended on the server: the app signs the user out and says so; the amount stays.',
            actions: reportFailure('topUp'),
          },
          {
            target: 'editing',
            description: 'Refused or no answer: say so; the amount stays as typed.',
            actions: 'fail',
          },
        ],
      },
    },
    addingCash: {
      description: 'POST account_cash: the amount, two decimals.',
      tags: ['busy'],
      invoke: {
        id: 'addAccountCash',
        src: 'addAccountCash',
        input: ({ context }) => ({
          access: context.access,
          code: context.code ?? '',
          subject: context.subject,
          amount: parseTypedAmount(context.text) ?? 0,
        }),
        onDone: { target: 'ordering', description: 'The amount is on the cart.' },
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'editing',
            description:
              'The session ended on the server: the app signs the user out and says so; the amount stays.',
            actions: reportFailure('topUp'),
          },
          {
            target: 'editing',
            description: 'Refused or no answer: say so; the amount stays as typed.',
            actions: 'fail',
          },
        ],
      },
    },
    ordering: {
      description: "POST order: the bank's address comes back.",
      tags: ['busy'],
      invoke: {
        id: 'orderCart',
        src: 'orderCart',
        input: ({ context }) => ({
          access: context.access,
          code: context.code ?? '',
          paymentMethod: context.paymentMethod,
          email: context.email,
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
            target: 'editing',
            description: 'No address to go to: say so; the amount stays.',
            actions: 'fail',
          },
        ],
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'editing',
            description:
              'The session ended on the server: the app signs the user out and says so; the amount stays.',
            actions: reportFailure('topUp'),
          },
          {
            target: 'editing',
            description: 'Refused or no answer: say so; the amount stays as typed.',
            actions: 'fail',
          },
        ],
      },
    },
    atBank: {
      description: 'The browser is on its way to the bank.',
      tags: ['busy'],
    },
  },
});

export type TopUpSnapshot = SnapshotFrom<typeof topUpMachine>;
export const selectAmountText = (s: TopUpSnapshot) => s.context.text;
/** The amount the confirmation names (null when the field holds none). */
export const selectAmount = (s: TopUpSnapshot) => {
  const amount = parseTypedAmount(s.context.text);
  return amount === null || Number.isNaN(amount) ? null : amount;
};
export const selectAmountError = (s: TopUpSnapshot) => s.context.error;
export const selectConfirming = (s: TopUpSnapshot) => s.matches('confirming');
export const selectTopUpBusy = (s: TopUpSnapshot) => s.hasTag('busy');
export const selectTopUpFailure = (s: TopUpSnapshot) => s.context.failure;
