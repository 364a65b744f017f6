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
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primarySoft },
        },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: 'rgba(127,127,127,0.14)' },
        },
      },
      danger: {
        background: vars.color.danger,
        color: '#fff',
      },
    },
    size: {
      md: {},
      sm: { minHeight: 36, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      icon: { minHeight: 44, minWidth: 44, padding: 0 },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
