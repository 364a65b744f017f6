import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectServerDate } from '../../../machines/app';
import {
  boardTimes,
  selectBusy,
  selectCourts,
  selectDate,
  selectFailed,
  selectPlaceId,
  type boardMachine,
} from '../../../machines/board';
import type { CourtDay } from '../../../machines/domain';
import { AppActorContext, useLocale, useToday, useUser } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { isPast, isSelectable, nowOnBoard, serverNowOf, slotLook, type SlotContext } from './slots';
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
    content = (
      <DayTable board={board} courts={courts} times={times} ctx={ctx} placeName={placeName} />
    );
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

/** Where the keyboard is on the grid: a row (time) and a column (court), both from 0. */
type Position = { row: number; col: number };

/** Keys that move on the grid: by one, to a row's ends, to the grid's corners, by a page. */
const PAGE_ROWS = 8;
function moved(
  key: string,
  ctrl: boolean,
  at: Position,
  rows: number,
  cols: number,
): Position | null {
  const clamp = (row: number, col: number) => ({
    row: Math.min(Math.max(row, 0), rows - 1),
    col: Math.min(Math.max(col, 0), cols - 1),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, cols - 1) : clamp(at.row, cols - 1);
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.col);
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.col);
    default:
      return null;
  }
}

function positionOf(slot: HTMLElement): Position | null {
  const { row, col } = slot.dataset;
  return row === undefined || col === undefined ? null : { row: Number(row), col: Number(col) };
}

interface SlotHandlers {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
}

/**
 * The day as a table (a caption, a sticky row of courts, a sticky time column) with a button in
 * every cell, named "court, time: status". One button is in the tab order (roving tabindex: the
 * last one focused, else the first bookable row's first court); arrow keys, Home/End (with Ctrl:
 * the corners) and Page Up/Down move focus between cells; Enter, Space or a click on a free or
 * on-sale cell opens its dialog, the others are aria-disabled (docs/rules.md §2). It stays a
 * table, not an ARIA grid, so screen readers keep their table commands and read the headers.
 * Rows and cells are memoised, so moving focus re-renders two rows.
 */
function DayTable({
  board,
  courts,
  times,
  ctx,
  placeName,
}: {
  board: BoardActor;
  courts: CourtDay[];
  times: string[];
  ctx: SlotContext;
  placeName: string;
}) {
  const [locale] = useLocale();
  const labels = useLabels();
  const firstOpen = times.find((time) => !isPast(time, ctx));
  const now = nowOnBoard(times, ctx);
  const [focused, setFocused] = useState<Position | null>(null);
  // the cell in the tab order: the one last focused (if this day still has it), else the first
  // row that can still be booked
  const tabStop =
    focused && focused.row < times.length && focused.col < courts.length
      ? focused
      : { row: Math.max(firstOpen ? times.indexOf(firstOpen) : 0, 0), col: 0 };

  // One set of handlers for every cell's button, stable while the day keeps its shape (so the
  // memoised rows and cells do not re-render for them).
  const rows = times.length;
  const cols = courts.length;
  const handlers = useMemo<SlotHandlers>(
    () => ({
      onClick: (event) => {
        const slot = event.currentTarget;
        if (slot.dataset.selectable === undefined) return;
        board.send({
          type: 'slot.selected',
          courtId: Number(slot.dataset.court),
          time: slot.dataset.time ?? '',
        });
      },
      // Enter and Space are the button's own (a click); arrows and the rest move between cells.
      onKeyDown: (event) => {
        const at = positionOf(event.currentTarget);
        const next = at && moved(event.key, event.ctrlKey || event.metaKey, at, rows, cols);
        if (!next) return;
        event.preventDefault();
        event.currentTarget
          .closest('table')
          ?.querySelector<HTMLElement>(`button[data-row="${next.row}"][data-col="${next.col}"]`)
          ?.focus();
      },
      onFocus: (event) => {
        const at = positionOf(event.currentTarget);
        if (at) setFocused((was) => (was?.row === at.row && was.col === at.col ? was : at));
      },
    }),
    [board, rows, cols, setFocused],
  );

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
        {times.map((time, row) => (
          <Row
            key={time}
            time={time}
            row={row}
            courts={courts}
            ctx={ctx}
            labels={labels}
            firstOpen={time === firstOpen}
            now={now?.time === time ? now.fraction : null}
            tabCol={tabStop.row === row ? tabStop.col : null}
            handlers={handlers}
          />
        ))}
      </tbody>
    </table>
  );
}

const Row = memo(function Row({
  time,
  row,
  courts,
  ctx,
  labels,
  firstOpen,
  now,
  tabCol,
  handlers,
}: {
  time: string;
  row: number;
  courts: CourtDay[];
  ctx: SlotContext;
  labels: Record<SlotLook, string>;
  firstOpen: boolean;
  /** how far through this half-hour the server's now is, or null when it is not in it */
  now: number | null;
  /** the column of the cell in the tab order, when it is in this row */
  tabCol: number | null;
  handlers: SlotHandlers;
}) {
  const shown = formatTime(time);
  return (
    <tr
      data-first-open={firstOpen ? '' : undefined}
      data-now={now === null ? undefined : ''}
      className={now === null ? undefined : styles.nowRow}
      style={
        now === null
          ? undefined
          : ({ [cssProperty(styles.nowAt)]: `${now * 100}%` } as CSSProperties)
      }
    >
      <th scope="row" className={styles.timeCell}>
        {shown}
      </th>
      {courts.map((court, col) => (
        <Cell
          key={court.courtId}
          row={row}
          col={col}
          courtId={court.courtId}
          courtName={court.courtName}
          time={time}
          shownTime={shown}
          look={slotLook(court.timetable[time], time, ctx)}
          labels={labels}
          tabbable={tabCol === col}
          handlers={handlers}
        />
      ))}
    </tr>
  );
});

const Cell = memo(function Cell({
  row,
  col,
  courtId,
  courtName,
  time,
  shownTime,
  look,
  labels,
  tabbable,
  handlers,
}: {
  row: number;
  col: number;
  courtId: number;
  courtName: string;
  time: string;
  shownTime: string;
  look: SlotLook;
  labels: Record<SlotLook, string>;
  tabbable: boolean;
  handlers: SlotHandlers;
}) {
  countCellRender();
  const intl = useIntl();
  const selectable = isSelectable(look);
  const name = intl.formatMessage(
    { id: 'board_slot' },
    { court: courtName, time: shownTime, status: labels[look] },
  );
  return (
    <td className={styles.slotCell} data-status={look}>
      <button
        type="button"
        className={styles.slotButton}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={selectable ? undefined : true}
        data-row={row}
        data-col={col}
        data-court={courtId}
        data-time={time}
        data-selectable={selectable ? '' : undefined}
        {...handlers}
      >
        <span className={styles.slot[look]}>
          {/* Reserved and past cells are told by their look; every cell reads whole. */}
          {SHOWS_TEXT[look] ? <span aria-hidden="true">{labels[look]}</span> : null}
          <VisuallyHidden>{name}</VisuallyHidden>
        </span>
      </button>
    </td>
  );
});

/**
 * `npm run bench:board` counts how often board cells render (a countdown must cause none). The
 * counter exists only in a build made with `--mode bench`; anywhere else this is an empty call
 * the minifier drops.
 */
/** 'var(--nowAt__x1)' → '--nowAt__x1', to set a vanilla-extract variable inline. */
function cssProperty(variable: string): string {
  return variable.replace(/^var\((--[^,)]+).*$/, '$1');
}

function countCellRender() {
  if (import.meta.env.MODE === 'bench') {
    const w = window as unknown as { __boardCellRenders?: number };
    w.__boardCellRenders = (w.__boardCellRenders ?? 0) + 1;
  }
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
