import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 320,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
};

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'default' },
  },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const weekday = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: '1px auto',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: 700,
    },
    '&[data-focus-visible]': focusRing,
    // before the server's today: shown, never chosen (no strike-through, which reads as an error)
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'default',
      background: 'transparent',
    },
  },
});

/** The skeleton's parts (CalendarSkeleton): cells as react-aria's, with no padding of their own. */
export const weekdaySlot = style({ paddingTop: 0, paddingLeft: 0, paddingRight: 0 });
export const daySlot = style({ padding: 0 });
export const emptyDay = style({ cursor: 'default' });
export const monthLine = style({ display: 'inline-block', verticalAlign: 'middle', width: '8em' });
