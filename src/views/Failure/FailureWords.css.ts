import { style } from '@vanilla-extract/css';

/** The portal's sentence and, under it, the server's own words: each a line of its own. */
export const failureLine = style({ display: 'block', fontWeight: 400 });
