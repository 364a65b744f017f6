import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock, spawnChild } from 'xstate';
import type { Cart } from '../../machines/domain';
import {
  MAX_RECHECKS,
  paymentResultMachine,
  RECHECK_MS,
  selectPaidCart,
  selectResultView,
  type CartQuery,
  type PaymentKind,
  type PaymentOutcome,
} from '../../machines/paymentResult';
import { cart, failure, input, url } from './paymentResult.fixtures';

interface Read {
  input: CartQuery;
  signal: AbortSignal;
  answer: (cart: Cart) => void;
  fail: (error: unknown) => void;
}

/**
 * The machine with its reads answered by the test, on a simulated clock, under a stand-in app
 * (systemId `app`) that records what it is told.
 */
function start() {
  const reads: Read[] = [];
  const forgotten: string[] = [];
  const told: string[] = [];
  const clock = new SimulatedClock();
  const machine = paymentResultMachine.provide({
    actors: {
      getCart: fromPromise<Cart, CartQuery>(
        ({ input, signal }) =>
          new Promise<Cart>((answer, fail) => reads.push({ input, signal, answer, fail })),
      ),
    },
    actions: { forgetCart: (_, { code }) => forgotten.push(code) },
  });
  const app = setup({
    types: { events: {} as { type: string } },
    actors: { paymentResult: machine },
  }).createMachine({
    entry: spawnChild('paymentResult', { id: 'paymentResult', input }),
    on: { '*': { actions: ({ event }) => told.push(event.type) } },
  });
  const root = createActor(app, { clock, systemId: 'app' }).start();
  const actor = root.getSnapshot().children.paymentResult;
  if (!actor) throw new Error('no paymentResult child');
  const returned = (kind: PaymentKind, outcome: PaymentOutcome, code: string | null = 'C1') =>
    actor.send({ type: 'payment.returned', kind, outcome, code });
  const view = (kind: PaymentKind = 'reservation', outcome: PaymentOutcome = 'success') =>
    selectResultView(actor.getSnapshot(), kind, outcome);
  /** answers the newest read, then lets its promise settle */
  const answer = async (status: number) => {
    reads.at(-1)?.answer(cart(status));
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async () => {
    reads.at(-1)?.fail(failure);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, clock, reads, forgotten, told, returned, view, answer, fail };
}

describe('paymentResult: a reservation the bank accepted', () => {
  it('reads the cart with the booking access and the kept code before saying anything', () => {
    const { reads, returned, view } = start();
    expect(view()).toBe('confirming');
    returned('reservation', 'success');
    expect(reads.map((r) => r.input)).toEqual([{ access: { url, token: 'T1' }, code: 'C1' }]);
    expect(view()).toBe('confirming');
  });

  it('status 2: confirmed, and the paid cart’s code is forgotten', async () => {
    const { forgotten, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(2);
    expect(view()).toBe('confirmed');
    expect(forgotten).toEqual(['C1']);
  });

  it('confirmed: the page sums up the cart as it was found paid; no other page has one', async () => {
    const { actor, returned, answer } = start();
    expect(selectPaidCart(actor.getSnapshot())).toBeNull();
    returned('reservation', 'success');
    await answer(1);
    expect(selectPaidCart(actor.getSnapshot())).toBeNull();
    returned('reservation', 'failure');
    returned('reservation', 'success');
    await answer(2);
    expect(selectPaidCart(actor.getSnapshot())).toEqual(cart(2));
    returned('reservation', 'failure');
    expect(selectPaidCart(actor.getSnapshot())).toBeNull();
  });

  it('status 5: the slots were lost after the hold, and the ended cart’s code is forgotten', async () => {
    const { forgotten, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(5);
    expect(view()).toBe('lost');
    expect(forgotten).toEqual(['C1']);
  });

  it('not processed yet: checks again every 2 s, and confirms once it is paid', async () => {
    const { clock, reads, forgotten, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(1);
    expect(view()).toBe('confirming');
    clock.increment(RECHECK_MS - 1);
    expect(reads).toHaveLength(1);
    clock.increment(1);
    expect(reads).toHaveLength(2);
    await answer(2);
    expect(view()).toBe('confirmed');
    expect(forgotten).toEqual(['C1']);
  });

  it(`gives up after ${MAX_RECHECKS} more checks: still being processed, the code kept`, async () => {
    const { clock, reads, forgotten, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(1);
    for (let i = 0; i < MAX_RECHECKS; i += 1) {
      clock.increment(RECHECK_MS);
      await answer(1);
    }
    expect(reads).toHaveLength(1 + MAX_RECHECKS);
    expect(view()).toBe('unconfirmed');
    clock.increment(RECHECK_MS * 10);
    expect(reads).toHaveLength(1 + MAX_RECHECKS);
    expect(forgotten).toEqual([]);
  });

  it('a failed read counts as “not yet”: shown in place, never on the error channel', async () => {
    const { clock, reads, told, returned, view, answer, fail } = start();
    returned('reservation', 'success');
    await fail();
    expect(view()).toBe('confirming');
    clock.increment(RECHECK_MS);
    expect(reads).toHaveLength(2);
    await answer(2);
    expect(view()).toBe('confirmed');
    // nothing on the error channel; only the closed cart is reported
    expect(told).toEqual(['payment.cartClosed']);
  });

  it('failing every time ends as still being processed, not as a failure claim', async () => {
    const { clock, reads, told, returned, view, fail } = start();
    returned('reservation', 'success');
    await fail();
    for (let i = 0; i < MAX_RECHECKS; i += 1) {
      clock.increment(RECHECK_MS);
      await fail();
    }
    expect(reads).toHaveLength(1 + MAX_RECHECKS);
    expect(view()).toBe('unconfirmed');
    expect(told).toEqual([]);
  });

  it('an unconfirmed page shown again checks again, from the start', async () => {
    const { clock, reads, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(1);
    for (let i = 0; i < MAX_RECHECKS; i += 1) {
      clock.increment(RECHECK_MS);
      await answer(1);
    }
    returned('reservation', 'success');
    expect(reads).toHaveLength(2 + MAX_RECHECKS);
    await answer(2);
    expect(view()).toBe('confirmed');
  });

  it('no code kept in this browser: accepted without a read, nothing forgotten', () => {
    const { reads, forgotten, returned, view } = start();
    returned('reservation', 'success', null);
    expect(reads).toEqual([]);
    expect(forgotten).toEqual([]);
    expect(view()).toBe('accepted');
  });

  it('a later read carries the token the session settled on', async () => {
    const { actor, clock, reads, returned, answer } = start();
    returned('reservation', 'success');
    await answer(1);
    actor.send({ type: 'access.changed', token: 'T2' });
    clock.increment(RECHECK_MS);
    expect(reads.map((r) => r.input.access.token)).toEqual(['T1', 'T2']);
  });
});

describe('paymentResult: the same return twice records nothing twice', () => {
  it('shown twice while checking (React’s rehearsal, a quick reload): one read', () => {
    const { reads, returned } = start();
    returned('reservation', 'success');
    returned('reservation', 'success');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.signal.aborted).toBe(false);
  });

  it('shown again once confirmed (the code already forgotten): still confirmed, forgotten once', async () => {
    const { reads, forgotten, returned, view, answer } = start();
    returned('reservation', 'success');
    await answer(2);
    returned('reservation', 'success', null);
    expect(view()).toBe('confirmed');
    expect(reads).toHaveLength(1);
    expect(forgotten).toEqual(['C1']);
  });

  it('a top-up shown twice refreshes the balance once', () => {
    const { told, returned } = start();
    returned('balance', 'success', null);
    returned('balance', 'success', null);
    expect(told).toEqual(['balance.refreshRequested']);
  });

  it('another return while checking stops the read (its request is aborted)', () => {
    const { reads, returned, view } = start();
    returned('reservation', 'success');
    returned('reservation', 'failure');
    expect(reads[0]?.signal.aborted).toBe(true);
    expect(view('reservation', 'failure')).toBe('notPaid');
  });
});

describe('paymentResult: top-ups and cancelled payments', () => {
  it('a top-up the bank accepted: the app is told to read the balance again, no cart read', () => {
    const { reads, told, returned, view } = start();
    returned('balance', 'success', 'C1');
    expect(told).toEqual(['balance.refreshRequested']);
    expect(reads).toEqual([]);
    expect(view('balance', 'success')).toBe('toppedUp');
  });

  it.each([
    ['reservation', 'C1'],
    ['balance', null],
  ] as const)('a cancelled %s: no read, nothing forgotten, nothing told', (kind, code) => {
    const { reads, forgotten, told, returned, view } = start();
    returned(kind, 'failure', code);
    expect(reads).toEqual([]);
    expect(forgotten).toEqual([]);
    expect(told).toEqual([]);
    expect(view(kind, 'failure')).toBe('notPaid');
  });

  it('a page never reads another return’s state: a success page after a cancel starts confirming', async () => {
    const { returned, view, answer } = start();
    returned('reservation', 'success', 'C1');
    await answer(2);
    expect(view()).toBe('confirmed');
    expect(view('reservation', 'failure')).toBe('notPaid');
    returned('reservation', 'failure');
    expect(view()).toBe('confirming');
  });
});
