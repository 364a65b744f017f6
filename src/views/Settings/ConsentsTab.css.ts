import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: 44,
});

export const skeletonText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** the switch's track, as big as the real one */
export const skeletonTrack = style({
  display: 'flex',
  flexShrink: 0,
  width: 44,
  height: 26,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});
