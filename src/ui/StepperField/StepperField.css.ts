import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

/** The input between its two step buttons, in one frame that says focus and invalid. */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const step = style({
  flex: '0 0 44px',
  minHeight: 44,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&:focus': { outline: 'none' },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
