// @vitest-environment node
/**
 * Logging out frees the courts held in this browser's cart (docs/rules.md, "Logout order"): the
 * portal's wiring binds the session's `emptyCart` call to the stored cart's code. The session's own
 * tests give it a stand-in call, so only the real wiring against the simulator shows them freed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
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

interface WireCart {
  inside: { court_reservations: unknown[] };
}

describe('logging out through the portal', () => {
  it('empties the stored cart on the server, so its courts are free again', async () => {
    let token: string | null = await api.login();
    let cart: string | null = await api.newCart(token);
    const { courtID, time } = await api.findFree(1, TOMORROW, 2, token);
    const added = await api.form(
      `/api/v2/carts/${cart}/court-reservations-add`,
      { courtID: String(courtID), date: TOMORROW, time, durationMins: '60', clientID: '1001' },
      token,
    );
    expect(added.status).toBe(200);
    const code = cart;
    let locale: Locale = 'lt';
    const portal = createPortalWiring({
      contentUrl: `${running.url}/wp-json/data/v1/`,
      tokenStore: { get: () => token, set: (t) => (token = t) },
      localeStore: { get: () => locale, set: (l) => (locale = l) },
      cartStore: { get: () => cart, set: (c) => (cart = c) },
      navigate: () => {},
      location: { pathname: '/', search: '' },
    });
    const app = createActor(portal.app, { input: portal.input, systemId: 'app' }).start();
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

    expect(token).toBeNull();
    const after = await api.get(`/api/v2/carts/${code}`);
    expect((after.body.data as WireCart).inside.court_reservations).toEqual([]);
    const days = await api.placeInfo(1, TOMORROW);
    expect(days.find((d) => d.courtID === courtID)?.timetable[time]?.status).toBe('free');
  });
});
