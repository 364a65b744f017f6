import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bar = style({
  background: vars.color.headerBgDeep,
  color: vars.color.headerText,
  fontSize: vars.fontSize.sm,
});

/**
 * Below 375 px the language switch and the account links do not fit one line: the links take a
 * second line of their own, a visitor's and a user's alike, so the bar is as tall for both and
 * the line can be kept for them while start-up runs (`linksReserved`).
 */
const twoLines = 'screen and (max-width: 374px)';

/** The account links' line: the name, login and logout are each this tall. */
const linksLine = 32;

export const inner = style({
  minHeight: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [twoLines]: { flexWrap: 'wrap' } },
});

/**
 * While start-up runs there are no account links yet (it does not know whose they are); where
 * they will take a second line, that line is kept for them, so their coming does not push the
 * page down (a layout shift).
 */
export const linksReserved = style({
  display: 'none',
  '@media': { [twoLines]: { display: 'block', flexBasis: '100%', height: linksLine } },
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  marginLeft: 'auto',
  '@media': { [twoLines]: { flexBasis: '100%' } },
});

const narrow = 'screen and (max-width: 419px)';

/** A long name is cut with an ellipsis, so the bar keeps to its lines. */
export const userName = style({
  display: 'inline-block',
  maxWidth: 'min(40vw, 18em)',
  '@media': {
    [narrow]: { maxWidth: '26vw' },
    // on a line of its own
    [twoLines]: { maxWidth: '60vw' },
  },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: `${linksLine}px`,
  padding: `0 ${vars.space.sm}`,
});

export const login = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: linksLine,
  padding: `0 ${vars.space.sm}`,
  '@media': { [narrow]: { padding: `0 ${vars.space.xs}` } },
});

/** The register button beside the login link: as tight as the link on a phone. */
export const register = style({
  '@media': { [narrow]: { paddingInline: vars.space.xs } },
});
