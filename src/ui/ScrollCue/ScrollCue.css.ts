import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The colour a fade melts into: what is behind the box that scrolls (the page's by default). */
export const fadeColor = createVar();
/** Where the start side's fade begins: after a column that stays put (the board's times). */
export const fadeInsetStart = createVar();

/**
 * Around a box that scrolls sideways: the fades are placed on its edges, and shown while
 * useScrollCue says there is more on that side (`data-more-start`, `data-more-end`).
 */
export const frame = style({
  position: 'relative',
  minWidth: 0,
  vars: { [fadeColor]: vars.color.bg, [fadeInsetStart]: '0px' },
});

const fade = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 32,
  pointerEvents: 'none',
  zIndex: 4,
  // hidden, not only transparent: a test (and a screen) can tell whether it is there
  visibility: 'hidden',
  opacity: 0,
  transition: 'opacity 150ms, visibility 150ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const shown = { visibility: 'visible', opacity: 1 } as const;

export const fadeStart = style([
  fade,
  {
    left: fadeInsetStart,
    background: `linear-gradient(to right, ${fadeColor}, transparent)`,
    selectors: { [`${frame}[data-more-start] > &`]: shown },
  },
]);

export const fadeEnd = style([
  fade,
  {
    right: 0,
    background: `linear-gradient(to left, ${fadeColor}, transparent)`,
    selectors: { [`${frame}[data-more-end] > &`]: shown },
  },
]);
