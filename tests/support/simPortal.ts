/**
 * The portal's real wiring (src/app/portal.ts) against a running simulator, for the tests of what
 * only the wiring decides (which cart a logout empties, which code a payment lets go). The demo
 * user is signed in and holds one slot of tomorrow in a cart kept in this "browser", whose stores
 * are plain fields a test reads, and sets as another tab would.
 */
import { createActor } from 'xstate';
import type { Locale } from '../../machines/domain';
import { createPortalWiring } from '../../src/app/portal';
import { TOMORROW, client, type Running } from '../venue-sim/helpers';

export async function portalHoldingASlot(running: Running, minutes: 30 | 60 = 30) {
  const api = client(running);
  const token = await api.login();
  const code = await api.newCart(token);
  const { courtID, time } = await api.findFree(1, TOMORROW, minutes / 30, token);
  const added = await api.form(
    `/api/v2/carts/${code}/court-reservations-add`,
    {
      courtID: String(courtID),
      date: TOMORROW,
      time,
      durationMins: String(minutes),
      clientID: '1001',
    },
    token,
  );
  if (added.status !== 200) throw new Error(`the slot was not added: ${added.status}`);
  const browser: { token: string | null; cart: string | null; locale: Locale } = {
    token,
    cart: code,
    locale: 'lt',
  };
  const portal = createPortalWiring({
    contentUrl: `${running.url}/wp-json/data/v1/`,
    tokenStore: { get: () => browser.token, set: (t) => (browser.token = t) },
    localeStore: { get: () => browser.locale, set: (l) => (browser.locale = l) },
    cartStore: { get: () => browser.cart, set: (c) => (browser.cart = c) },
    navigate: () => {},
    location: { pathname: '/', search: '' },
  });
  const app = createActor(portal.app, { input: portal.input, systemId: 'app' }).start();
  return { app, api, browser, code, courtID, time };
}
