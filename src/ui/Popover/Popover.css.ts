import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  // react-aria gives the space left in the viewport; never taller than that
  maxHeight: 'var(--visual-viewport-height)',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${enter} 140ms ease-out` },
  },
});

/** A small dialog in a popover (PopoverDialog): a question and its answers. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  maxWidth: 320,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
