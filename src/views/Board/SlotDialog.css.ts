import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // focus waits here while a retry reads the lengths (SlotDialog): a place, not a control
  selectors: { '&:focus': { outline: 'none' } },
});

export const when = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const lengths = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // each length lays itself out by the list's width, not the window's (see `length`)
  containerType: 'inline-size',
});

/**
 * The width under which a length's range, price and button no longer share one line (a phone's
 * dialog, some 320–360 px): the price then goes under the range, the button beside both.
 */
const NARROW = '(max-width: 24rem)';

/**
 * One length: its time range and minutes, the price, the select button, on one line; in a narrow
 * list the price under the minutes. The range never breaks ("11:30–" over "13:00" reads as two
 * times).
 */
export const length = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"range price button"',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
  '@container': {
    [NARROW]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"range button" "price button"',
      rowGap: 0,
    },
  },
});

export const range = style({
  gridArea: 'range',
  display: 'flex',
  flexDirection: 'column',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const select = style({ gridArea: 'button' });

export const minutes = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const price = style({
  gridArea: 'price',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** a placeholder's line of text: as tall as the line it stands for */
export const skeletonLine = style({ display: 'flex', alignItems: 'center', minHeight: '1lh' });

/** as tall and wide as the small button it stands for */
export const buttonPlaceholder = style({ width: 96, height: 36 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const stateText = style({ margin: 0, color: vars.color.text });

/** the failed add's message: the portal focuses it when told; it is no control, so no outline */
export const addFailure = style({
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { outline: 'none' } },
});

export const addFailureLead = style({ display: 'block', fontWeight: 700 });

export const addFailureNext = style({ display: 'block', marginTop: vars.space.xs });
