import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: 44,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  marginTop: 1,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    [`${root}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${root}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    // a fixed, ticked box stays legible: muted, not washed out
    [`${root}[data-disabled][data-selected] &`]: {
      background: vars.color.textMuted,
      borderColor: vars.color.textMuted,
    },
    [`${root}[data-disabled]:not([data-selected]) &`]: { opacity: 0.55 },
  },
});

export const check = style({
  width: 14,
  height: 14,
  visibility: 'hidden',
  selectors: { [`${root}[data-selected] &`]: { visibility: 'visible' } },
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
