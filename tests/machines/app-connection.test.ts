/**
 * The app's relay when the connection comes back (machines/connection.ts reports
 * `connection.restored`): the cart is read again and its countdown set by the server's time of
 * that answer, and the session reads the balance again. The app's model paths visit the event but
 * do not look at what it sends on.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { boardMachine } from '../../machines/board';
import { cartMachine } from '../../machines/cart';
import type { Cart, CourtDay } from '../../machines/domain';
import {
  appMachineWithChildren,
  sessionMachineWithChildren,
  startupAnswering,
} from '../support/machines';
import { ada, onePlace as places } from '../support/data';

/** The held cart as the server answers it at `serverNow`, its hold ending at 18:15. */
const heldAt = (serverNow: string): Cart => ({
  code: 'c1',
  status: 1,
  expiration: '2026-11-21 18:15:00',
  serverNow,
  total: 7,
  items: [
    {
      ...{ id: 11, from: '2026-11-21 19:00:00', till: '2026-11-21 19:30:00', price: 7 },
      ...{ priceWithoutDiscount: 7, product: 'Kortas 1', productId: 101, quantity: 1 },
      ...{ placeId: 1, serviceId: 5 },
    },
  ],
});

async function signedInApp(answers: string[], balances: number[]) {
  const [reads, credits] = [[] as string[], [] as number[]];
  const machine = appMachineWithChildren.provide({
    actors: {
      startup: startupAnswering(places),
      session: sessionMachineWithChildren.provide({
        actors: {
          checkToken: fromPromise(async () => ada),
          getCredit: fromPromise(async () => {
            credits.push(balances[credits.length] ?? 0);
            return credits.at(-1)!;
          }),
        },
      }),
      cart: cartMachine.provide({
        actors: {
          getCart: fromPromise(async ({ input }) => {
            reads.push(input.code);
            return heldAt(answers[reads.length - 1] ?? answers.at(-1)!);
          }),
        },
      }),
      board: boardMachine.provide({
        actors: { loadPlaceInfo: fromPromise(() => new Promise<CourtDay[]>(() => {})) },
      }),
    },
    actions: { navigate: () => {}, persistLocale: () => {} },
  });
  const actor = createActor(machine, {
    input: { storedToken: 'stored', storedCart: 'c1', locale: 'lt' },
    systemId: 'app',
  }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  const cart = () => actor.getSnapshot().children.cart!.getSnapshot();
  const session = () => actor.getSnapshot().children.session!.getSnapshot();
  await waitFor(actor, () => cart().matches('held') && session().context.balance === balances[0]);
  return { actor, reads, credits, cart, session };
}

describe('app: the connection comes back', () => {
  it("the cart is read again, its countdown by the server's time; the balance is read again", async () => {
    // 10 min left at the first read; the server's clock has moved on 4 min when the page is back
    const app = await signedInApp(['2026-11-21 18:05:00', '2026-11-21 18:09:00'], [50, 43]);
    expect(app.cart().context.remaining).toBe(600);
    app.actor.send({ type: 'connection.lost' });
    app.actor.send({ type: 'connection.restored' });
    await waitFor(app.actor, () => app.reads.length === 2 && app.cart().matches('held'));
    expect(app.reads).toEqual(['c1', 'c1']);
    expect(app.cart().context.remaining).toBe(360);
    await waitFor(app.actor, () => app.session().context.balance === 43);
  });
});
