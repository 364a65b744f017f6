import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  boardTimes,
  selectBusy,
  selectCourts,
  selectCourtsDate,
  selectFailedText,
  selectNow,
  selectPlaceId,
  selectStale,
  hasBegun,
  type boardMachine,
} from '../../../machines/board';
import type { CourtDay, WorkHours } from '../../../machines/domain';
import { useLocale, useToday, useUser } from '../../app/hooks';
import { formatLongDate, formatTime } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { keepTransitionsHere } from '../../ui/transitions';
import { ScrollFades, scrollCueFrame, useScrollCue } from '../../ui/ScrollCue/ScrollCue';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { SkeletonGrid } from './SkeletonGrid';
import { isSelectable, nowOnBoard, slotLook, type SlotContext } from './slots';
import { SLOT_LABELS, type SlotLook } from './statusLabels';
import * as styles from './Board.css';

type BoardActor = ActorRefFrom<typeof boardMachine>;

/** Everything the board draws from its machine, read as one so it can be deferred as one. */
const selectShown = (s: SnapshotFrom<typeof boardMachine>) => ({
  courts: selectCourts(s),
  busy: selectBusy(s),
  // what a failed day says (offline: the banner's words), null while it has not failed
  failed: selectFailedText(s),
  // the table shows the day it holds: while another date loads, the old day stays, stale
  date: selectCourtsDate(s),
  stale: selectStale(s),
  placeId: selectPlaceId(s),
});

/**
 * The day board of one venue (memoised: it follows the board machine itself, so a new address
 * need not draw it again): the legend, then its own scrolling box with a time column, a sticky
 * row of courts and a cell per half hour. While a day loads the box holds a skeleton of the grid;
 * when it fails, the message and a retry, in place (no toast: the board says it here).
 */
export const BoardGrid = memo(function BoardGrid({
  board,
  workHours,
  placeName: currentPlaceName,
}: {
  board: BoardActor;
  workHours: WorkHours;
  placeName: string;
}) {
  const intl = useIntl();
  // A day is some 1,600 elements. Deferred, React draws a new one in slices, between which the
  // browser paints and answers the user, rather than in one task of 100 ms on a cheap phone (an
  // actor's updates reach React synchronously). Deferred as one, what is drawn is
  // always one moment of the machine: never a day that has arrived beside a "loading" not yet gone.
  // The venue's name goes with it: a caption naming the new venue over the old one's courts
  // would be a moment the board contradicts itself.
  const shown = useSelector(board, selectShown, shallowEqual);
  const { courts, busy, failed, date, stale, placeId, placeName } = useDeferredValue(
    useMemo(() => ({ ...shown, placeName: currentPlaceName }), [shown, currentPlaceName]),
  );
  const today = useToday();
  // the server's clock as the board counts it, moving each minute while the page stays open
  const serverNow = useSelector(board, selectNow);
  const signedIn = useUser() !== null;
  const times = useMemo(() => boardTimes(workHours), [workHours]);
  const region = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useScrollCue(region, frame);

  const ctx = useMemo<SlotContext>(
    () => ({ date, now: serverNow, workHours }),
    [date, serverNow, workHours],
  );

  // Today: show the first row that can still be booked, once per day loaded (not on every
  // refresh, which would pull the board from under the user). Measured when the browser has laid
  // the new table out anyway — a ResizeObserver's first call comes after layout and before paint —
  // so the scroll neither forces a layout of the whole table in script nor shows a frame unscrolled.
  // The day counts as scrolled only once the scroll is done: an effect cleaned up before its
  // observer was called (the day re-rendered within that frame) leaves the next one to do it.
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = region.current;
    const key = `${String(placeId)}|${date}`;
    if (!box || courts.length === 0 || scrolledFor.current === key) return;
    const row = box.querySelector('tr[data-first-open]');
    const head = box.querySelector('thead');
    if (date !== today || typeof ResizeObserver === 'undefined' || !row || !head) {
      scrolledFor.current = key;
      return;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      scrolledFor.current = key;
      box.scrollTop +=
        row.getBoundingClientRect().top -
        box.getBoundingClientRect().top -
        head.getBoundingClientRect().height;
    });
    observer.observe(row);
    return () => observer.disconnect();
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
          <FormattedMessage id={failed} />
        </p>
        <Button tone="secondary" onPress={retry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    );
  } else if (courts.length > 0) {
    content = (
      <DayTable
        board={board}
        courts={courts}
        times={times}
        ctx={ctx}
        placeName={placeName}
        stale={stale}
      />
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
        ref={frame}
        className={`${scrollCueFrame} ${styles.scrollerFrame}`}
        style={
          !failed && courts.length > 0
            ? ({ [cssProperty(styles.courtCount)]: courts.length } as CSSProperties)
            : undefined
        }
      >
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
        <ScrollFades />
      </div>
    </div>
  );
});

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

/** The slot cell an event came from, if it came from one (the time column is of `th`s). */
function slotOf(target: EventTarget): HTMLTableCellElement | null {
  return target instanceof Element ? target.closest('tbody td') : null;
}

/** A cell's place on the grid, read from the table itself (its row in the body, after the time). */
function positionOf(cell: HTMLTableCellElement): Position | null {
  const row = cell.parentElement;
  if (!(row instanceof HTMLTableRowElement)) return null;
  return { row: row.sectionRowIndex, col: cell.cellIndex - 1 };
}

/** The slot cell at a place on the grid. */
function slotAt(table: HTMLTableElement | null, { row, col }: Position): HTMLElement | null {
  return table?.tBodies[0]?.rows[row]?.cells[col + 1] ?? null;
}

/**
 * Moves focus to a slot cell. A cell is focusable only while it has a tabindex, and only the tab
 * stop keeps one: the cell taken to gets -1 here, and the tab stop follows it (DayTable's effect).
 */
function focusSlot(cell: HTMLElement) {
  if (!cell.hasAttribute('tabindex')) cell.tabIndex = -1;
  cell.focus();
}

/**
 * The day as an ARIA grid on a table (a caption, a sticky row of courts, a sticky time column): a
 * cell per court and half-hour, named "court, time: status", is the control itself. One cell is
 * in the tab order (roving tabindex: the last one focused, else the first bookable row's first
 * court); arrow keys, Home/End (with Ctrl: the corners) and Page Up/Down move focus between cells;
 * Enter, Space or a click on a free or on-sale cell opens its dialog, the others are aria-disabled
 * (docs/rules.md §2). The grid is what its keys promise: a screen reader passes the arrows to it,
 * names each cell as focus comes, and keeps its table commands with the headers (docs/board.md).
 * The table, its rows and cells are memoised and the tab stop is set on the DOM, so moving focus
 * re-renders nothing, the press of another date neither (its day comes deferred), and another day
 * of the same venue re-renders only the cells whose look changed.
 * `stale`: the day is kept on screen, dimmed, while another date loads.
 */
const DayTable = memo(function DayTable({
  board,
  courts,
  times,
  ctx,
  placeName,
  stale,
}: {
  board: BoardActor;
  courts: CourtDay[];
  times: string[];
  ctx: SlotContext;
  placeName: string;
  stale: boolean;
}) {
  const [locale] = useLocale();
  const texts = useSlotTexts();
  const dimmed = useDimmed(stale);
  const firstOpen = times.find((time) => !hasBegun(ctx.date, time, ctx.now));
  const now = nowOnBoard(times, ctx);
  const firstOpenRow = Math.max(firstOpen ? times.indexOf(firstOpen) : 0, 0);
  // Cells render with no tabindex (a day has 400 of them): the tab stop's is set on the DOM, and
  // where it is (the cell last focused) is kept in a ref, so moving it re-renders nothing, not
  // even this table (a tap on a slot focuses it). React leaves the attribute alone: no cell has
  // it as a prop.
  const table = useRef<HTMLTableElement>(null);
  useDayFade(table, ctx.date, dimmed);
  const focused = useRef<Position | null>(null);
  const tabStop = useRef<HTMLElement | null>(null);
  const moveTabStop = (cell: HTMLElement | null) => {
    if (tabStop.current === cell) return;
    tabStop.current?.removeAttribute('tabindex');
    if (cell) cell.tabIndex = 0;
    tabStop.current = cell;
  };
  // Another day, or venue: the tab stop is the cell last focused if this day still has it, else
  // the first row that can still be booked.
  useLayoutEffect(() => {
    const at = focused.current;
    const stop =
      at && at.row < times.length && at.col < courts.length ? at : { row: firstOpenRow, col: 0 };
    moveTabStop(slotAt(table.current, stop));
  }, [courts, times, firstOpenRow]);

  /** A cell asks the board for its slot; the board's `bookable` guard decides whether it opens. */
  const select = (slot: HTMLTableCellElement) => {
    const at = positionOf(slot);
    const courtId = at && courts[at.col]?.courtId;
    const time = at && times[at.row];
    if (courtId === undefined || courtId === null || !time) return;
    board.send({ type: 'slot.selected', courtId, time });
  };
  // The cells have no handlers of their own: the table catches their events as they bubble, so
  // a cell is cheaper to draw and nothing a cell renders for changes with the day.
  const onClick = (event: MouseEvent) => {
    const slot = slotOf(event.target);
    if (!slot) return;
    // focus first, as a button takes it on a click: the dialog gives it back here when it closes
    focusSlot(slot);
    select(slot);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const slot = slotOf(event.target);
    if (!slot) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // (Space would scroll the board)
      event.preventDefault();
      if (!event.repeat) select(slot);
      return;
    }
    const at = positionOf(slot);
    const next =
      at && moved(event.key, event.ctrlKey || event.metaKey, at, times.length, courts.length);
    const target = next && slotAt(table.current, next);
    if (!target) return;
    event.preventDefault();
    focusSlot(target);
  };
  const onFocus = (event: FocusEvent) => {
    const slot = slotOf(event.target);
    const at = slot && positionOf(slot);
    if (!slot || !at) return;
    focused.current = at;
    moveTabStop(slot);
  };

  return (
    // The cells' events, caught once for all of them.
    <table
      ref={table}
      role="grid"
      // the cells are controls to press, not values to edit
      aria-readonly
      className={dimmed ? styles.staleTable : styles.dayTable}
      style={{ [cssProperty(styles.courtCount)]: courts.length } as CSSProperties}
      // 'board': the day asked for; 'board-stale': another date's, kept while it loads
      data-testid={stale ? 'board-stale' : 'board'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      // a cell fades when its look changes and under the pointer, and leaves with its venue or day
      // while it fades: its transitions stop here (src/ui/transitions.ts)
      onTransitionRun={keepTransitionsHere}
    >
      <VisuallyHidden elementType="caption">
        <FormattedMessage
          id="board_caption"
          values={{ place: placeName, date: formatLongDate(ctx.date, locale) }}
        />
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col" className={styles.dayCorner}>
            <FormattedMessage id="board_time" />
          </th>
          {courts.map((court) => (
            <th key={court.courtId} scope="col" className={styles.dayCourtHead}>
              {court.courtName}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {times.map((time) => (
          <Row
            key={time}
            time={time}
            courts={courts}
            ctx={ctx}
            texts={texts}
            firstOpen={time === firstOpen}
            now={now?.time === time ? now.fraction : null}
          />
        ))}
      </tbody>
    </table>
  );
});

/**
 * Whether a stale day is dimmed: only once it has been stale for `DIM_AFTER` ms. Most answers come
 * sooner, and then the table is never restyled twice (dimmed, then not) for a look no one saw: on
 * a phone at 4x CPU each of those restyles of the day's cells, and its paint, was some 40 ms of a
 * date's tap.
 */
const DIM_AFTER = 100;
function useDimmed(stale: boolean): boolean {
  const [dimmed, setDimmed] = useState(false);
  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(() => setDimmed(true), DIM_AFTER);
    return () => {
      clearTimeout(timer);
      setDimmed(false);
    };
  }, [stale]);
  return stale && dimmed;
}

/**
 * The cue that another day has come: its cells fade in once, as one layer (the table's body), from
 * the dimness the old day was shown at. Not a fade per cell, and not a CSS animation: each of
 * those sends its events (run, start, end) through React's listener at the root, and a fade per
 * changed cell was some 300 ms of them at 4× CPU after the day was drawn, holding up the next tap
 * (docs/performance.md "Interactions"). A Web Animation sends the page no event. None with
 * reduced motion; none for the first day, or another venue's (its cells are new).
 */
const DAY_FADE_MS = 150;
/** The old day's last look, not dimmed: the new one fades from a little under full. */
const DAY_FADE_FROM = 0.7;
function useDayFade(
  table: { readonly current: HTMLTableElement | null },
  date: string,
  dimmed: boolean,
) {
  const shown = useRef<{ date: string; dimmed: boolean } | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { date, dimmed };
    const body = table.current?.tBodies[0];
    if (before === null || before.date === date || !body) return;
    // (a test's DOM may have neither)
    if (typeof body.animate !== 'function' || typeof window.matchMedia !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    body.animate(
      [{ opacity: before.dimmed ? styles.staleOpacity : DAY_FADE_FROM }, { opacity: 1 }],
      {
        duration: DAY_FADE_MS,
        easing: 'ease-out',
      },
    );
  }, [table, date, dimmed]);
}

const Row = memo(function Row({
  time,
  courts,
  ctx,
  texts,
  firstOpen,
  now,
}: {
  time: string;
  courts: CourtDay[];
  ctx: SlotContext;
  texts: SlotTexts;
  firstOpen: boolean;
  /** how far through this half-hour the server's now is, or null when it is not in it */
  now: number | null;
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
      {courts.map((court) => (
        <Cell
          key={court.courtId}
          courtName={court.courtName}
          shownTime={shown}
          look={slotLook(court.timetable[time], time, ctx)}
          texts={texts}
        />
      ))}
    </tr>
  );
});

/**
 * One cell: a single element, the grid's cell, which is the control, named "court, time: status",
 * and shows the status in words unless the look tells it. A day has 400 of them, so each writes as
 * little as it can (docs/board.md, "Measured"): its look once, as `data-status`, which the table's
 * styles read; no class; no tabindex (only the tab stop has one, set by DayTable); no handlers
 * (the table catches its cells' events); no message formatting (the name is put together from the
 * locale's pattern, see useSlotTexts); and no place on the grid (read from the table).
 */
const Cell = memo(function Cell({
  courtName,
  shownTime,
  look,
  texts,
}: {
  courtName: string;
  shownTime: string;
  look: SlotLook;
  texts: SlotTexts;
}) {
  countCellRender();
  const label = texts.labels[look];
  return (
    <td
      data-status={look}
      aria-disabled={isSelectable(look) ? undefined : true}
      aria-label={texts.name(courtName, shownTime, label)}
    >
      {/* Reserved and past cells are told by their look alone; every cell reads whole. */}
      {SHOWS_TEXT[look] ? label : null}
    </td>
  );
});

/** 'var(--nowAt__x1)' → '--nowAt__x1', to set a vanilla-extract variable inline. */
function cssProperty(variable: string): string {
  return variable.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * `npm run bench:board` counts how often board cells render (a countdown must cause none) and
 * reads the count with `window.__boardCellRenders()`. The counter exists only in a build made
 * with `--mode bench`, and counts in a variable of its own (a property of `window` written 400
 * times would add to the very render it counts); anywhere else this is an empty call the
 * minifier drops.
 */
let cellRenders = 0;
// (no window when the shell is prerendered)
if (import.meta.env.MODE === 'bench' && typeof window !== 'undefined') {
  Object.assign(window, { __boardCellRenders: () => cellRenders });
}
function countCellRender() {
  if (import.meta.env.MODE === 'bench') cellRenders += 1;
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

function labelsOf(intl: IntlShape): Record<SlotLook, string> {
  const entries = Object.entries(SLOT_LABELS).map(([look, id]) => [
    look,
    intl.formatMessage({ id }),
  ]);
  return Object.fromEntries(entries) as Record<SlotLook, string>;
}

function useLabels(): Record<SlotLook, string> {
  const intl = useIntl();
  return useMemo(() => labelsOf(intl), [intl]);
}

/** The looks' words and a cell's name "court, time: status", once per locale. */
interface SlotTexts {
  labels: Record<SlotLook, string>;
  name: (court: string, time: string, status: string) => string;
}

/**
 * `board_slot` formatted once with markers in place of its three values and cut at them, so a
 * cell's name is a join of strings in the locale's own order rather than a message format call.
 */
function useSlotTexts(): SlotTexts {
  const intl = useIntl();
  return useMemo(() => {
    const marks = ['\uE000', '\uE001', '\uE002'];
    const pattern = intl.formatMessage(
      { id: 'board_slot' },
      { court: marks[0], time: marks[1], status: marks[2] },
    );
    // the pattern's pieces: its own words, or which value (0 court, 1 time, 2 status) goes there
    const parts = pattern
      .split(/([\uE000-\uE002])/)
      .map((part) => (marks.includes(part) ? marks.indexOf(part) : part));
    return {
      labels: labelsOf(intl),
      name: (court, time, status) => {
        let name = '';
        for (const part of parts) {
          name += part === 0 ? court : part === 1 ? time : part === 2 ? status : part;
        }
        return name;
      },
    };
  }, [intl]);
}

/** What the cells mean; the cart and bought looks only matter to someone signed in. */
const Legend = memo(function Legend({ signedIn }: { signedIn: boolean }) {
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
});
