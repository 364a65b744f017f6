import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css';
import { EMPTY_TEXT_LINES, panelLook } from './panelLook';

/**
 * The board's left column: the signed-in user's cart under the calendar (docs/rules.md §2). Empty,
 * it is as tall as the place kept for it before (CartPanel.css.ts), so it takes that place without
 * moving the board.
 */
export const panel = style(panelLook);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const emptyText = style({
  margin: 0,
  minHeight: `${EMPTY_TEXT_LINES * 1.5}rem`,
  color: vars.color.textMuted,
});

export const adding = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

/** The hold's time left, or that it is over. */
export const holdLine = style({ margin: 0, fontWeight: 600 });

export const holdOver = style({
  margin: 0,
  fontWeight: 600,
  color: vars.color.dangerStrong,
  selectors: { '&:empty': { display: 'none' } },
});

export const timer = style({ fontVariantNumeric: 'tabular-nums' });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const venue = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const court = style({ fontWeight: 600 });

export const when = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

/** a held time's from–till, kept on one line ("07:30–" over "09:00" reads as two times) */
export const range = style({ whiteSpace: 'nowrap' });

export const price = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  justifySelf: 'end',
});

/** A held time that is no longer held: struck through, with its label. */
export const released = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const releasedBadge = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.slotFull,
  color: vars.color.slotFullText,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: 'none',
});

/** The remove button, or the question with its two answers, across the whole row. */
export const itemActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const question = style({ margin: 0, marginRight: 'auto', fontWeight: 600 });

/** Why the removal was refused, on a line of its own under the question. */
export const removeFailure = style({
  flexBasis: '100%',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** Why the hold was not extended, on a line of its own under the warning's text and button. */
export const extendFailure = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A failed payment's lines: what failed, why, and (a refusal's) the server's own words. */
export const failureLead = style({ margin: 0, fontWeight: 600 });
export const failureText = style({ margin: 0, marginTop: vars.space.xs });
export const failureDetail = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const warningBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.slotSale,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.accent}`,
});

/**
 * The hold warning over any page: a bar at the bottom of the window (above the toasts' place). On
 * a phone's board the cart bar is at the bottom too and carries the warning itself (`bar`), and
 * this one is not drawn (CartParts.tsx): the two never cover each other, at any scroll.
 */
const warningPage = style([
  warningBase,
  {
    position: 'fixed',
    // centred without a transform: the entry animation moves it by one
    left: 0,
    right: 0,
    marginInline: 'auto',
    bottom: vars.space.lg,
    zIndex: vars.z.panel,
    width: 'min(560px, calc(100vw - 24px))',
    boxShadow: vars.shadow.raised,
    animation: `${rise} 160ms ease-out`,
    '@media': { [breakpoints.tablet]: { bottom: vars.space.xl } },
  },
]);

/** The same warning inside a cart dialog, whose backdrop hides the page's. */
const warningInline = warningBase;

/** The same warning as the cart bar's top row, across its width (CartBar.tsx). */
const warningBar = style([
  warningBase,
  {
    flexBasis: '100%',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    animation: `${rise} 160ms ease-out`,
  },
]);

export const warning = { page: warningPage, inline: warningInline, bar: warningBar };

export const warningText = style({ margin: 0, fontWeight: 600 });

/** What a paid cart booked (PaidSummary): its times, the total paid, the new balance, actions. */
export const paidSummary = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const paidSummaryTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const paidTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontWeight: 700,
});

export const newBalance = style({ margin: 0, fontWeight: 600 });

export const paidActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
