import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The input with the show/hide toggle sitting inside its right edge. */
export const control = style({ position: 'relative', display: 'flex' });

/** Room on the right for the toggle, so typed text never runs under it. */
export const input = style({ paddingRight: 52 });

export const toggle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  minHeight: 44,
  padding: 0,
  border: 'none',
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
