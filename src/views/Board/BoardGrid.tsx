import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectBusy,
  selectCourts,
  selectFailed,
  selectUnknownPlace,
  type boardMachine,
} from '../../../machines/board';
import { boardTimes } from '../../../machines/boardTimes';
import type { SlotStatus } from '../../../machines/domain';
import type { MessageId } from '../../app/intl-types';
import { formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as styles from './Board.css';

type BoardActor = ActorRefFrom<typeof boardMachine>;

const KNOWN = ['free', 'full', 'fullsell', 'mycart', 'my'] as const;
type KnownStatus = (typeof KNOWN)[number];
const isKnown = (status: SlotStatus): status is KnownStatus =>
  (KNOWN as readonly string[]).includes(status);

/** Status label through status.* keys; a status without a key reads as unavailable. */
function statusText(intl: IntlShape, status: SlotStatus): string {
  const id = `status.${status}`;
  return id in intl.messages
    ? intl.formatMessage({ id: id as MessageId })
    : intl.formatMessage({ id: 'status.unknown' });
}

/** The day board of one venue: a time column, a sticky row of courts, a cell per half hour. */
export function BoardGrid({
  board,
  workHours,
}: {
  board: BoardActor;
  workHours: { start: number; end: number };
}) {
  const intl = useIntl();
  const courts = useSelector(board, selectCourts);
  const busy = useSelector(board, selectBusy);
  const failed = useSelector(board, selectFailed);
  const unknown = useSelector(board, selectUnknownPlace);
  const times = useMemo(() => boardTimes(workHours), [workHours]);

  if (unknown) {
    return (
      <div className={styles.state}>
        <FormattedMessage id="board_unknown_place" />
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.state} role="alert">
        <FormattedMessage id="board_failed" />
        <Button tone="secondary" onPress={() => board.send({ type: 'board.retried' })}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    );
  }
  if (busy && courts.length === 0) {
    return (
      <div
        className={styles.state}
        role="status"
        aria-label={intl.formatMessage({ id: 'board_loading' })}
      >
        <Spinner />
      </div>
    );
  }
  if (courts.length === 0) {
    return (
      <div className={styles.state}>
        <FormattedMessage id="board_no_courts" />
      </div>
    );
  }

  return (
    <>
      <Legend />
      <div
        className={styles.scroller}
        aria-busy={busy}
        // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'board_title' })}
      >
        <table className={styles.table} data-testid="board">
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <FormattedMessage id="board_time" />
              </th>
              {courts.map((court) => (
                <th key={court.courtId} scope="col" className={styles.courtHead}>
                  {court.courtName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row" className={styles.timeCell}>
                  {formatTime(time)}
                </th>
                {courts.map((court) => {
                  const status = court.timetable[time];
                  return (
                    <td key={court.courtId} className={styles.slotCell} data-status={status}>
                      {status === undefined ? null : <SlotLabel intl={intl} status={status} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Cells show their status in words, except taken ones, which read as taken to screen readers. */
function SlotLabel({ intl, status }: { intl: IntlShape; status: SlotStatus }) {
  const text = statusText(intl, status);
  const look = isKnown(status) ? styles.slotLabel[status] : styles.slotLabel.other;
  if (status === 'full') {
    return (
      <span className={look}>
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return <span className={look}>{text}</span>;
}

function Legend() {
  const intl = useIntl();
  return (
    <ul className={styles.legend} aria-label={intl.formatMessage({ id: 'board_legend' })}>
      {KNOWN.map((status) => (
        <li key={status} className={`${styles.slotLabel[status]} ${styles.legendItem}`}>
          {statusText(intl, status)}
        </li>
      ))}
    </ul>
  );
}
