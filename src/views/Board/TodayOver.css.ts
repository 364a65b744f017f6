import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * No height of its own: the message lies over the top of the day's board, whose cells are all past
 * by then, so its coming (on arrival, or as the server's clock passes the last half-hour) never
 * moves the board or anything under it (no layout shift). Above the board's sticky heads.
 */
export const anchor = style({
  position: 'relative',
  height: 0,
  zIndex: 4,
});

export const card = style({
  position: 'absolute',
  top: vars.space.xxl,
  insetInline: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

/** The search's busy line, as tall as the button it stands for. */
export const searching = style({
  margin: 0,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
});
