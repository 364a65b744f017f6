/**
 * What the session's rule tests (session.test.ts) and model paths (session.paths.test.ts) share.
 */
import type { AdminLoginForm, PasswordChange } from '../../machines/domain';

/** the booking API's answer to a token it no longer takes */
export { expired as refused } from '../support/data';
export const bookingUrl = 'http://venue.test/api';
const consentIds = { terms: 5, newsletter: 1 };
export const check = { type: 'session.check', bookingUrl, consentIds } as const;

export const admin: AdminLoginForm = {
  username: 'admin@example.lt',
  password: 'admin123',
  id: '7',
};
export const change: PasswordChange = { oldPassword: 'secret1', newPassword: 'secret2' };

/** the options of a return visit named another booking address than the kept one */
export const movedCheck = { ...check, bookingUrl: 'http://moved.test/api' };
