import { useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectServerDate } from '../../../machines/app';
import {
  selectBusy,
  selectCourts,
  selectDate,
  selectFailed,
  selectPlaceId,
  type boardMachine,
} from '../../../machines/board';
import { boardTimes } from '../../../machines/boardTimes';
import type { CourtDay } from '../../../machines/domain';
import { AppActorContext, useLocale, useToday, useUser } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { isPast, serverNowOf, slotLook, type SlotContext } from './slots';
import { SLOT_LABELS, type SlotLook } from './statusLabels';
import * as styles from './Board.css';

type BoardActor = ActorRefFrom<typeof boardMachine>;
type WorkHours = { start: number; end: number };

/** Courts drawn while a venue's first day loads (its own count is not known yet). */
const SKELETON_COURTS = 4;

/**
 * The day board of one venue: the legend, then its own scrolling box with a time column, a sticky
 * row of courts and a cell per half hour. While a day loads the box holds a skeleton of the grid;
 * when it fails, the message and a retry, in place (no toast: the board says it here).
 */
export function BoardGrid({
  board,
  workHours,
  placeName,
}: {
  board: BoardActor;
  workHours: WorkHours;
  placeName: string;
}) {
  const intl = useIntl();
  const courts = useSelector(board, selectCourts);
  const busy = useSelector(board, selectBusy);
  const failed = useSelector(board, selectFailed);
  const date = useSelector(board, selectDate);
  const placeId = useSelector(board, selectPlaceId);
  const today = useToday();
  const serverDate = AppActorContext.useSelector(selectServerDate);
  const signedIn = useUser() !== null;
  const times = useMemo(() => boardTimes(workHours), [workHours]);
  const region = useRef<HTMLDivElement>(null);

  const ctx = useMemo<SlotContext>(
    () => ({ date, now: serverNowOf(serverDate), workHours }),
    [date, serverDate, workHours],
  );

  // Today: show the first row that can still be booked, once per day loaded (not on every
  // refresh, which would pull the board from under the user).
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = region.current;
    const key = `${String(placeId)}|${date}`;
    if (!box || courts.length === 0 || scrolledFor.current === key) return;
    scrolledFor.current = key;
    if (date !== today) return;
    const row = box.querySelector('tr[data-first-open]');
    const head = box.querySelector('thead');
    if (!row || !head) return;
    box.scrollTop +=
      row.getBoundingClientRect().top -
      box.getBoundingClientRect().top -
      head.getBoundingClientRect().height;
  }, [courts, date, today, placeId]);

  const retry = () => {
    // The retry button goes away with the failure: keep focus where the board will appear.
    region.current?.focus();
    board.send({ type: 'board.retried' });
  };

  let content;
  if (failed) {
    content = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>
          <FormattedMessage id="board_failed" />
        </p>
        <Button tone="secondary" onPress={retry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    );
  } else if (courts.length > 0) {
    content = <DayTable courts={courts} times={times} ctx={ctx} placeName={placeName} />;
  } else if (busy) {
    content = <SkeletonGrid times={times} />;
  } else {
    content = (
      <div className={styles.state}>
        <p className={styles.stateText}>
          <FormattedMessage id="board_no_courts" />
        </p>
      </div>
    );
  }

  return (
    <div className={styles.board}>
      <Legend signedIn={signedIn} />
      {/* always there, so the change to "loading" is announced */}
      <VisuallyHidden elementType="p" role="status">
        {busy ? intl.formatMessage({ id: 'board_loading' }) : null}
      </VisuallyHidden>
      <div
        ref={region}
        className={styles.scroller}
        aria-busy={busy}
        // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'board_title' })}
        data-testid="board-region"
      >
        {content}
      </div>
    </div>
  );
}

function DayTable({
  courts,
  times,
  ctx,
  placeName,
}: {
  courts: CourtDay[];
  times: string[];
  ctx: SlotContext;
  placeName: string;
}) {
  const intl = useIntl();
  const [locale] = useLocale();
  const labels = useLabels();
  const firstOpen = times.find((time) => !isPast(time, ctx));
  return (
    <table className={styles.table} data-testid="board">
      <VisuallyHidden elementType="caption">
        <FormattedMessage
          id="board_caption"
          values={{ place: placeName, date: formatLongDate(ctx.date, locale) }}
        />
      </VisuallyHidden>
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
          <tr key={time} data-first-open={time === firstOpen ? '' : undefined}>
            <th scope="row" className={styles.timeCell}>
              {formatTime(time)}
            </th>
            {courts.map((court) => {
              const look = slotLook(court.timetable[time], time, ctx);
              const name = intl.formatMessage(
                { id: 'board_slot' },
                { court: court.courtName, time: formatTime(time), status: labels[look] },
              );
              return (
                <td key={court.courtId} className={styles.slotCell} data-status={look}>
                  <span className={styles.slot[look]}>
                    {/* Reserved and past cells are told by their look; every cell reads whole. */}
                    {SHOWS_TEXT[look] ? <span aria-hidden="true">{labels[look]}</span> : null}
                    <VisuallyHidden>{name}</VisuallyHidden>
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** docs/rules.md §2: a cell shows its status in words unless it is taken (reserved, or gone by). */
const SHOWS_TEXT: Record<SlotLook, boolean> = {
  free: true,
  full: false,
  fullsell: true,
  mycart: true,
  my: true,
  past: false,
  closed: true,
  unknown: true,
};

function useLabels(): Record<SlotLook, string> {
  const intl = useIntl();
  return useMemo(() => {
    const entries = Object.entries(SLOT_LABELS).map(([look, id]) => [
      look,
      intl.formatMessage({ id }),
    ]);
    return Object.fromEntries(entries) as Record<SlotLook, string>;
  }, [intl]);
}

/** What the cells mean; the cart and bought looks only matter to someone signed in. */
function Legend({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const labels = useLabels();
  const shown: SlotLook[] = signedIn
    ? ['free', 'fullsell', 'full', 'past', 'mycart', 'my']
    : ['free', 'fullsell', 'full', 'past'];
  return (
    <ul className={styles.legend} aria-label={intl.formatMessage({ id: 'board_legend' })}>
      {shown.map((look) => (
        <li key={look} className={styles.legendItem}>
          <span className={styles.swatch[look]} aria-hidden="true" />
          {labels[look]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The grid's shape while a day loads: the real time column and grey blocks, so the box does not
 * change size when the courts arrive. Assistive technology hears the board's status line instead.
 */
function SkeletonGrid({ times }: { times: string[] }) {
  const columns = Array.from({ length: SKELETON_COURTS }, (_, i) => i);
  return (
    <table className={styles.table} aria-hidden="true" data-testid="board-skeleton">
      <thead>
        <tr>
          <th className={styles.corner}>
            <FormattedMessage id="board_time" />
          </th>
          {columns.map((i) => (
            <th key={i} className={styles.skeletonHead}>
              <Skeleton shape="text" width={i % 2 === 0 ? '70%' : '55%'} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {times.map((time) => (
          <tr key={time}>
            <th className={styles.timeCell}>{formatTime(time)}</th>
            {columns.map((i) => (
              <td key={i} className={styles.skeletonCell}>
                <Skeleton className={styles.skeletonBlock} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
