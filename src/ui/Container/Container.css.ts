import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const root = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  '@media': { [breakpoints.phone]: { padding: `0 ${vars.space.md}` } },
});
