import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: 44,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: 44,
  height: 26,
  borderRadius: vars.radius.pill,
  // the off track's border is the control's outline: dark enough to see against white (AA 3:1)
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: 'background 120ms, border-color 120ms',
  selectors: {
    [`${root}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${root}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${root}[data-selected][data-hovered]:not([data-disabled]) &`]: {
      background: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.textMuted,
  transition: 'transform 120ms, background 120ms',
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: 'translateX(18px)',
      background: vars.color.primaryText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const busy = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
