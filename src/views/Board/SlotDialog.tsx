import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectAddFailure,
  selectAdding,
  selectDurations,
  selectPlaceholderCount,
  selectSlot,
  selectTimesBusy,
  selectTimesFailed,
  type boardMachine,
} from '../../../machines/board';
import { explainFailure, type Failure } from '../../../machines/domain';
import { useLocale, useOverlayActions, useOverlayIs } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Modal } from '../../ui/Modal/Modal';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { AddedQuestion, useHostAddedQuestion } from '../Cart/AddedQuestion';
import { FailureWords } from '../Failure/FailureWords';
import { formatPrice } from '../../format/money';
import { endOf } from './slots';
import * as styles from './SlotDialog.css';

type BoardActor = ActorRefFrom<typeof boardMachine>;

/**
 * The slot dialog (docs/rules.md §2): the court, the date and time, and each length that can be
 * booked from there with its price and a select button; none: "no times available". While the
 * lengths load, a placeholder row for each of up to 4 bookable half-hours from the chosen one
 * (§9); a failure is told here with a retry. Selecting a length asks the app to put it in the cart:
 * a visitor's dialog closes (the login comes first); a user's waits, the chosen button busy, until
 * the cart has it, or says here why it could not (docs/rules.md §4 "Adding to the cart") above
 * the lengths read afresh. Once the cart has it, the same modal asks whether to choose more or go
 * to the cart (AddedQuestion, the overlay's `added`): a new dialog in the open overlay, focused,
 * its title announced. Focus goes back to the cell the dialog was opened from when the modal
 * closes (react-aria's FocusScope), and to the failure when it is told.
 */
export function SlotDialog({ board }: { board: BoardActor }) {
  const intl = useIntl();
  const [locale] = useLocale();
  const slot = useSelector(board, selectSlot);
  const durations = useSelector(board, selectDurations);
  const busy = useSelector(board, selectTimesBusy);
  const failed = useSelector(board, selectTimesFailed);
  const placeholders = useSelector(board, selectPlaceholderCount);
  const adding = useSelector(board, selectAdding);
  const addFailure = useSelector(board, selectAddFailure);
  const { close } = useOverlayActions();
  useHostAddedQuestion();
  const asking = useOverlayIs('added');
  const content = useRef<HTMLDivElement>(null);
  const retry = () => {
    // The retry button goes away while the lengths load: focus waits in the dialog, so Escape
    // and Tab still work there (a removed button leaves focus on the page behind the modal).
    content.current?.focus({ preventScroll: true });
    board.send({ type: 'slot.retried' });
  };

  let body = null;
  if (slot === null) {
    body = null;
  } else if (failed) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>
          <FormattedMessage id="slot_failed" />
        </p>
        <Button tone="secondary" onPress={retry}>
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
                // the chosen one stays focusable while busy; the others wait for the answer
                isPending={adding === minutes}
                isDisabled={adding !== null && adding !== minutes}
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

  // the one Modal, in the same place in both returns: React keeps its overlay and the page stays
  // hidden, while contentKey gives the question a dialog of its own (focused, its title said)
  if (asking) {
    return (
      <Modal
        title={intl.formatMessage({ id: 'cart_added_title' })}
        isOpen
        onClose={close}
        contentKey="added"
      >
        <AddedQuestion />
      </Modal>
    );
  }
  return (
    <Modal
      title={slot?.court.courtName ?? ''}
      isOpen={slot !== null}
      onClose={() => board.send({ type: 'slot.closed' })}
      contentKey="slot"
    >
      {slot === null ? null : (
        <div ref={content} tabIndex={-1} className={styles.content} aria-busy={busy}>
          <p className={styles.when}>
            <FormattedMessage
              id="slot_when"
              values={{ date: formatLongDate(slot.date, locale), time: formatTime(slot.time) }}
            />
          </p>
          <VisuallyHidden elementType="p" role="status">
            {busy
              ? intl.formatMessage({ id: 'slot_loading' })
              : adding !== null
                ? intl.formatMessage({ id: 'cart_adding' })
                : null}
          </VisuallyHidden>
          {addFailure ? <AddFailure failure={addFailure} /> : null}
          {body}
        </div>
      )}
    </Modal>
  );
}

/**
 * Why the slot did not go into the cart (docs/rules.md §8 "Errors name their cause"), where the
 * user is looking: the portal's sentence for the cause, the venue's own words under it when it
 * explained a refusal ("Laikas 12:00 jau užimtas"), and what to do next. It takes focus when it
 * appears: the busy button it replaces is gone while the lengths are read again. A server's
 * technical message goes to the developer console only.
 */
function AddFailure({ failure }: { failure: Failure }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    const { console: note } = explainFailure(failure);
    if (note !== null) console.warn(`addToCart failed (${failure.error}): ${note}`);
  }, [failure]);
  return (
    <div ref={box} tabIndex={-1} className={styles.addFailure} data-testid="slot-add-failed">
      <MessageBox tone="error">
        <span className={styles.addFailureLead}>
          <FormattedMessage id="slot_add_failed" />
        </span>
        <FailureWords failure={failure} />
        <span className={styles.addFailureNext}>
          <FormattedMessage id="slot_add_failed_next" />
        </span>
      </MessageBox>
    </div>
  );
}
