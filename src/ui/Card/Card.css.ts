import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
  },
  variants: {
    width: {
      full: { width: '100%' },
      narrow: { width: '100%', maxWidth: 560 },
    },
    padding: {
      md: { padding: vars.space.xl },
      lg: {
        padding: vars.space.xl,
        '@media': { 'screen and (min-width: 480px)': { padding: vars.space.xxl } },
      },
    },
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { width: 'full', padding: 'md', align: 'start' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
