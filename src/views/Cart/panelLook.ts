import { vars } from '../../ui/theme.css';

/**
 * The cart panel's card, for its stylesheets: the panel itself (Cart.css.ts, fetched with the
 * cart's code), the place kept for it until then (CartPanel.css.ts, in the first load) and the
 * start-up skeleton's (src/views/Startup/StartupScreens.css.ts). Read only as the styles are
 * built, so it adds nothing to the bundles.
 */
export const panelLook = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} as const;

/** An empty cart's words take two lines' height (on one line where they fit, one more below). */
export const EMPTY_TEXT_LINES = 2;

/**
 * An empty cart's height: its padding, its title's line (h2, 1.2 × lg), the gap and its words'
 * lines (body text, 1.5 × 1rem).
 */
export const emptyPanelHeight = `calc(2 * ${vars.space.lg} + 1.2 * ${vars.fontSize.lg} + ${vars.space.md} + ${EMPTY_TEXT_LINES * 1.5}rem)`;

/** The place kept for an empty cart: its card at its height, with nothing in it. */
export const emptyPanelPlace = { ...panelLook, height: emptyPanelHeight } as const;
