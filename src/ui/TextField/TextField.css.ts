import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const required = style({ color: vars.color.danger, marginLeft: 2 });

export const input = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  width: '100%',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.primary, outline: 'none' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: 96, resize: 'vertical' }]);

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
