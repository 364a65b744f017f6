import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The row's look; its tone adds to it (ToggleGroup.tsx). */
export const group = style({
  display: 'inline-flex',
  gap: 2,
  borderRadius: vars.radius.pill,
  padding: 2,
  border: '1px solid',
});

/** On the dark user bar, or on a light page (the start-up failure). */
export const tone = styleVariants({
  onDark: { borderColor: vars.color.onDarkBorder, color: vars.color.headerText },
  onLight: { borderColor: vars.color.border, color: vars.color.text },
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
  // react-aria's states: the keyboard's focus ring, a mouse's hover (none left behind by a touch)
  outline: 'none',
  '@media': {
    'screen and (max-width: 419px)': { padding: `0 6px` },
  },
  selectors: {
    '&[data-hovered]:not([data-selected])': { background: vars.color.ghostHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    [`${tone.onDark} &[data-selected]`]: {
      background: vars.color.headerText,
      color: vars.color.headerBg,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    [`${tone.onDark} &[data-focus-visible]`]: {
      outlineColor: vars.color.accent,
    },
  },
});
