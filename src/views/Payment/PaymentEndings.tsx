import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectCart } from '../../../machines/cart';
import type { Cart } from '../../../machines/domain';
import { selectPaidCart } from '../../../machines/paymentResult';
import { saveFile } from '../../app/download';
import {
  useBalance,
  useCartActor,
  useOverlay,
  usePaymentResultActor,
  usePlaces,
} from '../../app/hooks';
import { writeCalendar } from '../../format/ics';
import { Button } from '../../ui/Button/Button';
import { formatPrice } from '../Board/price';
import { CartItemList, HoldLine } from '../Cart/CartParts';
import * as styles from './PaymentResultPage.css';

/**
 * What the result pages add to the bank's answer (docs/rules.md "Payment results"), so that a
 * customer leaves knowing where they stand: what was booked and paid, the new balance, or, when
 * the payment was cancelled, whether the times are still held and for how long.
 */

/** A confirmed reservation: each booked time, the total paid, and the times for a calendar. */
export function BookingSummary() {
  const cart = useSelector(usePaymentResultActor(), selectPaidCart);
  const places = usePlaces();
  if (cart === null || cart.items.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className={styles.summaryTitle}>
        <FormattedMessage id="payment_summary_title" />
      </h2>
      <CartItemList items={cart.items} paid />
      <p className={styles.paidTotal}>
        <span>
          <FormattedMessage id="payment_summary_paid" />
        </span>
        <span>{formatPrice(cart.total)}</span>
      </p>
      <Button tone="secondary" onPress={() => saveToCalendar(cart, places)}>
        <FormattedMessage id="orders_add_to_calendar" />
      </Button>
    </section>
  );
}

/** Every time of a paid cart as one calendar file (src/format/ics.ts), named by its code. */
function saveToCalendar(cart: Cart, places: readonly { id: number; name: string }[]) {
  const text = writeCalendar(
    cart.items.map((item) => {
      const venue = places.find((place) => place.id === item.placeId)?.name ?? '';
      return {
        uid: `cart-${cart.code}-${item.id}@kortu-rezervacija`,
        start: item.from,
        end: item.till,
        summary: venue === '' ? item.product : `${venue} – ${item.product}`,
        ...(venue === '' ? {} : { location: venue }),
        stamp: cart.serverNow,
      };
    }),
  );
  saveFile(
    new Blob([text], { type: 'text/calendar;charset=utf-8' }),
    `rezervacija-${cart.code}.ics`,
  );
}

/** A top-up went through: the balance as read again afterwards (nothing while it is read). */
export function NewBalance() {
  const { balance, loading } = useBalance();
  if (loading || balance === null) return null;
  return (
    <p className={styles.newBalance} role="status">
      <FormattedMessage id="payment_new_balance" values={{ balance: formatPrice(balance) }} />
    </p>
  );
}

/**
 * A reservation cancelled at the bank: the cart is as it was. While it holds times, say for how
 * long (the cart's own countdown) and offer the cart, to pay again; once the hold is over, say
 * the times were released.
 */
export function StillHeld() {
  const intl = useIntl();
  const cart = useSelector(useCartActor(), selectCart);
  const { openModal } = useOverlay();
  if (cart === null || cart.items.length === 0) return null;
  return (
    <div className={styles.stillHeld}>
      <p>
        <FormattedMessage id="payment_still_held_text" />
      </p>
      <HoldLine />
      <Button tone="secondary" onPress={() => openModal('cart')}>
        {intl.formatMessage({ id: 'cart_go_to_cart' })}
      </Button>
    </div>
  );
}
