import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDurations,
  selectPlaceholderCount,
  selectSlot,
  selectTimesBusy,
  selectTimesFailed,
  type boardMachine,
} from '../../../machines/board';
import { useLocale } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { formatPrice } from './price';
import { endOf } from './slots';
import * as styles from './SlotDialog.css';

type BoardActor = ActorRefFrom<typeof boardMachine>;

/**
 * The slot dialog (docs/rules.md §2): the court, the date and time, and each length that can be
 * booked from there with its price and a select button; none: "no times available". While the
 * lengths load, a placeholder row for each of up to 4 bookable half-hours from the chosen one
 * (§9); a failure is told here with a retry. Selecting a length asks the app to put it in the cart
 * and closes the dialog; focus goes back to the cell it was opened from (react-aria's FocusScope).
 */
export function SlotDialog({ board }: { board: BoardActor }) {
  const intl = useIntl();
  const [locale] = useLocale();
  const slot = useSelector(board, selectSlot);
  const durations = useSelector(board, selectDurations);
  const busy = useSelector(board, selectTimesBusy);
  const failed = useSelector(board, selectTimesFailed);
  const placeholders = useSelector(board, selectPlaceholderCount);

  let body = null;
  if (slot === null) {
    body = null;
  } else if (failed) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>
          <FormattedMessage id="slot_failed" />
        </p>
        <Button tone="secondary" onPress={() => board.send({ type: 'slot.retried' })}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    );
  } else if (busy) {
    body = (
      <ul className={styles.lengths} aria-hidden="true" data-testid="slot-placeholder">
        {Array.from({ length: placeholders }, (_, i) => (
          // the lines of a length, as tall and where they will be: no shift when they come
          <li key={i} className={styles.length}>
            <span className={styles.range}>
              <span className={styles.skeletonLine}>
                <Skeleton shape="text" width="7em" />
              </span>
              <span className={`${styles.minutes} ${styles.skeletonLine}`}>
                <Skeleton shape="text" width="3.5em" />
              </span>
            </span>
            <span className={`${styles.price} ${styles.skeletonLine}`}>
              <Skeleton shape="text" width="4em" />
            </span>
            <Skeleton className={`${styles.select} ${styles.buttonPlaceholder}`} />
          </li>
        ))}
      </ul>
    );
  } else if (durations.length === 0) {
    body = (
      <p className={styles.stateText}>
        <FormattedMessage id="laiku_nera" />
      </p>
    );
  } else {
    const from = formatTime(slot.time);
    body = (
      <ul className={styles.lengths} aria-label={intl.formatMessage({ id: 'slot_lengths' })}>
        {durations.map(({ minutes, price }) => {
          const values = {
            from,
            till: endOf(slot.time, minutes),
            minutes,
            price: formatPrice(price),
          };
          return (
            <li key={minutes} className={styles.length}>
              <span className={styles.range}>
                <FormattedMessage id="slot_range" values={values} />
                <span className={styles.minutes}>
                  <FormattedMessage id="slot_length" values={values} />
                </span>
              </span>
              <span className={styles.price}>{values.price}</span>
              <Button
                size="sm"
                className={styles.select}
                aria-label={intl.formatMessage({ id: 'slot_select_named' }, values)}
                onPress={() => board.send({ type: 'duration.selected', minutes })}
              >
                <FormattedMessage id="slot_select" />
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      title={slot?.court.courtName ?? ''}
      isOpen={slot !== null}
      onClose={() => board.send({ type: 'slot.closed' })}
    >
      {slot === null ? null : (
        <div className={styles.content} aria-busy={busy}>
          <p className={styles.when}>
            <FormattedMessage
              id="slot_when"
              values={{ date: formatLongDate(slot.date, locale), time: formatTime(slot.time) }}
            />
          </p>
          <VisuallyHidden elementType="p" role="status">
            {busy ? intl.formatMessage({ id: 'slot_loading' }) : null}
          </VisuallyHidden>
          {body}
        </div>
      )}
    </Modal>
  );
}
