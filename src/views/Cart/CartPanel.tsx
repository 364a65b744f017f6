import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectAdding, selectCart, selectNotice } from '../../../machines/cart';
import { useCartActor, useOverlay, useUser } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/icons';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Spinner } from '../../ui/Spinner/Spinner';
import { CartItemList, CartTotal, HoldLine } from './CartParts';
import * as styles from './Cart.css';

/**
 * The board's left column below the calendar (docs/rules.md §2): the signed-in user's cart — the
 * held times, the total, the time left — and a button that opens the cart dialog, shown only
 * while the cart holds something. After paying by credits, the success message stays here until
 * dismissed (docs/rules.md §4 "Paying", §8 pavykoapmoketi). Visitors see nothing.
 *
 * Only the countdown's own leaf re-renders as the hold ticks (CartParts' Countdown), and the panel
 * takes no props, so the board page re-rendering (another date, another venue) leaves it alone.
 */
export const CartPanel = memo(function CartPanel() {
  return useUser() === null ? null : <UserCart />;
});

function UserCart() {
  const intl = useIntl();
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const notice = useSelector(cart, selectNotice);
  const adding = useSelector(cart, selectAdding);
  const { openModal } = useOverlay();
  const items = held?.items ?? [];

  return (
    <section className={styles.panel} aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className={styles.panelTitle}>
        <FormattedMessage id="cart_title" />
      </h2>
      {notice?.tone === 'success' ? (
        <div className={styles.notice}>
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
      {adding ? (
        <p className={styles.adding} role="status">
          <Spinner size="small" />
          <FormattedMessage id="cart_adding" />
        </p>
      ) : null}
      {items.length === 0 ? (
        adding ? null : (
          <p className={styles.muted}>
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
