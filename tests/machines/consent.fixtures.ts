/** What consent's rule tests (consent.test.ts) and model paths (consent.paths.test.ts) share. */
import type { ConsentInput } from '../../machines/consent';
import type { Consent, Failure } from '../../machines/domain';

export const ids = { terms: 5, newsletter: 1 };
export const input: ConsentInput = {
  access: { url: 'http://venue.test/api', token: 'tok' },
  subject: '42',
  ids,
};
export const failure: Failure = { ok: false, error: 'server', message: 'No' };
export { expired } from '../support/data';
export const accepted: Consent[] = [
  { templateId: 5, consent: true, channels: ['email'] },
  { templateId: 1, consent: false, channels: [] },
];
export const notAccepted: Consent[] = [{ templateId: 5, consent: false, channels: [] }];
