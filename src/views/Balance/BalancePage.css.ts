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

export const submit = style({ display: 'inline-flex' });
