import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

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
