import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const screen = style({
  flex: 1,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.primary,
});

export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xxl,
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'center',
});

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
  color: vars.color.primary,
});
