// @vitest-environment node
/**
 * A tab lets go only of its own cart's code (docs/rules.md §4 "Tabs"): the portal's wiring binds
 * the cart's `forgetCode` to the browser's storage, where another tab may have kept a cart of its
 * own meanwhile. The cart's own tests give it a stand-in store, so only the real wiring, against
 * the simulator, shows what the browser keeps after a payment.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { shownOf, type CartSnapshot } from '../../machines/cart';
import type { Locale } from '../../machines/domain';
import { createPortalWiring } from '../../src/app/portal';
import { TOMORROW, client, startFixed, type Running } from '../venue-sim/helpers';

let running: Running;
let api: ReturnType<typeof client>;
beforeEach(async () => {
  running = await startFixed();
  api = client(running);
});
afterEach(() => running.close());

/**
 * A signed-in portal holding one slot pays for it by credits; `meanwhile` runs once the cart is on
 * screen, before the press. What the browser keeps afterwards.
 */
async function payByCredits(meanwhile: (keep: (code: string) => void) => void) {
  let token: string | null = await api.login();
  let stored: string | null = await api.newCart(token);
  const { courtID, time } = await api.findFree(1, TOMORROW, 1, token);
  const added = await api.form(
    `/api/v2/carts/${stored}/court-reservations-add`,
    { courtID: String(courtID), date: TOMORROW, time, durationMins: '30', clientID: '1001' },
    token,
  );
  expect(added.status).toBe(200);
  let locale: Locale = 'lt';
  const portal = createPortalWiring({
    contentUrl: `${running.url}/wp-json/data/v1/`,
    tokenStore: { get: () => token, set: (t) => (token = t) },
    localeStore: { get: () => locale, set: (l) => (locale = l) },
    cartStore: { get: () => stored, set: (c) => (stored = c) },
    navigate: () => {},
    location: { pathname: '/', search: '' },
  });
  const app = createActor(portal.app, { input: portal.input, systemId: 'app' }).start();
  const cart = () => app.getSnapshot().children.cart as AnyActorRef | undefined;
  const snapshot = () => cart()?.getSnapshot() as CartSnapshot | undefined;
  await waitFor(app, () => snapshot()?.matches('held') === true);
  meanwhile((code) => (stored = code));
  cart()?.send({
    type: 'pay.requested',
    method: 'credits',
    shown: shownOf(snapshot()?.context.cart ?? null),
  });
  await waitFor(app, () => snapshot()?.context.notice?.tone === 'success');
  app.stop();
  return stored;
}

describe('paying by credits through the portal', () => {
  it("lets go of the paid cart's code", async () => {
    expect(await payByCredits(() => {})).toBeNull();
  });

  it('keeps the code of a cart another tab kept meanwhile', async () => {
    // another tab made a cart for a slot of its own; its storage event is still on its way here
    expect(await payByCredits((keep) => keep('ANOTHER'))).toBe('ANOTHER');
  });
});
