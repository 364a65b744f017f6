import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(480px, calc(100vw - 24px))',
  pointerEvents: 'none',
  selectors: {
    // The cart's hold warning stands at the bottom too, and its Extend button is what a customer
    // needs next when a toast says an extend failed: while it shows, toasts come at the top.
    'body:has([data-hold-warning]) &': { bottom: 'auto', top: vars.space.lg },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.primaryText,
  background: vars.color.danger,
  pointerEvents: 'auto',
  animation: `${rise} 160ms ease-out`,
});

export const text = style({ flex: 1, fontWeight: 500 });

export const detail = style({ display: 'block', fontWeight: 400, fontSize: vars.fontSize.sm });
