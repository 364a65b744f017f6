import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({ fontWeight: 600 });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.textMuted },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dot = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 1,
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: 'border 120ms',
  selectors: {
    [`${radio}[data-selected] &`]: {
      border: `6px solid ${vars.color.primary}`,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 500 });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
});
