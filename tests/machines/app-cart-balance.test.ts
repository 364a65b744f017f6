/**
 * The app's balance relay: the session knows the balance, the cart must know it to refuse a
 * payment by credits the balance cannot cover before sending it (docs/rules.md §8 "A short
 * balance"). The app reads its session child's balance whenever it may have changed and tells the
 * cart: when the cart starts, when the session reads the balance, when who is signed in settles.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { boardMachine } from '../../machines/board';
import { cartMachine, shownOf } from '../../machines/cart';
import type { CourtDay, Failure } from '../../machines/domain';
import {
  appMachineWithChildren,
  sessionMachineWithChildren,
  startupAnswering,
} from '../support/machines';
import { ada, expired, onePlace as places, heldCart as held } from '../support/data';

/**
 * A signed-in app with a held cart, ready; each balance read answers the next of `balances`, the
 * first one only when `firstRead` is called (so it can land after the cart has started).
 */
async function signedInApp(balances: number[], refuse: Failure | null = null) {
  const paid: string[] = [];
  let reads = 0;
  let firstRead = () => {};
  const first = new Promise<void>((resolve) => (firstRead = resolve));
  const machine = appMachineWithChildren.provide({
    actors: {
      startup: startupAnswering(places),
      session: sessionMachineWithChildren.provide({
        actors: {
          checkToken: fromPromise(async () => ada),
          getCredit: fromPromise(async () => {
            reads += 1;
            if (reads === 1) await first;
            return balances[reads - 1] ?? 0;
          }),
        },
      }),
      board: boardMachine.provide({
        actors: { loadPlaceInfo: fromPromise(() => new Promise<CourtDay[]>(() => {})) },
      }),
      cart: cartMachine.provide({
        actors: {
          getCart: fromPromise(async () => held),
          payByCredits: fromPromise(async () => {
            paid.push('payByCredits');
            if (refuse) throw refuse;
            return { ...held, status: 2 };
          }),
        },
      }),
    },
    actions: { navigate: () => {}, persistLocale: () => {} },
  });
  const actor = createActor(machine, {
    input: { storedToken: 'stored', storedCart: 'c1', locale: 'lt' },
    systemId: 'app',
  }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  const cart = () => actor.getSnapshot().children.cart!;
  await waitFor(cart(), (s) => s.matches('held'));
  return { actor, cart, paid, firstRead };
}

describe('app: the cart knows the balance the session knows', () => {
  it('a balance read after the cart started reaches it: a short one stops the payment before it is sent', async () => {
    const { cart, paid, firstRead } = await signedInApp([5]);
    expect(cart().getSnapshot().context.balance).toBeNull();
    firstRead();
    await waitFor(cart(), (s) => s.context.balance === 5);
    cart().send({
      type: 'pay.requested',
      method: 'credits',
      shown: shownOf(cart().getSnapshot().context.cart),
    });
    await waitFor(cart(), (s) => s.context.notice !== null);
    expect(cart().getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: 7.5,
    });
    expect(paid).toEqual([]);
  });

  it('a balance read again (after a top-up or a payment) reaches the cart too', async () => {
    const { actor, cart, firstRead } = await signedInApp([5, 40]);
    firstRead();
    await waitFor(cart(), (s) => s.context.balance === 5);
    actor.send({ type: 'balance.refreshRequested' });
    await waitFor(cart(), (s) => s.context.balance === 40);
  });

  it('a 402 has the session read the balance again; the cart then says by how much it is short', async () => {
    const tooLittle: Failure = {
      ok: false,
      error: 'server',
      message: 'Nepakanka kreditų',
      status: 402,
    };
    const { cart, paid, firstRead } = await signedInApp([50, 3], tooLittle);
    firstRead();
    await waitFor(cart(), (s) => s.context.balance === 50);
    cart().send({
      type: 'pay.requested',
      method: 'credits',
      shown: shownOf(cart().getSnapshot().context.cart),
    });
    await waitFor(cart(), (s) => s.context.notice !== null);
    await waitFor(cart(), (s) => s.context.balance === 3);
    expect(paid).toEqual(['payByCredits']);
    expect(cart().getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: 9.5,
    });
  });

  it('signing out leaves the cart no balance', async () => {
    const { actor, cart, firstRead } = await signedInApp([5]);
    firstRead();
    await waitFor(cart(), (s) => s.context.balance === 5);
    // the session ends (a 401 elsewhere): it drops user, token and balance, and says so
    actor.send({ type: 'call.failed', call: 'getOrders', failure: expired });
    await waitFor(actor, (s) => s.context.user === null);
    expect(cart().getSnapshot().context.balance).toBeNull();
  });
});
