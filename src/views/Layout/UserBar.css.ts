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

const narrow = 'screen and (max-width: 419px)';

/** The account links' line: the name, login and logout are each this tall. */
const linksLine = 32;

export const inner = style({
  minHeight: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': {
    // on a phone, a few pixels more for a user's name beside the language switch
    [narrow]: { gap: vars.space.xs },
    [twoLines]: { flexWrap: 'wrap' },
  },
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

/**
 * The name takes the room the line leaves beside the language switch and the logout button, up to
 * a cap on wide screens; only a name longer than that room is cut, with an ellipsis, so the bar
 * keeps to its lines.
 */
export const userName = style({
  display: 'inline-block',
  maxWidth: 'min(40vw, 18em)',
  '@media': {
    [narrow]: { maxWidth: 'none', padding: `0 ${vars.space.xs}` },
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

/** The register and logout buttons beside the login link and the name: as tight on a phone. */
export const barButton = style({
  '@media': { [narrow]: { paddingInline: vars.space.xs } },
});
