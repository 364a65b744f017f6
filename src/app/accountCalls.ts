/**
 * The booking API's account calls (src/api/account.ts) for the pages that make them: the balance,
 * orders and invoices pages, whose own machines they serve. Those pages import them from here, so
 * the calls come with the pages' code, not in the board's first load, on the same wire as the
 * app's children (`PageEffects`, src/app/portal.ts).
 */
import type { BookingAccess } from '../../machines/domain';
import type { AccountCalls } from '../api';
import { createAccountCalls } from '../api/account';
import type { PageEffects } from './portal';

/** The account calls as the holder of `access` makes them, at its booking address. */
export const accountCalls =
  ({ bookingAt }: PageEffects) =>
  (access: BookingAccess): AccountCalls =>
    createAccountCalls(bookingAt(access));
