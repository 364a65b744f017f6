import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const date = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const panel = style({ outline: 'none' });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: 'calc(100vh - 180px)',
  minHeight: 240,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overscrollBehavior: 'contain',
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const courtHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  padding: `${vars.space.md} ${vars.space.sm}`,
  minWidth: 104,
  textAlign: 'center',
  fontWeight: 700,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const corner = style([
  courtHead,
  { left: 0, zIndex: 3, minWidth: 64, textAlign: 'left', color: vars.color.textMuted },
]);

export const timeCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  padding: `0 ${vars.space.sm}`,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderRight: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'left',
});

const slot = style({
  height: 40,
  padding: 2,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

const label = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.01em',
});

export const slotCell = slot;

export const slotLabel = styleVariants({
  free: [label, { background: vars.color.slotFree, color: vars.color.slotFreeText }],
  full: [label, { background: vars.color.slotFull, color: vars.color.slotFullText }],
  fullsell: [label, { background: vars.color.slotSale, color: vars.color.slotSaleText }],
  mycart: [label, { background: vars.color.slotCart, color: vars.color.slotCartText }],
  my: [label, { background: vars.color.slotMine, color: vars.color.slotMineText }],
  other: [label, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  minWidth: 88,
  height: 28,
  padding: `0 ${vars.space.md}`,
});

export const state = style({
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const skeleton = style({
  height: 40,
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted}, ${vars.color.bg}, ${vars.color.surfaceMuted})`,
});
