import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectAdding,
  selectCart,
  selectNotice,
  selectReadFailure,
  type CartSnapshot,
} from '../../../machines/cart';
import { useCartActor, useOverlayActions } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/icons';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Spinner } from '../../ui/Spinner/Spinner';
import { PaidSummary } from './PaidSummary';
import { CartItemList, CartReadFailure, CartTotal } from './CartParts';
import { HoldLine } from './Hold';
import * as styles from './Cart.css';

/**
 * The signed-in user's cart in the board's left column (CartPanel.tsx): the held times, the
 * total, the time left, and the button that opens the cart dialog; a chunk of its own, which a
 * visitor never downloads.
 */
export default function UserCart() {
  const intl = useIntl();
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const notice = useSelector(cart, selectNotice);
  const adding = useSelector(cart, selectAdding);
  const readFailed = useSelector(cart, selectReadFailure) !== null;
  const { openModal } = useOverlayActions();
  const items = held?.items ?? [];
  const paidMessage = useRef<HTMLDivElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  useFocusWhenDone(useSelector(cart, doneBy), paidMessage, emptyMessage);

  return (
    <section className={styles.panel} aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className={styles.panelTitle}>
        <FormattedMessage id="cart_title" />
      </h2>
      {notice?.tone === 'success' ? (
        <div className={styles.notice} tabIndex={-1} ref={paidMessage} data-testid="cart-paid">
          <MessageBox tone="success">
            <FormattedMessage id={notice.message} />
          </MessageBox>
          <Button
            tone="ghost"
            size="icon"
            aria-label={intl.formatMessage({ id: 'uzdaryti' })}
            onPress={() => cart.send({ type: 'notice.dismissed' })}
          >
            <CloseIcon />
          </Button>
        </div>
      ) : null}
      {notice?.tone === 'success' && notice.paid ? (
        <PaidSummary cart={notice.paid} byCredits level={3} />
      ) : null}
      <CartReadFailure />
      {adding ? (
        <p className={styles.adding} role="status">
          <Spinner size="small" />
          <FormattedMessage id="cart_adding" />
        </p>
      ) : null}
      {items.length === 0 ? (
        // a cart that could not be read is not said to be empty
        adding || readFailed ? null : (
          <p className={styles.emptyText} tabIndex={-1} ref={emptyMessage}>
            <FormattedMessage id="cart_empty" />
          </p>
        )
      ) : (
        <>
          <HoldLine />
          <CartItemList items={items} />
          <CartTotal total={held?.total ?? 0} />
          <Button wide onPress={() => openModal('cart')}>
            <FormattedMessage id="cart_open" values={{ count: items.length }} />
          </Button>
        </>
      )}
    </section>
  );
}

/** What the cart is doing that a dialog waits on: paying by credits, removing an item, or else. */
const doneBy = (s: CartSnapshot): 'paying' | 'removing' | 'empty' | 'other' =>
  s.matches('payingByCredits')
    ? 'paying'
    : s.matches('removing')
      ? 'removing'
      : s.matches('empty')
        ? 'empty'
        : 'other';

/**
 * Where focus goes when a cart dialog closes because its work is done (docs/rules.md §4
 * "Focus"): the button that opened it is gone with the emptied cart, so the dialog has nowhere to
 * give it back. Paid by credits: the success message (its close button next). The last item
 * removed: the empty cart's words (the board next).
 */
function useFocusWhenDone(
  now: ReturnType<typeof doneBy>,
  paidMessage: RefObject<HTMLElement | null>,
  emptyMessage: RefObject<HTMLElement | null>,
) {
  const before = useRef(now);
  useEffect(() => {
    const was = before.current;
    before.current = now;
    if (now !== 'empty') return;
    if (was === 'paying') paidMessage.current?.focus();
    else if (was === 'removing') emptyMessage.current?.focus();
  }, [now, paidMessage, emptyMessage]);
}
