import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const panel = style({ paddingTop: vars.space.lg, outline: 'none' });
