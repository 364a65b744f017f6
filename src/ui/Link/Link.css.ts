import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

/** Text links. Links that look like buttons are `ButtonLink` (src/ui/Button). */
export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    tone: {
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
      /** the caller styles it entirely (the brand) */
      plain: { color: 'inherit', textDecoration: 'none' },
    },
  },
  defaultVariants: { tone: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
