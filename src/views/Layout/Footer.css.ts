import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const name = style({ margin: 0, fontWeight: 700 });

export const contacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
});
