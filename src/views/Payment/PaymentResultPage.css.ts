import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The outcome text, with the busy spinner beside it while the payment is being checked. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** What the page adds below the bank's answer: a summary, the new balance, the hold. */
export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const paidTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignSelf: 'stretch',
  width: '100%',
  margin: 0,
  fontWeight: 700,
});

export const newBalance = style({
  margin: 0,
  fontWeight: 700,
});

export const stillHeld = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
