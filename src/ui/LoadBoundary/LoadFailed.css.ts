import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** In the page's flow, where the part that failed would have been. */
export const inline = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** Over the page, where a dialog or panel that failed would have opened: a card at the bottom. */
export const floating = style([
  inline,
  {
    position: 'fixed',
    left: '50%',
    bottom: vars.space.lg,
    transform: 'translateX(-50%)',
    zIndex: vars.z.modal,
    width: 'min(480px, calc(100vw - 24px))',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
