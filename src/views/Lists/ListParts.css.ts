import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const phone = 'screen and (max-width: 639px)';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  // focused by a retry only, as the place the list comes back to: no ring for a pointer's press
  outline: 'none',
  selectors: {
    '&[aria-busy]': { opacity: 0.7, transition: 'opacity 150ms' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const skeletonRow = style({ height: 36 });

export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const monthHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  // "2026 m. lapkritis": the month name reads as a heading
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [phone]: { background: 'transparent', boxShadow: 'none', overflow: 'visible' } },
});

export const numeric = style({ textAlign: 'right' });
export const nowrap = style({ whiteSpace: 'nowrap' });

globalStyle(`${table} th`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
globalStyle(`${table} th${numeric}`, { textAlign: 'right' });

globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

// On a phone: no header row, each row a card, each cell "Column: value".
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody, ${table} tr`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': {
    [phone]: {
      marginBottom: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
    },
  },
});
globalStyle(`${table} td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.md,
      padding: `${vars.space.xs} 0`,
      borderBottom: 'none',
      textAlign: 'right',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      textAlign: 'left',
    },
  },
});
globalStyle(`${table} td:last-child`, {
  '@media': { [phone]: { justifyContent: 'flex-end', paddingTop: vars.space.sm } },
});
globalStyle(`${table} td:last-child::before`, { '@media': { [phone]: { content: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/** Under a row's buttons: what went wrong with its action, wrapped within the cell. */
export const rowFailure = style({
  flexBasis: '100%',
  margin: 0,
  maxWidth: '28em',
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerStrong,
  textAlign: 'right',
  whiteSpace: 'normal',
});

/** The cause's sentence and the server's words, each on a line of its own under the lead. */
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
