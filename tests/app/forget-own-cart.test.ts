// @vitest-environment node
/**
 * A tab lets go only of its own cart's code (docs/rules.md §4 "Tabs"): the portal's wiring binds
 * the cart's `forgetCode` to the browser's storage, where another tab may have kept a cart of its
 * own meanwhile. The cart's own tests give it a stand-in store, so only the real wiring, against
 * the simulator, shows what the browser keeps after a payment.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor, type AnyActorRef } from 'xstate';
import { shownOf, type CartSnapshot } from '../../machines/cart';
import { portalHoldingASlot } from '../support/simPortal';
import { startFixed, type Running } from '../venue-sim/helpers';

let running: Running;
beforeEach(async () => {
  running = await startFixed();
});
afterEach(() => running.close());

/**
 * A signed-in portal holding one slot pays for it by credits; `meanwhile` runs once the cart is on
 * screen, before the press. The code the browser keeps afterwards.
 */
async function payByCredits(meanwhile: (browser: { cart: string | null }) => void) {
  const { app, browser } = await portalHoldingASlot(running);
  const cart = () => app.getSnapshot().children.cart as AnyActorRef | undefined;
  const snapshot = () => cart()?.getSnapshot() as CartSnapshot | undefined;
  await waitFor(app, () => snapshot()?.matches('held') === true);
  meanwhile(browser);
  cart()?.send({
    type: 'pay.requested',
    method: 'credits',
    shown: shownOf(snapshot()?.context.cart ?? null),
  });
  await waitFor(app, () => snapshot()?.context.notice?.tone === 'success');
  app.stop();
  return browser.cart;
}

describe('paying by credits through the portal', () => {
  it("lets go of the paid cart's code", async () => {
    expect(await payByCredits(() => {})).toBeNull();
  });

  it('keeps the code of a cart another tab kept meanwhile', async () => {
    // another tab made a cart for a slot of its own; its storage event is still on its way here
    expect(await payByCredits((browser) => (browser.cart = 'ANOTHER'))).toBe('ANOTHER');
  });
});
