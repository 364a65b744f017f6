/**
 * The board's addresses, Home and a venue's page (src/app/Routes.tsx), as a pattern's source: the
 * prerendered shell is the board's page, and the build's boot script (scripts/prerender.ts), which
 * cannot import the app, keeps it off other addresses with the same pattern.
 */
export const BOARD_PATH_SOURCE = '^/(rezervacija/[^/]+/?)?$';
