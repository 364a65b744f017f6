import { style } from '@vanilla-extract/css';
import { hiddenRules } from './hiddenRules';

/** Off screen but in the accessibility tree (the rules: ./hiddenRules.ts). */
export const root = style(hiddenRules);
