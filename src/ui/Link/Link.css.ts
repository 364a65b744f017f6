import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A pill you can press: the look of a link that stands alone, and of an unselected tab. */
export const pillLook = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-pressed]': { background: vars.color.primarySoft },
  },
} satisfies StyleRule;

/** Text links, with a tone (Link.tsx). Links that look like buttons are `ButtonLink` (src/ui/Button). */
export const base = style({
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  textUnderlineOffset: '0.2em',
  WebkitTapHighlightColor: 'transparent',
  // react-aria's keyboard focus ring (data-focus-visible), not the browser's
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const tone = styleVariants({
  /** in running text on a light surface */
  inline: {
    color: vars.color.primary,
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { color: vars.color.primaryHover } },
  },
  /** on the dark header, user bar and footer */
  onDark: {
    color: vars.color.headerText,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': { outlineColor: vars.color.accent },
    },
  },
  /** a link that stands alone, as a pill (the venues on an unknown venue's page) */
  pill: pillLook,
  /** the caller styles it entirely (the brand) */
  plain: { color: 'inherit', textDecoration: 'none' },
});

export interface LinkVariants {
  /** inline by default */
  tone?: keyof typeof tone;
}
