import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: vars.z.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
  '@media': { [breakpoints.phone]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});
