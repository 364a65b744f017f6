// @vitest-environment node
/**
 * Logging out frees the courts held in this browser's cart (docs/rules.md, "Logout order"): the
 * portal's wiring binds the session's `emptyCart` call to the stored cart's code. The session's own
 * tests give it a stand-in call, so only the real wiring against the simulator shows them freed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { portalHoldingASlot } from '../support/simPortal';
import { TOMORROW, startFixed, type Running } from '../venue-sim/helpers';

let running: Running;
beforeEach(async () => {
  running = await startFixed();
});
afterEach(() => running.close());

interface WireCart {
  inside: { court_reservations: unknown[] };
}

describe('logging out through the portal', () => {
  it('empties the stored cart on the server, so its courts are free again', async () => {
    const { app, api, browser, code, courtID, time } = await portalHoldingASlot(running, 60);
    const session = () => app.getSnapshot().children.session;
    const heldInCart = () => app.getSnapshot().children.cart?.getSnapshot().context.cart?.items;
    await waitFor(app, (s) => s.matches('ready') && s.context.user !== null);
    await waitFor(app, () => heldInCart()?.length === 1);

    // as the user bar does it: pressed, asked (the cart holds a slot), confirmed
    app.send({ type: 'session.logoutRequested' });
    await waitFor(
      app,
      () =>
        session()
          ?.getSnapshot()
          .matches({ signedIn: { logout: 'asking' } }) === true,
    );
    session()?.send({ type: 'logout.confirmed' });
    await waitFor(app, () => session()?.getSnapshot().matches('signedOut') === true);
    app.stop();

    expect(browser.token).toBeNull();
    const after = await api.get(`/api/v2/carts/${code}`);
    expect((after.body.data as WireCart).inside.court_reservations).toEqual([]);
    const days = await api.placeInfo(1, TOMORROW);
    expect(days.find((d) => d.courtID === courtID)?.timetable[time]?.status).toBe('free');
  });
});
