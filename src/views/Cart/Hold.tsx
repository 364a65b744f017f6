import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectExtendFailure } from '../../../machines/cart';
import { useCartActor, useCartCountdown, useHoldState } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { createPresence } from '../../ui/presence';
import { FailureWords } from '../Failure/FailureWords';
import * as styles from './Cart.css';

/**
 * The hold's time left, mm:ss, by the cart machine's clock (docs/rules.md §4 "Countdown"). A leaf
 * of its own: it is the only thing that re-renders every second. `timer` is a live region that
 * is never read out by itself (aria-live off), so the ticking is not announced.
 */
export function Countdown() {
  return (
    <span role="timer" className={styles.timer}>
      {useCartCountdown()}
    </span>
  );
}

/**
 * "Times held for 14:32", or, once the hold is over, that the times were released. The latter is
 * said politely once (its status line is empty until then); the ticking is not said at all.
 */
export function HoldLine() {
  const { over } = useHoldState();
  return (
    <>
      {over ? null : (
        // where focus goes after the hold is extended, when it has nowhere else (HoldWarning)
        <p className={styles.holdLine} tabIndex={-1} data-hold-line="">
          <FormattedMessage id="cart_hold_left" values={{ time: <Countdown /> }} />
        </p>
      )}
      <p role="status" className={styles.holdOver}>
        {over ? <FormattedMessage id="cart_hold_over" /> : null}
      </p>
    </>
  );
}

/** The cart bars that carry the hold warning now (a phone's board has one). */
const carrying = createPresence();

/**
 * The cart bar (CartBar.tsx) carries the hold warning while it is drawn and `carrying` (on a
 * phone's screen, where it shows): the page's own warning is not drawn meanwhile, so that the one
 * fixed at the bottom of the window does not cover the bar and its button.
 */
export const useCarryHoldWarning: (carrying: boolean) => void = carrying.usePlay;

/**
 * The hold warning (beyond the spec: WCAG 2.2.1 "Timing adjustable"): in the hold's last minute an
 * alert says when it ends and offers to extend it (PUT resume); it goes when the machine has the
 * new expiration. The alert is announced once, when it appears; the time inside it is a timer,
 * which is not read out as it ticks. `page`: a bar over any page; `inline`: inside a cart dialog,
 * whose backdrop hides the page's bar from every user; `bar`: on a phone's board, inside the cart
 * bar at the bottom (CartBar.tsx, `useCarryHoldWarning`), the page's not drawn meanwhile.
 *
 * Extended, the warning goes, and its button with it: focus goes back to where the user was
 * before they went to the warning (docs/rules.md §4 "Focus"), else to the hold line that shows
 * the new time, else to the page's content; never to the page's body.
 */
export function HoldWarning({ placement }: { placement: 'page' | 'inline' | 'bar' }) {
  const cart = useCartActor();
  const { ending } = useHoldState();
  const extending = useSelector(cart, (s) => s.matches({ held: 'extending' }));
  const refused = useSelector(cart, selectExtendFailure);
  const inBar = carrying.usePlayed();
  // the element focused before focus came into the warning
  const cameFrom = useRef<HTMLElement | null>(null);
  const wasExtending = useRef(false);
  useEffect(() => {
    const extended = wasExtending.current && !extending && !ending;
    wasExtending.current = extending;
    if (!extended) return;
    const target = cameFrom.current;
    cameFrom.current = null;
    // only when the press left focus nowhere (the user may have gone on meanwhile)
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const next =
      (target?.isConnected ? target : null) ??
      document.querySelector<HTMLElement>('[role="dialog"] [data-hold-line]') ??
      document.querySelector<HTMLElement>('[data-hold-line]') ??
      document.getElementById('content');
    next?.focus();
  }, [extending, ending]);
  if (!ending || (placement === 'page' && inBar)) return null;
  return (
    <div
      role="alert"
      className={styles.warning[placement]}
      data-testid="hold-warning"
      // the toasts make way for it (src/views/Layout/Toasts.css.ts)
      data-hold-warning=""
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          cameFrom.current = from;
        }
      }}
    >
      <p className={styles.warningText}>
        <FormattedMessage id="hold_warning" values={{ time: <Countdown /> }} />
      </p>
      <Button
        size="sm"
        isPending={extending}
        onPress={() => cart.send({ type: 'hold.extendRequested' })}
      >
        <FormattedMessage id="hold_extend" />
      </Button>
      {/* refused unsent (offline): said beside the button pressed, in the banner's words; the
          warning is an alert, so the line is read out as it comes */}
      {refused ? (
        <p className={styles.extendFailure} data-testid="hold-extend-failed">
          <FormattedMessage id="cart_extend_failed" />
          <FailureWords failure={refused} />
        </p>
      ) : null}
    </div>
  );
}
