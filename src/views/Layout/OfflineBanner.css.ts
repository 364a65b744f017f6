import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * A dark red strip under the user bar, in the page's flow: the header above the page is sticky
 * already, and a second sticky strip would slide under it (or cover it on a phone, where the text
 * takes three lines). The failures it explains are told again in place, where the user acts.
 */
export const banner = style({
  background: vars.color.dangerStrong,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

/** Another tab's change: news, not an alarm, in the cart's own soft green. */
export const notice = style({
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const text = style({ flex: 1 });
