import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const base = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 30%, ${vars.color.surface} 50%, ${vars.color.surfaceMuted} 70%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // a still placeholder rather than a near-instant flicker
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const shape = styleVariants({
  /** a line of text */
  text: { height: '0.8em', borderRadius: vars.radius.sm },
  /** a filled box as wide as its container (a cell, a card); its height comes from a className */
  block: { width: '100%', minHeight: '1em', borderRadius: vars.radius.sm },
});
