import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/**
 * A slow pulse of opacity: the compositor runs it, so a page of placeholders costs the main thread
 * nothing per frame. (A shimmer moving a gradient's background-position is repainted on the main
 * thread every frame, some 40 ms a frame on a slow phone while the app is starting.)
 */
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const base = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
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
