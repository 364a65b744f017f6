import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const group = recipe({
  base: {
    display: 'inline-flex',
    gap: 2,
    borderRadius: vars.radius.pill,
    padding: 2,
    border: '1px solid',
  },
  variants: {
    tone: {
      onDark: { borderColor: vars.color.onDarkBorder, color: vars.color.headerText },
      onLight: { borderColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'onDark' },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 28,
  minWidth: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '@media': {
    'screen and (max-width: 419px)': { padding: `0 6px` },
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-pressed="true"])': { background: vars.color.ghostHover } },
    },
  },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    [`${group.classNames.variants.tone.onDark} &[aria-pressed="true"]`]: {
      background: vars.color.headerText,
      color: vars.color.headerBg,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    [`${group.classNames.variants.tone.onDark} &:focus-visible`]: {
      outlineColor: vars.color.accent,
    },
  },
});
