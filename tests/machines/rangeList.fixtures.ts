/**
 * What the range lists' rule tests (rangeList.test.ts) and model paths (rangeList.paths.test.ts)
 * share.
 */
import type { Failure, Order } from '../../machines/domain';

export const access = { url: 'http://venue.test/api', token: 'tok' };
export const failure: Failure = { ok: false, error: 'server', message: 'No' };
export { expired } from '../support/data';
export const order = (id: number, start: string, listedForSale = false): Order => ({
  id,
  saleId: null,
  listedForSale,
  start,
  end: start,
  venue: 'Centras',
  service: 'Tenisas',
  price: 24,
  validCount: 1,
});
export const o1 = order(1, '2026-11-25 18:00:00');
export const range = { from: '2026-11-21', to: '2027-01-21' };
