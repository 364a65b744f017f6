import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectCart } from '../../../machines/cart';
import { selectPaidCart } from '../../../machines/paymentResult';
import { useCartActor, useOverlayActions, usePaymentResultActor } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { HoldLine } from '../Cart/Hold';
import { PaidSummary } from '../Cart/PaidSummary';
import * as styles from './PaymentResultPage.css';

/**
 * What the result pages add to the bank's answer (docs/rules.md "Payment results"), so that a
 * customer leaves knowing where they stand: what was booked and paid, the new balance, or, when
 * the payment was cancelled, whether the times are still held and for how long.
 */

/** A confirmed reservation: the cart as the check found it paid. */
export function BookingSummary() {
  const cart = useSelector(usePaymentResultActor(), selectPaidCart);
  return cart === null ? null : <PaidSummary cart={cart} level={2} />;
}

/**
 * A reservation cancelled at the bank: the cart is as it was. While it holds times, say for how
 * long (the cart's own countdown) and offer the cart, to pay again; once the hold is over, say
 * the times were released.
 */
export function StillHeld() {
  const cart = useSelector(useCartActor(), selectCart);
  const { openModal } = useOverlayActions();
  if (cart === null || cart.items.length === 0) return null;
  return (
    <div className={styles.stillHeld}>
      <p>
        <FormattedMessage id="payment_still_held_text" />
      </p>
      <HoldLine />
      <Button tone="secondary" onPress={() => openModal('cart')}>
        <FormattedMessage id="cart_go_to_cart" />
      </Button>
    </div>
  );
}
