import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';

export const bar = style({
  background: vars.color.headerBgDeep,
  color: vars.color.headerText,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  minHeight: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/**
 * A visitor's login and register cannot shrink like a user's name: below ~360 px they go to a
 * second line instead of out of the page.
 */
export const wraps = style({ flexWrap: 'wrap' });

/**
 * A user's name and logout go to a second line on the narrowest phones too, where beside the
 * language switch the name would be cut to its first letter.
 */
export const wrapsNarrowest = style({
  '@media': { [breakpoints.narrowPhone]: { flexWrap: 'wrap' } },
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginLeft: 'auto',
});

const narrow = 'screen and (max-width: 419px)';

/** A long name is cut with an ellipsis so the bar stays one line on a phone. */
export const userName = style({
  display: 'inline-block',
  maxWidth: 'min(40vw, 18em)',
  '@media': {
    'screen and (max-width: 419px)': { maxWidth: '26vw' },
    // on a line of its own (wrapsNarrowest)
    [breakpoints.narrowPhone]: { maxWidth: '60vw' },
  },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: '32px',
  padding: `0 ${vars.space.sm}`,
});

export const login = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  '@media': { [narrow]: { padding: `0 ${vars.space.xs}` } },
});

/** The register button beside the login link: as tight as the link on a phone. */
export const register = style({
  '@media': { [narrow]: { paddingInline: vars.space.xs } },
});
