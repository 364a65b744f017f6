import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const intro = style({ color: vars.color.textMuted });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlock: `1px solid ${vars.color.border}`,
});

/** under the terms box, lined up with its label (box 22 px + gap) */
export const readMore = style({
  marginInlineStart: `calc(22px + ${vars.space.md} - ${vars.space.md})`,
  marginBlockEnd: vars.space.xs,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

/** confirm, the way forward, across the dialog; log out, the only other way, quieter under it */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 120,
  color: vars.color.textMuted,
});

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** the server's terms: readable prose inside the dialog */
export const terms = style({ lineHeight: 1.55, overflowWrap: 'anywhere' });

globalStyle(`${terms} > :first-child`, { marginTop: 0 });
globalStyle(`${terms} :is(h1, h2, h3, h4, h5, h6)`, {
  fontSize: vars.fontSize.md,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});
globalStyle(`${terms} :is(p, ul, ol, table, blockquote)`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${terms} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${terms} li + li`, { marginTop: vars.space.xs });
globalStyle(`${terms} a`, { color: vars.color.primary, textUnderlineOffset: 3 });
// a link whose unsafe address the sanitiser dropped is plain text, not something to click
globalStyle(`${terms} a:not([href])`, { color: 'inherit' });
globalStyle(`${terms} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${terms} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: 'left',
});
