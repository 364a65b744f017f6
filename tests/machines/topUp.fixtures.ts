/** What top-up's rule tests (topUp.test.ts) and model paths (topUp.paths.test.ts) share. */
import type { Failure } from '../../machines/domain';
import type { TopUpInput } from '../../machines/topUp';

export const input: TopUpInput = {
  access: { url: 'http://venue.test/api', token: 'tok' },
  subject: '42',
  email: 'ada@example.lt',
  paymentMethod: 'bank',
  returnUrls: { accept: 'http://portal/mokejimas/sekmingai-balansas', cancel: 'http://portal/x' },
};
export const failure: Failure = { ok: false, error: 'server', message: 'No' };
export { expired } from '../support/data';
