import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';
import { hiddenRules } from '../../ui/VisuallyHidden/hiddenRules';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  boxShadow: vars.shadow.header,
});

export const inner = style({
  minHeight: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [breakpoints.narrowPhone]: { gap: vars.space.sm } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginRight: 'auto',
  minHeight: 44,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  color: vars.color.headerText,
  selectors: {
    '&[data-focus-visible]': { outlineColor: vars.color.accent },
  },
});

export const brandMark = style({
  display: 'inline-flex',
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.headerBg,
  alignItems: 'center',
  justifyContent: 'center',
});

/** On phones the mark alone shows; the name stays the link's accessible name. */
export const brandText = style({
  '@media': { 'screen and (max-width: 419px)': hiddenRules },
});

/**
 * The controls at the right. The box takes the row's free space and sets them at its end, so its
 * own edge stays put when start-up's end brings the balance, the map and the phone in at its start
 * (a layout shift otherwise).
 */
export const actions = style({
  display: 'flex',
  flex: 1,
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: 2,
  minWidth: 0,
  '@media': {
    [breakpoints.narrowPhone]: { gap: 0 },
    [breakpoints.tablet]: { gap: vars.space.xs },
  },
});

/** The balance's wallet: on the narrowest phones the amount alone fits (a 320 px header). */
export const walletIcon = style({
  display: 'inline-flex',
  '@media': { [breakpoints.narrowPhone]: { display: 'none' } },
});

/** A label shown from small-tablet width up; below it the control's aria-label names it. */
export const labelMedium = style({
  display: 'none',
  '@media': { 'screen and (min-width: 480px)': { display: 'inline' } },
});

/** Shown from small-tablet width up; below it, still read by screen readers (part of the name). */
export const labelMediumElseHidden = style({
  '@media': { 'screen and (max-width: 479px)': hiddenRules },
});

export const labelWide = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});

/**
 * The balance in euros: digits of one width, never wrapped; room for a placeholder while read, a
 * line's height with it too, so the amount does not move up when it comes.
 */
export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '4.5em',
  minHeight: '1lh',
  justifyContent: 'flex-end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
