import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/** Bottom left, above everything: a developer's tool over the page, not part of it. */
export const corner = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: vars.z.toast,
  boxShadow: vars.shadow.raised,
});
