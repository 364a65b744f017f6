import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

/** Why the typed range is not read, under the fields. */
export const error = style({
  maxWidth: '32em',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** The two dates and the calendar's button, which stays on the right of the first line. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

/** Too narrow for both dates on one line (a 320 px phone), the second goes under the first. */
export const dates = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  minWidth: 0,
});

export const input = style({
  display: 'inline-flex',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: '2px 1px',
  borderRadius: 3,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: '2px 0' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const dash = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xs}` });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  marginLeft: 'auto',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.ghostHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 300,
  maxWidth: 'calc(100vw - 48px)',
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

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

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
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-selected]': { background: vars.color.primarySoft, color: vars.color.text },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: 700,
    },
    '&[data-focus-visible]': focusRing,
    // after the last day that can be chosen: shown, never chosen
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'default',
      background: 'transparent',
    },
  },
});
