import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { fadeColor, fadeInsetStart } from '../../ui/ScrollCue/ScrollCue.css';
import { stripHeight } from '../../ui/DateStrip/DateStrip.css';
import { base as skeletonBase } from '../../ui/Skeleton/Skeleton.css';
import { breakpoints, vars } from '../../ui/theme.css';
import type { SlotLook } from './statusLabels';

/**
 * A phone: narrower than the tablet's breakpoint. The board comes first there (BoardPage): the
 * day strip stands in for the month calendar, and the cart goes under the board.
 */
export const phone = breakpoints.phone;

/** The sticky header's height and the time column's width: a focused cell scrolls clear of both. */
const headHeight = 48;
const timeWidth = 64;
const phoneTimeWidth = 52;

/**
 * The time column's width and a court's narrowest; a phone's are narrower.
 */
export const timeColumn = createVar();
export const courtMin = createVar();
/** How many courts the day has (set on the day's table). */
export const courtCount = createVar();

/*
 * A court's width, worked out by the stylesheet alone from the board's box (a size container, so
 * `100cqi` is its inner width) and the number of courts: the same in the prerendered shell as in
 * the app, so nothing moves as the app takes over (a width measured by script after layout did
 * move every cell). `room` is the box beside the time column and `fit` how many courts of the
 * narrowest width it holds. When every court fits, they share the room; when not, the room holds
 * whole courts and half of the next one (`fit - 0.5` whole, rounded down, at least one), so the
 * court at the edge is never a sliver and the board plainly goes on. Each court is then between
 * its narrowest and about one and a half times that.
 */
const room = `(100cqi - ${timeColumn})`;
const fit = `(${room} / ${courtMin})`;
/** 1 when every court fits at its narrowest, else 0 */
const allFit = `clamp(0, round(down, ${fit} - ${courtCount} + 1, 1), 1)`;
const wholeAndHalf = `(max(1, round(down, ${fit} - 0.5, 1)) + 0.5)`;
const shownCourts = `(${allFit} * ${courtCount} + (1 - ${allFit}) * ${wholeAndHalf})`;
/** a court's widest: two courts at a desk would be some 400 px each, read across with effort */
const courtMax = '240px';
const courtWidth = `min(${courtMax}, ${room} / ${shownCourts})`;
/** A browser without a length divided by a length has each court at its narrowest. */
const sizedByBox = `(width: calc(1px / 1px * 1px + round(down, 1.5, 1) * 1cqi))`;

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/**
 * docs/rules.md §2: a left column (calendar, and the cart once it lands) that stays in view, the
 * venues and the board on the right. On a phone the column comes first and scrolls away.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: '300px minmax(0, 1fr)' },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.desktop]: { position: 'sticky', top: vars.space.lg },
    // a phone's cart panel under the board: the board is what a phone's first screen is for
    [phone]: { order: 1 },
  },
});

export const calendarCard = style({
  // a phone has the day strip, and the month in a popover (BoardPage)
  '@media': { [phone]: { display: 'none' } },
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/**
 * The day line (src/format/dates.ts formatDayLine). The prerendered shell has no date yet, only a
 * grey line of the same height; the day is short enough for one line on the narrowest phone, so
 * nothing below it moves when it arrives (CLS 0).
 */
/** Late in the day: today has no time left to book, and the way to tomorrow's. */
export const todayOver = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/**
 * The day line; on a phone beside it the calendar's button, and under them the day strip. There
 * the head keeps the strip's room from the first paint (the start-up shell has the same head
 * without a strip), so nothing below moves when the strip comes.
 */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': {
    [phone]: {
      flexWrap: 'wrap',
      alignItems: 'center',
      alignContent: 'flex-start',
      // the day line on two lines at most (the narrowest phone, a date of next year), the strip
      minHeight: `calc(3rem + ${vars.space.sm} + ${stripHeight}px)`,
    },
  },
});

/** What only a phone shows: the calendar's button (the month is in the left column elsewhere). */
export const phoneOnly = style({
  '@media': { [breakpoints.tablet]: { display: 'none' } },
});

/** A phone's day strip: a line of its own under the day line. */
export const strip = style([phoneOnly, { flexBasis: '100%', minWidth: 0 }]);

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  // on a phone its words wrap beside the calendar's button, rather than push it to a line below
  '@media': { [phone]: { flex: '1 1 0', minWidth: 0 } },
});

/** An unknown venue id: the venues as plain links. */
export const venueLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const board = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * The board's own scrolling box. Its height does not depend on what is in it (skeleton, failure,
 * table), so nothing below or beside it moves while a day loads.
 */
const boardHeight = 'max(240px, calc(100vh - 220px))';

/**
 * Around the board's box: the fades that say it goes on sideways (ScrollCue), on the box's white,
 * the start side's after the time column, which stays put.
 */
export const scrollerFrame = style({
  borderRadius: vars.radius.lg,
  vars: { [fadeColor]: vars.color.surface, [fadeInsetStart]: timeColumn },
  // no wider than its courts at their widest (courtMax): a day of few courts is a narrower box,
  // not wide cells; none while no day is in (no courtCount)
  maxWidth: `calc(${timeWidth}px + ${courtCount} * ${courtMax})`,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: boardHeight,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overscrollBehavior: 'contain',
  outline: 'none',
  // the courts' widths are of its inner width (courtWidth)
  containerType: 'inline-size',
  vars: { [timeColumn]: `${timeWidth}px`, [courtMin]: '104px' },
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    [phone]: {
      vars: { [timeColumn]: `${phoneTimeWidth}px`, [courtMin]: '80px' },
      // at its top or bottom edge, a swipe goes on to scroll the page rather than stopping dead;
      // sideways it stays in the board (a swipe past its edge is not the browser's Back)
      overscrollBehaviorY: 'auto',
    },
  },
});

/** A state in place of the table (failure, no courts): as tall as the board would be. */
export const state = style({
  height: boardHeight,
  // near the top, where the grid's first rows would be, not lost in the middle of a tall box
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const stateText = style({ margin: 0, maxWidth: '40ch', color: vars.color.text });

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const courtHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  padding: `${vars.space.md} ${vars.space.sm}`,
  minWidth: 104,
  height: headHeight,
  textAlign: 'center',
  fontWeight: 700,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/**
 * A court's head on the day's table: a court's width, its name on two lines where one is too
 * long, so a long name never widens its court.
 */
export const dayCourtHead = style([
  courtHead,
  {
    width: courtMin,
    minWidth: 0,
    '@supports': { [sizedByBox]: { width: courtWidth } },
    padding: `${vars.space.xs} ${vars.space.sm}`,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.2,
    '@media': { [phone]: { fontSize: vars.fontSize.xs, padding: `${vars.space.xs} 2px` } },
  },
]);

export const corner = style([
  courtHead,
  {
    left: 0,
    zIndex: 3,
    // as narrow as its times, whatever the number of courts (the skeleton has its own)
    width: '1%',
    minWidth: timeWidth,
    textAlign: 'left',
    color: vars.color.textMuted,
  },
]);

/** The day's corner: the time column's width, which BoardGrid leaves out of the courts' share. */
export const dayCorner = style([
  corner,
  {
    width: timeColumn,
    minWidth: 0,
    '@media': { [phone]: { padding: `${vars.space.md} 6px` } },
  },
]);

export const timeCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  padding: `0 ${vars.space.sm}`,
  '@media': { [phone]: { padding: '0 6px' } },
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderRight: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'left',
});

/*
 * A day's cells carry no class: a day has 400 of them, and each attribute written is time on a
 * cheap phone (docs/board.md, "Measured"). They are styled as the table's cells, and by the look
 * each writes as `data-status`.
 */
const slotCell = `${table} > tbody > tr > td`;
const lookOf = (look: SlotLook) => `${slotCell}[data-status="${look}"]`;
/** The white around each cell's block: a border its background stops at. */
const slotGap = 2;

/** The cell is the control: a block of the look's colour, its words centred, a ring when focused. */
globalStyle(slotCell, {
  height: 40,
  padding: 0,
  border: `${slotGap}px solid transparent`,
  // the block's own corners are the kit's small radius
  borderRadius: `calc(${vars.radius.sm} + ${slotGap}px)`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.01em',
  textAlign: 'center',
  verticalAlign: 'middle',
  outline: 'none',
  cursor: 'default',
  // a double click opens a slot, as a button's would, rather than select its word
  userSelect: 'none',
  // the look's colour fills the block inside the border, which stays white
  backgroundClip: 'padding-box',
  scrollMarginTop: headHeight + 4,
  scrollMarginLeft: `calc(${timeColumn} + 4px)`,
});
globalStyle(`${slotCell}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: -1,
});

/** How far through its half-hour the server's now is (0–100 %), set on the row it falls in. */
export const nowAt = createVar();

/** A line across today's board where the server's now is: every cell of its row draws a piece. */
export const nowRow = style({});

const nowLine = {
  content: '""',
  position: 'absolute',
  left: 0,
  right: 0,
  top: nowAt,
  height: 2,
  background: vars.color.danger,
  pointerEvents: 'none',
  zIndex: 1,
} as const;

// td: a containing block for the line; the time cell is one already (sticky). A cell's line
// runs on across the white around its block, so the line is unbroken.
globalStyle(`${nowRow} > td`, { position: 'relative' });
globalStyle(`${nowRow} > th::before`, nowLine);
globalStyle(`${nowRow} > td::before`, { ...nowLine, left: -slotGap, right: -slotGap });

/** Diagonal stripes: "nobody can have this", told apart from a booking's solid grey. */
const hatch = `repeating-linear-gradient(135deg, ${vars.color.surfaceMuted} 0 6px, ${vars.color.surface} 6px 12px)`;

/**
 * Each look in longhands (a `background` shorthand would reset the cells' clip to the border box,
 * and the white around each block would take the look's colour).
 */
interface Look {
  backgroundColor: string;
  backgroundImage?: string;
  color: string;
  fontWeight?: number;
}
const hatched = { backgroundColor: vars.color.surface, backgroundImage: hatch };
const looks: Record<SlotLook, Look> = {
  free: { backgroundColor: vars.color.slotFree, color: vars.color.slotFreeText },
  full: { backgroundColor: vars.color.slotFull, color: vars.color.slotFullText },
  fullsell: { backgroundColor: vars.color.slotSale, color: vars.color.slotSaleText },
  mycart: { backgroundColor: vars.color.slotCart, color: vars.color.slotCartText },
  my: { backgroundColor: vars.color.slotMine, color: vars.color.slotMineText },
  past: { ...hatched, color: vars.color.textMuted },
  closed: { ...hatched, color: vars.color.textMuted, fontWeight: 600 },
  unknown: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
};

for (const [look, colours] of Object.entries(looks)) {
  globalStyle(lookOf(look as SlotLook), colours);
}

/**
 * A free or on-sale slot invites a click: an outline, a pointer, and a stronger colour under it,
 * faded in. The fade is the hovered cell's alone: declared on every free cell, it also ran on each
 * cell whose look a new day changed, and each fade sends its events (run, start, end, for the
 * background and the text) through React's listener at the root, some 300 ms at 4× CPU after the
 * day was drawn, which held up the next tap (docs/performance.md "Interactions"). The new day's
 * cue is the day's own fade instead (BoardGrid's `useDayFade`).
 */
const invitations: [SlotLook, string, Look][] = [
  [
    'free',
    vars.color.slotFreeText,
    { backgroundColor: vars.color.primary, color: vars.color.primaryText },
  ],
  [
    'fullsell',
    vars.color.slotSaleText,
    { backgroundColor: vars.color.slotSaleText, color: vars.color.surface },
  ],
];
for (const [look, edge, hover] of invitations) {
  globalStyle(lookOf(look), {
    boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${edge} 35%, transparent)`,
    cursor: 'pointer',
  });
  globalStyle(`${lookOf(look)}:hover`, {
    ...hover,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: 'background-color 120ms, color 120ms',
      },
    },
  });
}

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: 24,
  // fewer lines above a phone's board
  '@media': { [phone]: { gap: `2px ${vars.space.md}`, fontSize: vars.fontSize.xs } },
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The legend's sample of a look, without the hover of a real cell. */
export const swatch = styleVariants(looks, (look) => [
  look,
  { display: 'block', width: 28, height: 18, flexShrink: 0, borderRadius: vars.radius.sm },
]);

/** The loading board (SkeletonGrid.tsx): how many courts it shows. */
export const skeletonCourts = 4;
/** A loading row's height; its block is 34 px with 3 px of white above and below. */
const skeletonRowHeight = 40;
const gap = vars.color.surface;

export const skeletonRow = style({ height: skeletonRowHeight });

export const skeletonHead = style([courtHead, { padding: `${vars.space.md} ${vars.space.lg}` }]);

/** Grey lines in a line of text, so each keeps the height of the text that replaces it. */
const skeletonLine = { display: 'inline-block', verticalAlign: 'middle' } as const;
/** the courts' names, uneven as names are */
export const skeletonName = styleVariants({
  0: { ...skeletonLine, width: '70%' },
  1: { ...skeletonLine, width: '55%' },
});
export const skeletonTime = style({ ...skeletonLine, width: '2.6em' });

/** (the courts' heads give the columns their widths) */
export const skeletonSlotsCell = style({ position: 'relative', padding: 0 });

/**
 * Every court's grey blocks, painted by the loading grey and two gradients of white: the gaps
 * between courts (2 px each side, a column being 1/skeletonCourts of the box) and between rows.
 * It pulses as the kit's Skeleton does.
 */
export const skeletonSlots = style([
  skeletonBase,
  {
    position: 'absolute',
    inset: 0,
    backgroundImage: [
      `repeating-linear-gradient(to right, ${gap} 0 2px, transparent 2px calc(${100 / skeletonCourts}% - 2px), ${gap} calc(${100 / skeletonCourts}% - 2px) ${100 / skeletonCourts}%)`,
      `repeating-linear-gradient(to bottom, ${gap} 0 3px, transparent 3px ${skeletonRowHeight - 3}px, ${gap} ${skeletonRowHeight - 3}px ${skeletonRowHeight}px)`,
    ].join(', '),
  },
]);

/**
 * The day's table: the time column and each court at a court's width (courtWidth), at least the
 * box's width.
 */
export const dayTable = style([
  table,
  {
    tableLayout: 'fixed',
    width: `calc(${timeColumn} + ${courtCount} * ${courtMin})`,
    '@supports': {
      [sizedByBox]: { width: `calc(${timeColumn} + ${courtCount} * ${courtWidth})` },
    },
    minWidth: '100%',
  },
]);

/** How a stale day is dimmed (the new day fades in from it: BoardGrid's `useDayFade`). */
export const staleOpacity = 0.5;

/**
 * Another date's day, kept on screen while the date asked for loads: dimmed once the answer is
 * slow (BoardGrid's `useDimmed`). Not `pointer-events: none`: an inherited property, so setting
 * it restyled every cell of the day, and the board takes no slot while loading anyway.
 */
export const staleTable = style([dayTable, { opacity: staleOpacity, transition: 'opacity 150ms' }]);
