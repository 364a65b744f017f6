import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xl, letterSpacing: '-0.01em' });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const narrow = style({ maxWidth: 560, width: '100%' });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
