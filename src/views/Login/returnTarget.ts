import type { MessageId } from '../../app/intl-types';
import { paths } from '../../app/paths';

/**
 * A visitor sent to the login page from a users-only page carries that page along as
 * `?grizti=/balansas`: the login page says why they are there, and once signed in they go back.
 * Only the portal's own users-only pages are accepted, so the parameter cannot send anyone away.
 */
export const RETURN_PARAM = 'grizti';

const USERS_ONLY: Record<string, MessageId> = {
  [paths.balance]: 'balance_title',
  [paths.orders]: 'orders_title',
  [paths.invoices]: 'invoices_title',
  [paths.settings]: 'settings_title',
  [paths.consents]: 'settings_title',
};

/** The login page's address for a visitor turned away from `path`. */
export function loginPathFor(path: string): string {
  return path in USERS_ONLY
    ? `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(path)}`
    : paths.login;
}

/** The page to return to, with its title, from the login page's query string; null if none. */
export function returnTargetOf(search: string): { path: string; title: MessageId } | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  if (path === null) return null;
  const title = USERS_ONLY[path];
  return title ? { path, title } : null;
}
