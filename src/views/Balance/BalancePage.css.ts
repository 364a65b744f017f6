import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'grid',
  // minmax(0, …): a column as wide as the page, not as its widest content (the amount's input
  // would otherwise hold it wider than a phone)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  maxWidth: 880,
  '@media': {
    'screen and (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
  },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const balance = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primary,
});

export const unknown = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  width: '100%',
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const step = style({
  flex: '0 0 44px',
  minHeight: 44,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&:focus': { outline: 'none' },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const submit = style({ display: 'inline-flex' });

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  maxWidth: 320,
});

export const confirmText = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
