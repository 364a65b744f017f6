/**
 * The app's relay after a payment by credits: the cart says `cart.paid`, and the session must read
 * the balance again (the header would show the old balance otherwise). The app's model paths visit
 * `cart.paid` but do not look at what it sends on, so they passed with this relay gone.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { boardMachine } from '../../machines/board';
import type { CourtDay } from '../../machines/domain';
import {
  appMachineWithChildren,
  sessionMachineWithChildren,
  startupAnswering,
} from '../support/machines';
import { ada, onePlace as places } from '../support/data';

/** A signed-in app, ready; each balance read answers the next of `balances`. */
async function signedInApp(balances: number[]) {
  const credits: string[] = [];
  const machine = appMachineWithChildren.provide({
    actors: {
      startup: startupAnswering(places),
      session: sessionMachineWithChildren.provide({
        actors: {
          checkToken: fromPromise(async () => ada),
          getCredit: fromPromise(async ({ input }) => {
            credits.push(input.access.token ?? '');
            return balances[credits.length - 1] ?? 0;
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
    input: { storedToken: 'stored', storedCart: null, locale: 'lt' },
    systemId: 'app',
  }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  const session = () => actor.getSnapshot().children.session?.getSnapshot();
  await waitFor(actor, () => session()?.context.balance === balances[0]);
  return { actor, credits, session };
}

describe('app: after a payment by credits', () => {
  it('the session reads the balance again and shows the new one', async () => {
    const { actor, credits, session } = await signedInApp([50, 12.5]);
    expect(credits).toEqual(['stored']);
    actor.send({ type: 'cart.paid' });
    await waitFor(actor, () => session()?.context.balance === 12.5, { timeout: 1000 });
    expect(credits).toEqual(['stored', 'stored']);
  });
});
