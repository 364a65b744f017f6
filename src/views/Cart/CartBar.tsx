import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectCart } from '../../../machines/cart';
import { useCartActor, useHoldState, useOverlayActions, useOverlayIs } from '../../app/hooks';
import { formatPrice } from '../../format/money';
import { Button } from '../../ui/Button/Button';
import { usePhone } from '../Board/usePhone';
import { Countdown, HoldWarning, useCarryHoldWarning } from './Hold';
import * as styles from './CartBar.css';

/**
 * A phone's cart, held at the bottom of the screen over the board while the cart holds times
 * (docs/rules.md §2): how many, the total and the time left, and the button that opens the cart
 * dialog. The panel under the board stays the cart's full account (its hold line says when the
 * times are released); the bar only keeps them in sight. Wider screens have the panel beside the
 * board and no bar. A chunk of its own, which a visitor never downloads.
 *
 * In the hold's last minute the bar carries the hold warning above its summary: the page's own
 * warning, fixed at the bottom of the window, would cover the bar and its button, and is not drawn
 * while the bar carries it (on a phone's screen, where the bar shows). A cart dialog open carries
 * its own, as on any page.
 */
export default function CartBar() {
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const { over } = useHoldState();
  const { openModal } = useOverlayActions();
  const inDialog = useOverlayIs('added', 'cart', 'pay');
  const phone = usePhone();
  const count = held?.items.length ?? 0;
  // drawn on a phone's screen only: only then does it carry the warning
  useCarryHoldWarning(phone && count > 0);
  // Not drawn on a wider screen: a bar drawn and hidden there would still render its countdown
  // every second for no one.
  if (count === 0 || !phone) return null;
  return (
    <div className={styles.bar} data-testid="cart-bar">
      {inDialog ? null : <HoldWarning placement="bar" />}
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
