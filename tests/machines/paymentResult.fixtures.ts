/**
 * What the payment result's rule tests (paymentResult.test.ts) and model paths
 * (paymentResult.paths.test.ts) share.
 */
import type { Cart, Failure } from '../../machines/domain';
import type { PaymentResultInput } from '../../machines/paymentResult';

export const url = 'http://venue.test/api';
export const input: PaymentResultInput = { access: { url, token: 'T1' } };
export const failure: Failure = { ok: false, error: 'connection', message: '' };
export const cart = (status: number): Cart => ({
  code: 'C1',
  status,
  expiration: '2026-11-21 09:45:00',
  serverNow: '2026-11-21 09:31:00',
  total: 8,
  items: [
    {
      id: 7,
      from: '2026-11-21 10:00:00',
      till: '2026-11-21 11:00:00',
      price: 8,
      priceWithoutDiscount: 8,
      product: 'Kortas 1',
      productId: 11,
      quantity: 1,
      placeId: 1,
      serviceId: 3,
    },
  ],
});
