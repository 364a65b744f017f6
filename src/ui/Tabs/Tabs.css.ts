import { style } from '@vanilla-extract/css';
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
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-pressed]': { background: vars.color.primarySoft },
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
