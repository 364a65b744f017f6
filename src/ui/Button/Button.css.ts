import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const button = recipe({
  base: {
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
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.ghostHover } },
          },
        },
      },
      /** on the dark header and user bar; an open disclosure (menu, panel) stays lit */
      onDark: {
        background: 'transparent',
        color: vars.color.headerText,
        selectors: {
          '&:active, &[aria-expanded="true"]': { background: vars.color.onDarkPressed },
          '&:focus-visible': { outlineColor: vars.color.accent, outlineOffset: 1 },
        },
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.onDarkHover } },
          },
        },
      },
      /** on the dark header: an outlined pill (the balance) */
      onDarkOutline: {
        background: 'transparent',
        color: vars.color.headerText,
        borderColor: vars.color.onDarkBorder,
        borderRadius: vars.radius.pill,
        selectors: {
          '&:active': { background: vars.color.onDarkPressed },
          '&:focus-visible': { outlineColor: vars.color.accent, outlineOffset: 1 },
        },
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.onDarkHover } },
          },
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
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover:not(:disabled)': { color: vars.color.primaryHover } },
          },
        },
      },
    },
    size: {
      md: {},
      sm: { minHeight: 36, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      icon: { minHeight: 44, minWidth: 44, padding: 0 },
      /** a header control: icon first, its label shown where there is room */
      header: { minHeight: 44, minWidth: 44, padding: `0 ${vars.space.sm}`, gap: vars.space.xs },
      /** the thin user bar */
      bar: {
        minHeight: 32,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
        borderRadius: vars.radius.sm,
      },
    },
    wide: { true: { width: '100%' } },
  },
  compoundVariants: [
    // a link-like action sits in a line of text: only a little room around its words
    { variants: { tone: 'link', size: 'sm' }, style: { padding: `0 ${vars.space.xs}` } },
  ],
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
