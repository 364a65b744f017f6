import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** A yellow strip under the user bar: hard to miss, and unlike anything a customer sees. */
export const banner = style({
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const who = style({ fontWeight: 700 });
