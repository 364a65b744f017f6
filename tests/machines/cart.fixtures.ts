/** What the cart's rule tests (cart.test.ts) and model paths (cart.paths.test.ts) share. */
import { shownOf, type CartInput, type PaymentMethod } from '../../machines/cart';
import type { Cart, CourtReservationRequest, Failure } from '../../machines/domain';

const NOW = '2026-11-21 18:00:00';
/** A cart whose hold has `seconds` left by the server's clock. */
export function cartWith(seconds: number, over: Partial<Cart> = {}): Cart {
  const until = new Date(Date.UTC(2026, 10, 21, 18, 0, 0) + seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const expiration = `${until.getUTCFullYear()}-${pad(until.getUTCMonth() + 1)}-${pad(until.getUTCDate())} ${pad(until.getUTCHours())}:${pad(until.getUTCMinutes())}:${pad(until.getUTCSeconds())}`;
  return {
    code: 'c1',
    status: 1,
    expiration,
    serverNow: NOW,
    total: 24,
    items: [
      {
        id: 11,
        from: '2026-11-21 19:00:00',
        till: '2026-11-21 20:00:00',
        price: 24,
        priceWithoutDiscount: 24,
        product: 'Kortas 1',
        productId: 101,
        quantity: 1,
        placeId: 1,
        serviceId: 5,
      },
    ],
    ...over,
  };
}
export const holding = cartWith(900);
export const emptyUsable = cartWith(900, { items: [], total: 0 });
export const paid = cartWith(900, { status: 2 });
/** The held cart with a second time in it, as another tab's add leaves it: 48,00 €. */
export const twoHeld = cartWith(900, {
  total: 48,
  items: [...holding.items, { ...holding.items[0]!, id: 12, from: '2026-11-21 20:00:00' }],
});
export const connection: Failure = { ok: false, error: 'connection', message: '' };
export const taken: Failure = {
  ok: false,
  error: 'server',
  message: 'Laikas jau užimtas',
  status: 409,
};
export const missing: Failure = { ok: false, error: 'server', message: 'Not found', status: 404 };
export const broken: Failure = { ok: false, error: 'server', message: '', status: 500 };
export { expired } from '../support/data';
export const tooLittle: Failure = {
  ok: false,
  error: 'server',
  message: 'Nepakanka kreditų',
  status: 402,
};
export const crashed: Failure = {
  ok: false,
  error: 'server',
  message: 'Simulated failure',
  status: 500,
};
export const slot: CourtReservationRequest = {
  courtId: 3,
  date: '2026-11-21',
  time: '19:00:00',
  durationMins: 60,
  clientId: '42',
};
/** The pay button pressed on a dialog that showed `shown` (the held cart, unless said). */
export const pay = (method: PaymentMethod, shown: Cart | null = holding) => ({
  type: 'pay.requested' as const,
  method,
  shown: shownOf(shown),
});
export const input: CartInput = {
  access: { url: 'http://venue.test/api', token: 'tok' },
  code: 'c1',
  paymentMethod: 'bank',
  returnUrls: { accept: 'http://portal/mokejimas/sekminga-rezervacija', cancel: 'http://portal/x' },
  balance: null,
};
