import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The booking the dialog is about: label and value on a line each pair. */
export const booking = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });

export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
