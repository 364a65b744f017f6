import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const popover = style({ minWidth: 240 });

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  outline: 'none',
  margin: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.slotFree, color: vars.color.primaryHover },
    // keyboard focus gets a ring, not only a tint: visible on any screen and in forced colours
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: -3,
    },
    '&[aria-current="page"]': { color: vars.color.primary },
  },
});
