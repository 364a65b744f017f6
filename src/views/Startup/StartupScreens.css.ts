import { globalStyle, style } from '@vanilla-extract/css';
import { emptyPanelPlace } from '../Cart/panelLook';
import { vars } from '../../ui/theme.css';

/*
 * What the board's skeleton shows only when a session is stored, under the boot script's mark
 * <html data-session> (scripts/prerender.ts): the cart's place (as CartPanel.css.ts keeps it) and
 * the place of the legend's last two looks.
 */
const noSession = 'html:not([data-session]) &';

export const cartPlace = style({
  ...emptyPanelPlace,
  selectors: { [noSession]: { display: 'none' } },
});

export const legend = style({});

/** the legend's last two items, the looks only someone signed in has (StartupScreens.tsx LEGEND) */
const signedInLooks = `${legend} > :nth-last-child(-n+2)`;

// kept empty: the shell shows nothing start-up may contradict (the token may have expired)
globalStyle(signedInLooks, { visibility: 'hidden' });
globalStyle(`html:not([data-session]) ${signedInLooks}`, { display: 'none' });

export const screen = style({
  flex: 1,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  color: vars.color.headerBg,
});

export const brandMark = style({
  display: 'inline-flex',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.headerBg,
  color: vars.color.accent,
  alignItems: 'center',
  justifyContent: 'center',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.primary,
  fontWeight: 600,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: 400,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const call = style({ margin: 0 });

export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
  color: vars.color.primary,
});

/**
 * The date's grey line: an inline block in a line of text, so it keeps the height of the text that
 * replaces it.
 */
export const dateLine = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '16em',
  maxWidth: '100%',
});

/** A venue tab's place, without a venue's name. */
export const tabPill = style({
  width: '11em',
  background: vars.color.surfaceMuted,
  borderColor: vars.color.surfaceMuted,
});
