import { style } from '@vanilla-extract/css';
import { pillLook } from '../Link/Link.css';
import { vars } from '../theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** One row of pills; on a narrow screen it scrolls sideways rather than wrapping. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  // room for the focus ring, which the scroll box would clip
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  scrollbarWidth: 'thin',
  scrollPaddingInline: vars.space.lg,
});

export const tab = style({
  ...pillLook,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    ...pillLook.selectors,
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
