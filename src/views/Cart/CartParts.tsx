import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectReadFailure, selectRemoveFailure, selectRemoving } from '../../../machines/cart';
import type { CartItem, Place } from '../../../machines/domain';
import { useCartActor, useHoldState, useLocale, usePlaces } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { formatPrice } from '../../format/money';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { FailureWords } from '../Failure/FailureWords';
import * as styles from './Cart.css';

/** 'yyyy-MM-dd HH:mm:ss' → its date and its time of day, as the server wrote them. */
function split(dateTime: string): { date: string; time: string } {
  return { date: dateTime.slice(0, 10), time: formatTime(dateTime.slice(11, 19)) };
}

/** A venue's name by its id ('' when the places do not hold it). */
export function placeName(places: readonly Place[], id: number): string {
  return places.find((place) => place.id === id)?.name ?? '';
}

/**
 * The held times: venue, court, date, time from–till and price (docs/rules.md §2 cart). Once the
 * hold is over each is shown as released. `removable`: each has a remove button that asks first
 * (docs/rules.md §5 "Deleting"); the machine holds which item is being asked about. `paid`: the
 * times of a paid cart (a payment's summary), which no hold can release.
 */
export function CartItemList({
  items,
  removable = false,
  paid = false,
}: {
  items: readonly CartItem[];
  removable?: boolean;
  paid?: boolean;
}) {
  const intl = useIntl();
  const [locale] = useLocale();
  const places = usePlaces();
  const over = useHoldState().over && !paid;
  return (
    <ul
      className={styles.items}
      aria-label={intl.formatMessage({ id: paid ? 'payment_summary_items' : 'cart_items' })}
    >
      {items.map((item) => {
        const from = split(item.from);
        const values = {
          date: formatLongDate(from.date, locale),
          from: from.time,
          till: split(item.till).time,
        };
        // the item's name for its remove button; on screen the range never breaks at its dash
        const when = intl.formatMessage(
          { id: 'cart_item_when' },
          { ...values, range: (chunks: string[]) => chunks.join('') },
        );
        return (
          <li key={item.id} className={styles.item} data-testid={paid ? 'paid-item' : 'cart-item'}>
            <span className={`${styles.itemText} ${over ? styles.released : ''}`}>
              <span className={styles.venue}>{placeName(places, item.placeId)}</span>
              <span className={styles.court}>{item.product}</span>
              <span className={styles.when}>
                <FormattedMessage
                  id="cart_item_when"
                  values={{
                    ...values,
                    range: (chunks) => <span className={styles.range}>{chunks}</span>,
                  }}
                />
              </span>
            </span>
            <span className={styles.price}>{formatPrice(item.price)}</span>
            {over ? (
              <span className={styles.releasedBadge}>
                <FormattedMessage id="cart_released" />
              </span>
            ) : null}
            {removable ? <RemoveItem id={item.id} name={`${item.product}, ${when}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The remove button of one item, or the question it asks and its two answers. */
function RemoveItem({ id, name }: { id: number; name: string }) {
  const intl = useIntl();
  const cart = useCartActor();
  const asking = useSelector(cart, selectRemoving) === id;
  const removing = useSelector(cart, (s) => s.matches('removing'));
  const failure = useSelector(cart, selectRemoveFailure);
  // The button pressed is replaced by the question: focus goes to its safe answer, not the body;
  // answered "keep it", the question is replaced by the button again, which takes focus back
  // before the dialog's focus scope would send it to the dialog's first control. (The kit's Button
  // takes no ref: each is found in its wrapper; the question's first button is "keep it".)
  const question = useRef<HTMLSpanElement>(null);
  const actions = useRef<HTMLSpanElement>(null);
  const asked = useRef(false);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (asking) question.current?.querySelector('button')?.focus();
    else if (asked.current && lost) actions.current?.querySelector('button')?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <span className={styles.itemActions} ref={actions}>
        <Button
          tone="ghost"
          size="sm"
          isDisabled={removing}
          aria-label={intl.formatMessage({ id: 'cart_remove_named' }, { item: name })}
          onPress={() => cart.send({ type: 'item.removeRequested', itemId: id })}
        >
          <FormattedMessage id="cart_remove" />
        </Button>
      </span>
    );
  }
  return (
    <span className={styles.itemActions} role="group" aria-label={name} ref={question}>
      <p className={styles.question}>
        <FormattedMessage id="cart_remove_question" />
      </p>
      <Button
        tone="secondary"
        size="sm"
        isDisabled={removing}
        onPress={() => cart.send({ type: 'removal.cancelled' })}
      >
        <FormattedMessage id="cart_remove_cancel" />
      </Button>
      <Button
        tone="danger"
        size="sm"
        isPending={removing}
        onPress={() => cart.send({ type: 'removal.confirmed' })}
      >
        <FormattedMessage id="cart_remove_confirm" />
      </Button>
      {/* refused unsent (offline): said here, where the user pressed, in the banner's words */}
      {failure ? (
        <span role="alert" className={styles.removeFailure} data-testid="cart-remove-failed">
          <FailureWords failure={failure} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * The cart could not be read again: the wire refused it unsent, the browser being offline
 * (docs/rules.md §8 "Offline"). Said in the cart, where the user looks for it, rather than by an
 * empty cart or the banner alone: the times shown, if any, are those held before. It goes once
 * the cart is read (online again).
 */
export function CartReadFailure() {
  const failure = useSelector(useCartActor(), selectReadFailure);
  if (!failure) return null;
  return (
    <div data-testid="cart-read-failed">
      <MessageBox tone="error">
        <FormattedMessage id="cart_read_failed" />
        <FailureWords failure={failure} />
      </MessageBox>
    </div>
  );
}

/** The cart's total as the server counts it. */
export function CartTotal({ total }: { total: number }) {
  return (
    <p className={styles.total}>
      <span>
        <FormattedMessage id="cart_total" />
      </span>
      <span>{formatPrice(total)}</span>
    </p>
  );
}
