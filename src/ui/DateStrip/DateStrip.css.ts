import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { hiddenRules } from '../VisuallyHidden/hiddenRules';

/** A day's box: as wide as "Pn" or "Wed" over "28", and a thumb's height. */
const dayWidth = 48;
export const stripHeight = 60;

/** the arrows on either side, the days between them */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: stripHeight,
});

export const arrow = style({
  minWidth: 32,
  minHeight: stripHeight,
  padding: 0,
  selectors: { '&[data-disabled]': { opacity: 0.35 } },
});

export const frame = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  // room for the focus ring, which the scroll box would clip
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  scrollbarWidth: 'none',
  scrollPaddingInline: vars.space.xl,
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

export const day = style({
  position: 'relative',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: dayWidth,
  height: stripHeight - 8,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  // no fade: a chosen day shows at once, and a colour fading on the main thread redrew the strip
  // in every frame while the new day loaded
  // (a day is a label around a hidden radio button: DateStrip.tsx, StripDay)
  '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.primary } } } },
  selectors: {
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/**
 * A day's radio button: in the accessibility tree, not on screen (the day's box is what shows).
 * The rules from a module that makes no CSS: importing the kit's VisuallyHidden stylesheet moved
 * its rules into a chunk the board never loads.
 */
export const input = style(hiddenRules);

/** today: a bar under its number */
export const today = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      bottom: 4,
      width: 16,
      height: 3,
      borderRadius: vars.radius.pill,
      background: 'currentColor',
    },
  },
});

export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1,
  textTransform: 'capitalize',
});

export const number = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The month's short name on its first day, where the strip crosses into it: small, over the
 * weekday, in the box's own room (the strip keeps its height), and a line on the box's start side
 * that marks the turn of the month.
 */
export const month = style({
  fontSize: 10,
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

globalStyle(`${day}[data-month-starts]`, {
  gap: 1,
  boxShadow: `-3px 0 0 ${vars.color.primary}`,
});
