import type { StyleRule } from '@vanilla-extract/css';

/**
 * Off screen but in the accessibility tree: the rules alone, in a module that makes no CSS, so a
 * stylesheet can use them (the brand name on phones, the date strip's radios) without pulling the
 * kit's VisuallyHidden stylesheet into its own CSS chunk.
 */
export const hiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;
