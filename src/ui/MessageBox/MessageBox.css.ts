import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  fontWeight: 500,
});

export const tone = styleVariants({
  error: [
    base,
    {
      background: vars.color.dangerSoft,
      borderColor: vars.color.danger,
      color: vars.color.dangerStrong,
    },
  ],
  success: [
    base,
    {
      background: vars.color.successSoft,
      borderColor: vars.color.success,
      color: vars.color.successStrong,
    },
  ],
  info: [base, { background: vars.color.surfaceMuted, borderColor: vars.color.border }],
});
