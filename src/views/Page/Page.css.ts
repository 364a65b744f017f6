import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xl, letterSpacing: '-0.01em' });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
