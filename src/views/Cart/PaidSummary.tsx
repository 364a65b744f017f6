import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Cart, Place } from '../../../machines/domain';
import { saveCalendar } from '../../app/saveCalendar';
import { useBalance, usePlaces } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../ui/Button/Button';
import { formatPrice } from '../../format/money';
import { CartItemList, placeName } from './CartParts';
import * as styles from './Cart.css';

/**
 * What a paid cart booked, to keep (docs/rules.md "Payment results"): each time with its venue,
 * court, date and hours, the total paid, and the times for a calendar. Paid by credits (in the
 * cart), the new balance and the way to the orders too; on the bank's success page the page's own
 * button leads there.
 */
export function PaidSummary({
  cart,
  byCredits = false,
  level,
}: {
  cart: Cart;
  byCredits?: boolean;
  /** its heading's level under the page's or the panel's own */
  level: 2 | 3;
}) {
  const places = usePlaces();
  const titleId = useId();
  if (cart.items.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.paidSummary} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.paidSummaryTitle}>
        <FormattedMessage id="payment_summary_title" />
      </Heading>
      <CartItemList items={cart.items} paid />
      <p className={styles.paidTotal}>
        <span>
          <FormattedMessage id="payment_summary_paid" />
        </span>
        <span>{formatPrice(cart.total)}</span>
      </p>
      {byCredits ? <NewBalance /> : null}
      <div className={styles.paidActions}>
        <Button tone="secondary" size="sm" onPress={() => saveToCalendar(cart, places)}>
          <FormattedMessage id="orders_add_to_calendar" />
        </Button>
        {byCredits ? (
          <ButtonLink href={paths.orders} tone="secondary" size="sm">
            <FormattedMessage id="i_uzsakymus" />
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

/** The balance as read again after a payment or a top-up (nothing while it is read). */
export function NewBalance() {
  const { balance, loading } = useBalance();
  if (loading || balance === null) return null;
  return (
    <p className={styles.newBalance} role="status">
      <FormattedMessage id="payment_new_balance" values={{ balance: formatPrice(balance) }} />
    </p>
  );
}

/** Every time of a paid cart as one calendar file (src/format/ics.ts), named by its code. */
function saveToCalendar(cart: Cart, places: readonly Place[]) {
  saveCalendar(
    cart.items.map((item) => {
      const venue = placeName(places, item.placeId);
      return {
        uid: `cart-${cart.code}-${item.id}@kortu-rezervacija`,
        start: item.from,
        end: item.till,
        summary: venue === '' ? item.product : `${venue} – ${item.product}`,
        ...(venue === '' ? {} : { location: venue }),
        stamp: cart.serverNow,
      };
    }),
    `rezervacija-${cart.code}.ics`,
  );
}
