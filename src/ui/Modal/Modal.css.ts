import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

const overlayBase = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

/** `center`: a dialog (a bottom sheet on phones); `side`: a panel sliding in from the right. */
export const overlay = styleVariants({
  center: [
    overlayBase,
    {
      zIndex: vars.z.modal,
      display: 'flex',
      alignItems: 'flex-end',
      justifyContent: 'center',
      '@media': { [breakpoints.tablet]: { alignItems: 'center', padding: vars.space.xl } },
    },
  ],
  side: [overlayBase, { zIndex: vars.z.panel }],
});

export const modal = styleVariants({
  center: {
    width: '100%',
    maxHeight: '92vh',
    overflow: 'auto',
    background: vars.color.surface,
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    boxShadow: vars.shadow.raised,
    animation: `${rise} 180ms ease-out`,
    '@media': { [breakpoints.tablet]: { maxWidth: 520, borderRadius: vars.radius.lg } },
  },
  side: {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    width: 'min(420px, 100vw)',
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
    overflowY: 'auto',
    animation: `${slideIn} 200ms ease-out`,
  },
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

/** A dialog's content: its parts in a column (DialogBody). */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A dialog's sentence (DialogText). */
export const text = style({ margin: 0 });
