import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const when = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const lengths = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** One length: its time range and minutes, the price, the select button; one line. */
export const length = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const range = style({
  display: 'flex',
  flexDirection: 'column',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const minutes = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const price = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** as tall and wide as the small button it stands for */
export const buttonPlaceholder = style({ width: 96, height: 36 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const stateText = style({ margin: 0, color: vars.color.text });
