import { style, type StyleRule } from '@vanilla-extract/css';

/**
 * Off screen but in the accessibility tree. Exported as rules too, so a component can hide its
 * own text only at some widths (the brand name on phones) without a global utility class.
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

export const root = style(hiddenRules);
