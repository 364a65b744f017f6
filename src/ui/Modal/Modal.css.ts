import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { row as buttonRow } from '../Button/Button.css';
import { breakpoints, vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

const overlayBase = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

/** `center`: a dialog (a bottom sheet on phones); `side`: a panel sliding in from the right. */
export const overlay = styleVariants({
  center: [
    overlayBase,
    {
      zIndex: vars.z.modal,
      display: 'flex',
      alignItems: 'flex-end',
      justifyContent: 'center',
      '@media': { [breakpoints.tablet]: { alignItems: 'center', padding: vars.space.xl } },
    },
  ],
  side: [overlayBase, { zIndex: vars.z.panel }],
});

/**
 * How much of a dialog's bottom its answers may cover (the sticky row below, its buttons wrapped
 * in two lines on a narrow phone): what the keyboard focuses is scrolled above them, not under.
 */
const answersRoom = '140px';

export const modal = styleVariants({
  center: {
    width: '100%',
    // the small viewport's height where the browser knows it: a phone's address bar, shown, does
    // not push the dialog's bottom (its answers) out of the screen
    maxHeight: ['92vh', '92svh'],
    overflow: 'auto',
    scrollPaddingBottom: answersRoom,
    background: vars.color.surface,
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    boxShadow: vars.shadow.raised,
    animation: `${rise} 180ms ease-out`,
    '@media': { [breakpoints.tablet]: { maxWidth: 520, borderRadius: vars.radius.lg } },
  },
  side: {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    width: 'min(420px, 100vw)',
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
    overflowY: 'auto',
    animation: `${slideIn} 200ms ease-out`,
  },
});

export const dialog = style({
  padding: vars.space.xl,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg });

/** A dialog's content: its parts in a column (DialogBody). */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The answers' edge, drawn while more of the dialog is below them (see the answers' style). */
const moreBelow = keyframes({
  from: { borderTopColor: vars.color.border, boxShadow: '0 -6px 10px -8px rgba(16, 40, 28, 0.35)' },
  to: { borderTopColor: 'transparent', boxShadow: 'none' },
});

/**
 * A dialog's answers (the ButtonRow that ends a DialogBody) stay at the bottom of the screen while
 * a long dialog scrolls under them: on a phone the pay dialog that says the cart changed (the
 * times listed, the new sum) is taller than the screen, and its "pay" and "back to the cart" were
 * below the fold. Sticky, not moved: the row stays last in the page's order, so the keyboard and
 * a screen reader meet it after what it answers. An edge shows while more lies under it, where the
 * browser can tie it to the scroll; a dialog that fits is drawn as before.
 */
globalStyle(`${body} > ${buttonRow}:last-child`, {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  // the row's backdrop reaches the dialog's edges, so what scrolls under it does not show beside;
  // its padding above is taken from the gap, so a dialog that fits is laid out as before
  margin: `calc(-1 * ${vars.space.md}) calc(-1 * ${vars.space.xl}) calc(-1 * ${vars.space.xl})`,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
  background: vars.color.surface,
  borderTop: '1px solid transparent',
  '@supports': {
    '(animation-timeline: scroll())': {
      animation: `${moreBelow} linear both`,
      animationTimeline: 'scroll(nearest block)',
      // the edge goes in the scroll's last few pixels, once nothing is left under the answers
      animationRange: 'calc(100% - 8px) 100%',
    },
  },
});

/** On a phone the answers share the row, and wrapped (as two long ones are) each is full width. */
globalStyle(`${body} > ${buttonRow}:last-child > *`, {
  '@media': { [breakpoints.phone]: { flex: '1 1 auto' } },
});

/** A dialog's sentence (DialogText). */
export const text = style({ margin: 0 });
