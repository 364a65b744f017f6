import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [breakpoints.tablet]: { alignItems: 'center', padding: vars.space.xl } },
});

export const modal = style({
  width: '100%',
  maxHeight: '92vh',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 180ms ease-out`,
  '@media': { [breakpoints.tablet]: { maxWidth: 520, borderRadius: vars.radius.lg } },
});

export const dialog = style({
  padding: vars.space.xl,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg });
