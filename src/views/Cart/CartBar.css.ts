import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * Held at the bottom of the screen (sticky, at the end of the board page, so at the page's end it
 * takes its own place above the footer and covers nothing there); drawn on a phone only, where
 * the cart panel is below the board (CartBar.tsx).
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  // the hold warning, in the hold's last minute, is a row of its own above the summary
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(16, 40, 28, 0.12)',
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  minWidth: 0,
  lineHeight: 1.3,
});

export const count = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const hold = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const over = style([hold, { color: vars.color.dangerStrong, fontWeight: 600 }]);

export const open = style({ flexShrink: 0, whiteSpace: 'nowrap' });
