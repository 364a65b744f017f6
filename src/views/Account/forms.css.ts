import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** An account form: fields, message box and button in one column. */
export const form = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Two short fields side by side where there is room (first and last name). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const checkbox = style({ display: 'flex', flexDirection: 'column' });

/** Under the box, lined up with its label (box 22 px + gap). */
export const checkboxError = style({
  margin: 0,
  paddingLeft: `calc(22px + ${vars.space.md})`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** A secondary action under a checkbox ("read the terms"), lined up with its label. */
export const underCheckbox = style({
  alignSelf: 'flex-start',
  // the link button's own padding (xs) lines its text up with the label
  marginLeft: `calc(22px + ${vars.space.md} - ${vars.space.xs})`,
});

/** The line of links and buttons under a form: lost password, register, log in. */
export const aside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const asideGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

/** The server's own words under a form's message (a refused sign-in's). */
export const outcomeDetail = style({ display: 'block', fontWeight: 400, marginTop: vars.space.xs });
