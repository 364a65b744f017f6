/**
 * Every address the portal has (SPEC §2), in one place: `routes` are the patterns
 * src/app/Routes.tsx matches, `paths` build the addresses the views link to and navigate to. A
 * page's Lithuanian name is written here once, so a renamed page cannot leave a link behind.
 *
 * This module imports nothing: the build's boot script (scripts/prerender.ts), which cannot import
 * the app, reads `BOARD_PATH_SOURCE` from it.
 */

/** The patterns src/app/Routes.tsx matches (wouter's syntax: `:id` a segment, `?` optional). */
export const routes = {
  home: '/',
  venue: '/rezervacija/:id',
  login: '/prisijungti',
  lostPassword: '/priminti-slaptazodi',
  balance: '/balansas',
  orders: '/uzsakymai',
  invoices: '/saskaitos',
  /** one route for both tabs: no tab is the password tab, `sutikimai` the consents tab */
  settings: '/nustatymai/:tab?',
  balancePaid: '/mokejimas/sekmingai-balansas',
  balanceNotPaid: '/mokejimas/nesekmingai-balansas',
  reservationPaid: '/mokejimas/sekminga-rezervacija',
  reservationNotPaid: '/mokejimas/nesekminga-rezervacija',
} as const;

/** The settings page's tab segments (`/nustatymai/sutikimai`); the password tab has none. */
export const SETTINGS_CONSENTS_TAB = 'sutikimai';

/** The addresses themselves: a page's, or a venue's board (a data-made segment, encoded). */
export const paths = {
  home: routes.home,
  venue: (id: number | string) => `/rezervacija/${encodeURIComponent(String(id))}`,
  login: routes.login,
  lostPassword: routes.lostPassword,
  balance: routes.balance,
  orders: routes.orders,
  invoices: routes.invoices,
  settings: '/nustatymai',
  consents: `/nustatymai/${SETTINGS_CONSENTS_TAB}`,
  balancePaid: routes.balancePaid,
  balanceNotPaid: routes.balanceNotPaid,
  reservationPaid: routes.reservationPaid,
  reservationNotPaid: routes.reservationNotPaid,
} as const;

/**
 * The board's addresses, Home and a venue's page, as a pattern's source: the prerendered shell is
 * the board's page, and the build's boot script keeps it off other addresses with the same
 * pattern.
 */
export const BOARD_PATH_SOURCE = '^/(rezervacija/[^/]+/?)?$';

/**
 * The venue segment a board address names, as written (`/rezervacija/2` → '2'), '' for Home, null
 * for any other page.
 */
export function boardPlaceOf(pathname: string): string | null {
  const match = new RegExp(BOARD_PATH_SOURCE).exec(pathname);
  if (!match) return null;
  return match[1]?.replace(/^rezervacija\//, '').replace(/\/$/, '') ?? '';
}
