import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectCart } from '../../../machines/cart';
import { useCartActor, useHoldState, useOverlay } from '../../app/hooks';
import { formatPrice } from '../../format/money';
import { Button } from '../../ui/Button/Button';
import { Countdown } from './CartParts';
import * as styles from './CartBar.css';

/**
 * A phone's cart, held at the bottom of the screen over the board while the cart holds times
 * (docs/rules.md §2): how many, the total and the time left, and the button that opens the cart
 * dialog. The panel under the board stays the cart's full account (its hold line says when the
 * times are released); the bar only keeps them in sight. Wider screens have the panel beside the
 * board and no bar (CartBar.css.ts). A chunk of its own, which a visitor never downloads.
 */
export default function CartBar() {
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const { over } = useHoldState();
  const { openModal } = useOverlay();
  const count = held?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <div className={styles.bar} data-testid="cart-bar">
      <p className={styles.summary}>
        <span className={styles.count}>
          <FormattedMessage id="cart_bar_items" values={{ count }} />
          {' · '}
          {formatPrice(held?.total ?? 0)}
        </span>
        <span className={over ? styles.over : styles.hold}>
          {over ? (
            <FormattedMessage id="cart_bar_over" />
          ) : (
            <FormattedMessage id="cart_bar_hold" values={{ time: <Countdown /> }} />
          )}
        </span>
      </p>
      <Button className={styles.open} onPress={() => openModal('cart')}>
        <FormattedMessage id="cart_bar_open" />
      </Button>
    </div>
  );
}
