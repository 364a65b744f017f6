import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A card's look; its width, padding and alignment add to it (Card.tsx). */
export const base = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const width = styleVariants({
  full: { width: '100%' },
  narrow: { width: '100%', maxWidth: 560 },
});

export const padding = styleVariants({
  md: { padding: vars.space.xl },
  lg: {
    padding: vars.space.xl,
    '@media': { 'screen and (min-width: 480px)': { padding: vars.space.xxl } },
  },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export interface CardVariants {
  /** full by default */
  width?: keyof typeof width;
  /** md by default */
  padding?: keyof typeof padding;
  /** start by default */
  align?: keyof typeof align;
}
