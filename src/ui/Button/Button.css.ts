import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

/** Every button's look; a tone and a size add to it (Button.tsx `buttonClass` puts them together). */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  WebkitTapHighlightColor: 'transparent',
  // react-aria's states, not the browser's: its focus ring is the keyboard's only, and its hover
  // is a mouse's only (a touch leaves no hover behind on a phone)
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const tone = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&[data-hovered]': { background: vars.color.primarySoft } },
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    selectors: { '&[data-hovered]': { background: vars.color.ghostHover } },
  },
  /** on the dark header and user bar; an open disclosure (menu, panel) stays lit */
  onDark: {
    background: 'transparent',
    color: vars.color.headerText,
    selectors: {
      '&[data-hovered]': { background: vars.color.onDarkHover },
      '&[data-pressed], &[aria-expanded="true"]': { background: vars.color.onDarkPressed },
      '&[data-focus-visible]': { outlineColor: vars.color.accent, outlineOffset: 1 },
    },
  },
  /** on the dark header: an outlined pill (the balance) */
  onDarkOutline: {
    background: 'transparent',
    color: vars.color.headerText,
    borderColor: vars.color.onDarkBorder,
    borderRadius: vars.radius.pill,
    selectors: {
      '&[data-hovered]': { background: vars.color.onDarkHover },
      '&[data-pressed]': { background: vars.color.onDarkPressed },
      '&[data-focus-visible]': { outlineColor: vars.color.accent, outlineOffset: 1 },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
  },
  /** an action that reads as a text link ("Register", "Read the terms" beside a form) */
  link: {
    background: 'transparent',
    color: vars.color.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]': { color: vars.color.primaryHover } },
  },
});

export const size = styleVariants({
  md: {},
  sm: { minHeight: 36, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
  icon: { minHeight: 44, minWidth: 44, padding: 0 },
  /**
   * a header control: icon first, its label shown where there is room; on the narrowest phones
   * (320 px) a little narrower, so the balance fits beside four of them
   */
  header: {
    minHeight: 44,
    minWidth: 44,
    padding: `0 ${vars.space.sm}`,
    gap: vars.space.xs,
    '@media': { [breakpoints.narrowPhone]: { minWidth: 40, padding: '0 6px' } },
  },
  /** the thin user bar */
  bar: {
    minHeight: 32,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
    borderRadius: vars.radius.sm,
  },
});

/** as wide as its container */
export const wide = style({ width: '100%' });

/** a link-like action (tone `link`, size `sm`) sits in a line of text: little room around it */
export const linkInText = style({ padding: `0 ${vars.space.xs}` });

export interface ButtonVariants {
  /** primary by default */
  tone?: keyof typeof tone;
  /** md by default */
  size?: keyof typeof size;
  wide?: boolean;
}

/** A row of buttons, the main one last, at the end of the line; they wrap on a narrow screen. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
