import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, waitFor } from 'xstate';
import {
  type BookingAccess,
  type CallReport,
  type Failure,
  type PaymentReturn,
} from '../../machines/domain';

type OrderInput = {
  access: BookingAccess;
  code: string;
  paymentMethod: string;
  email: string;
  returnUrls: PaymentReturn;
};
import {
  amountError,
  selectAmount,
  selectAmountError,
  selectAmountText,
  selectConfirming,
  selectTopUpFailure,
  stepAmount,
  topUpMachine,
  type TopUpSnapshot,
} from '../../machines/topUp';
import { expired, failure, input } from './topUp.fixtures';

describe('top-up: the amount (docs/rules.md §5)', () => {
  // How typed text reads (the Lithuanian way) is parseTypedAmount's, tested on its own in
  // tests/format/amount.test.ts; here, what the top-up makes of it.
  it('must be from 5 to 10000', () => {
    expect(amountError(null)).toBe('required');
    expect(amountError(Number.NaN)).toBe('notNumber');
    expect(amountError(4.99)).toBe('min');
    expect(amountError(5)).toBeNull();
    expect(amountError(10000)).toBeNull();
    expect(amountError(10000.01)).toBe('max');
  });

  it('a step adds or takes one euro within 5..10000; an unreadable field steps from 10', () => {
    expect(stepAmount('10', 1)).toBe('11');
    expect(stepAmount('10', -1)).toBe('9');
    expect(stepAmount('5', -1)).toBe('5');
    expect(stepAmount('10000', 1)).toBe('10000');
    expect(stepAmount('', 1)).toBe('10');
    expect(stepAmount('abc', -1)).toBe('10');
    // decimals stay decimals, written with the comma the portal writes money with
    expect(stepAmount('12.5', 1)).toBe('13,50');
    expect(stepAmount('12,5', 1)).toBe('13,50');
    expect(stepAmount('1 000,50 €', -1)).toBe('999,50');
  });
});

function topUp(
  script: {
    bankUrl?: string;
    fail?: 'createCart' | 'addAccountCash' | 'orderCart';
    /** what the failing call answers (a plain refusal unless given) */
    failure?: Failure;
    /** handed a stand-in app (input `app`) that records what it hears, as the balance page does */
    underApp?: boolean;
  } = {},
) {
  const calls: [string, unknown][] = [];
  const left: string[] = [];
  const answer = <T, I>(name: string, value: T) =>
    fromPromise<T, I>(async ({ input: given }) => {
      calls.push([name, given]);
      if (script.fail === name) throw script.failure ?? failure;
      return value;
    });
  const clock = new SimulatedClock();
  const machine = topUpMachine.provide({
    actors: {
      createCart: answer<string, { access: BookingAccess }>('createCart', 'T1'),
      addAccountCash: answer<
        null,
        { access: BookingAccess; code: string; subject: string; amount: number }
      >('addAccountCash', null),
      orderCart: answer<string, OrderInput>(
        'orderCart',
        script.bankUrl ?? 'https://bank.test/pay/9',
      ),
    },
    actions: { leaveForBank: (_, { url }) => left.push(url) },
  });
  if (!script.underApp) {
    const actor = createActor(machine, { input, clock }).start();
    return { actor, calls, left, clock, heard: () => [] as CallReport[] };
  }
  // as the balance page runs it: on its own, handed the app its reports go to
  const app = createActor(
    setup({
      types: { context: {} as { heard: CallReport[] }, events: {} as CallReport },
    }).createMachine({
      context: { heard: [] },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
  ).start();
  const actor = createActor(machine, { input: { ...input, app }, clock }).start();
  return { actor, calls, left, clock, heard: () => app.getSnapshot().context.heard };
}

describe('top-up: the flow', () => {
  it('starts at 10; an amount out of range is refused with its reason and nothing is asked', () => {
    const { actor } = topUp();
    expect(selectAmountText(actor.getSnapshot())).toBe('10');
    actor.send({ type: 'amount.changed', text: '4' });
    actor.send({ type: 'topUp.requested' });
    expect(selectAmountError(actor.getSnapshot())).toBe('min');
    expect(selectConfirming(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'amount.changed', text: '10001' });
    actor.send({ type: 'topUp.requested' });
    expect(selectAmountError(actor.getSnapshot())).toBe('max');
    actor.send({ type: 'amount.changed', text: '' });
    actor.send({ type: 'topUp.requested' });
    expect(selectAmountError(actor.getSnapshot())).toBe('required');
  });

  it('asks first, naming the amount; yes → cart, cash (two decimals), order, then the bank', async () => {
    const { actor, calls, left } = topUp();
    actor.send({ type: 'amount.changed', text: '25,5 €' });
    actor.send({ type: 'topUp.requested' });
    expect(selectConfirming(actor.getSnapshot())).toBe(true);
    expect(selectAmount(actor.getSnapshot())).toBe(25.5);
    actor.send({ type: 'topUp.cancelled' });
    expect(calls).toEqual([]);
    actor.send({ type: 'amount.changed', text: '25.5' });
    actor.send({ type: 'topUp.requested' });
    actor.send({ type: 'topUp.confirmed' });
    await waitFor(actor, (s: TopUpSnapshot) => s.matches('atBank'));
    expect(calls).toEqual([
      ['createCart', { access: input.access }],
      ['addAccountCash', { access: input.access, code: 'T1', subject: '42', amount: 25.5 }],
      [
        'orderCart',
        {
          access: input.access,
          code: 'T1',
          paymentMethod: 'bank',
          email: 'ada@example.lt',
          returnUrls: input.returnUrls,
        },
      ],
    ]);
    expect(left).toEqual(['https://bank.test/pay/9']);
  });

  it.each([
    ['10,50', 10.5],
    ['1 000,50 €', 1000.5],
    ['12,5', 12.5],
    ['1,000', 1000],
    ['1.000,50', 1000.5],
    ['10.50', 10.5],
  ] as const)(
    'typed the Lithuanian way, "%s" is asked for and sent as %s euros',
    async (typed, euros) => {
      const { actor, calls } = topUp();
      actor.send({ type: 'amount.changed', text: typed });
      actor.send({ type: 'topUp.requested' });
      expect(selectConfirming(actor.getSnapshot())).toBe(true);
      expect(selectAmount(actor.getSnapshot())).toBe(euros);
      actor.send({ type: 'topUp.confirmed' });
      await waitFor(actor, (s: TopUpSnapshot) => s.matches('atBank'));
      expect(calls[1]).toEqual([
        'addAccountCash',
        { access: input.access, code: 'T1', subject: '42', amount: euros },
      ]);
    },
  );

  it('text that is not an amount is refused as not a number, and kept as typed', () => {
    const { actor } = topUp();
    for (const typed of ['abc', '10,5a', '-5', ',']) {
      actor.send({ type: 'amount.changed', text: typed });
      actor.send({ type: 'topUp.requested' });
      expect(selectAmountError(actor.getSnapshot())).toBe('notNumber');
      expect(selectConfirming(actor.getSnapshot())).toBe(false);
      expect(selectAmountText(actor.getSnapshot())).toBe(typed);
    }
  });

  it('backing out of the confirmation sends nothing and keeps what was typed', () => {
    const { actor, calls } = topUp();
    actor.send({ type: 'amount.changed', text: '1 000,50 €' });
    actor.send({ type: 'topUp.requested' });
    actor.send({ type: 'topUp.cancelled' });
    expect(selectConfirming(actor.getSnapshot())).toBe(false);
    expect(selectAmountText(actor.getSnapshot())).toBe('1 000,50 €');
    expect(calls).toEqual([]);
    // and asking again names the same amount
    actor.send({ type: 'topUp.requested' });
    expect(selectAmount(actor.getSnapshot())).toBe(1000.5);
  });

  it.each(['createCart', 'addAccountCash', 'orderCart'] as const)(
    'a failed %s says so and keeps the amount',
    async (step) => {
      const { actor, left } = topUp({ fail: step });
      actor.send({ type: 'amount.changed', text: '42' });
      actor.send({ type: 'topUp.requested' });
      actor.send({ type: 'topUp.confirmed' });
      const snapshot = await waitFor(actor, (s: TopUpSnapshot) => s.matches('editing'));
      expect(selectTopUpFailure(snapshot)).toBe('nepavyko_papildyti');
      expect(selectAmountText(snapshot)).toBe('42');
      expect(left).toEqual([]);
    },
  );

  it.each(['createCart', 'addAccountCash', 'orderCart'] as const)(
    '%s refused as unauthorised (401): the app hears it and ends the session; the amount stays',
    async (step) => {
      const { actor, left, heard } = topUp({ fail: step, failure: expired, underApp: true });
      actor.send({ type: 'amount.changed', text: '42' });
      actor.send({ type: 'topUp.requested' });
      actor.send({ type: 'topUp.confirmed' });
      const snapshot = await waitFor(actor, (s: TopUpSnapshot) => s.matches('editing'));
      expect(heard()).toEqual([{ type: 'call.failed', call: 'topUp', failure: expired }]);
      expect(selectAmountText(snapshot)).toBe('42');
      expect(left).toEqual([]);
    },
  );

  it("an ordinary refusal stays on the page and is not the app's business", async () => {
    const { actor, heard } = topUp({ fail: 'addAccountCash', underApp: true });
    actor.send({ type: 'topUp.requested' });
    actor.send({ type: 'topUp.confirmed' });
    const snapshot = await waitFor(actor, (s: TopUpSnapshot) => s.matches('editing'));
    expect(selectTopUpFailure(snapshot)).toBe('nepavyko_papildyti');
    expect(heard()).toEqual([]);
  });

  it('a bank address that is not http(s) is a failure', async () => {
    const { actor, left } = topUp({ bankUrl: 'javascript:alert(1)' });
    actor.send({ type: 'topUp.requested' });
    actor.send({ type: 'topUp.confirmed' });
    const snapshot = await waitFor(actor, (s: TopUpSnapshot) => s.matches('editing'));
    expect(selectTopUpFailure(snapshot)).toBe('nepavyko_papildyti');
    expect(left).toEqual([]);
  });

  it('a held stepper steps once, repeats after 800 ms, then every 100 ms, until released', () => {
    const { actor, clock } = topUp();
    actor.send({ type: 'step.pressed', direction: 1 });
    expect(selectAmountText(actor.getSnapshot())).toBe('11');
    clock.increment(799);
    expect(selectAmountText(actor.getSnapshot())).toBe('11');
    clock.increment(1);
    expect(selectAmountText(actor.getSnapshot())).toBe('12');
    for (let i = 0; i < 5; i++) clock.increment(100);
    expect(selectAmountText(actor.getSnapshot())).toBe('17');
    actor.send({ type: 'step.released' });
    clock.increment(1000);
    expect(selectAmountText(actor.getSnapshot())).toBe('17');
    actor.send({ type: 'step.pressed', direction: -1 });
    actor.send({ type: 'step.released' });
    clock.increment(1000);
    expect(selectAmountText(actor.getSnapshot())).toBe('16');
  });
});

describe('top-up: offline', () => {
  it("a top-up refused offline says the banner's words; the amount stays as typed", async () => {
    const { actor } = topUp({
      fail: 'createCart',
      failure: { ok: false, error: 'connection', message: '', offline: true },
    });
    actor.send({ type: 'amount.changed', text: '25,5' });
    actor.send({ type: 'topUp.requested' });
    actor.send({ type: 'topUp.confirmed' });
    await waitFor(actor, (s: TopUpSnapshot) => selectTopUpFailure(s) !== null);
    expect(selectTopUpFailure(actor.getSnapshot())).toBe('offline_banner');
    expect(selectAmountText(actor.getSnapshot())).toBe('25,5');
  });
});
