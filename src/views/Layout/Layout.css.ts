import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: vars.z.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const userBar = style({
  background: '#081a10',
  color: vars.color.headerText,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const userBarInner = style([inner, { minHeight: 40, justifyContent: 'space-between' }]);

export const userLinks = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const barLink = style({
  color: vars.color.headerText,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  minHeight: 32,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  background: 'transparent',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered]': { background: 'rgba(255,255,255,0.12)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 1 },
  },
});

export const userName = style([
  barLink,
  {
    maxWidth: '40vw',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    display: 'inline-block',
    lineHeight: '32px',
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  boxShadow: '0 2px 10px rgba(0,0,0,0.18)',
});

export const headerInner = style([inner, { minHeight: vars.layout.headerHeight }]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.headerText,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  marginRight: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

export const brandMark = style({
  display: 'inline-flex',
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.headerBg,
  alignItems: 'center',
  justifyContent: 'center',
});

export const brandText = style({
  display: 'none',
  '@media': { 'screen and (min-width: 420px)': { display: 'inline' } },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  minWidth: 0,
  '@media': { [breakpoints.tablet]: { gap: vars.space.xs } },
});

export const headerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.headerText,
  background: 'transparent',
  border: '1px solid transparent',
  textDecoration: 'none',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered]': { background: 'rgba(255,255,255,0.12)' },
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.accent}`,
      outlineOffset: 1,
    },
    '&[aria-expanded="true"]': { background: 'rgba(255,255,255,0.18)' },
  },
});

export const balance = style([
  headerButton,
  {
    border: `1px solid rgba(255,255,255,0.35)`,
    borderRadius: vars.radius.pill,
    '@media': { 'screen and (min-width: 480px)': { padding: `0 ${vars.space.md}` } },
  },
]);

/** A label shown from small-tablet width up; below it the icon carries an aria-label. */
export const labelMedium = style({
  display: 'none',
  '@media': { 'screen and (min-width: 480px)': { display: 'inline' } },
});

export const labelWide = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});

const drop = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'none' },
});

export const menu = style({
  position: 'absolute',
  right: vars.space.lg,
  top: `calc(${vars.layout.headerHeight} - 4px)`,
  zIndex: vars.z.menu,
  minWidth: 240,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.sm,
  animation: `${drop} 140ms ease-out`,
  '@media': {
    'screen and (max-width: 719px)': { left: vars.space.sm, right: vars.space.sm },
  },
});

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const menuBalance = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
  '@media': { 'screen and (max-width: 719px)': { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const footer = style({
  minHeight: 48,
  background: vars.color.headerBg,
  marginTop: vars.space.xxl,
});

export const langSwitch = style({
  display: 'inline-flex',
  gap: 2,
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(255,255,255,0.3)',
  padding: 2,
});

export const langOption = style([
  barLink,
  {
    minHeight: 28,
    borderRadius: vars.radius.pill,
    padding: `0 ${vars.space.sm}`,
    fontWeight: 600,
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.headerText, color: vars.color.headerBg },
    },
  },
]);
