import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.panel,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(420px, 100vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  animation: `${slideIn} 200ms ease-out`,
});

export const dialog = style({
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  outline: 'none',
});

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
