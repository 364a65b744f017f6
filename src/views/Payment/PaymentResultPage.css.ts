import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The outcome text, with the busy spinner beside it while the payment is being checked. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A cancelled reservation's hold: still held, for how long, and the cart. */
export const stillHeld = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
