import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Link } from '../../ui/Link/Link';
import { useSelector } from '@xstate/react';
import {
  dateFor,
  selectDate,
  selectFirstOpenDay,
  selectPlaceId,
  selectUnknownPlace,
} from '../../../machines/board';
import { deferredComponent, untilLoaded } from '../../app/afterLoad';
import { withWholeCatalog } from '../../app/catalogs';
import { useBoardActor, useLocale, usePlaces, useToday, useVenueOptions } from '../../app/hooks';
import { formatDayLine } from '../../format/dates';
import { Button } from '../../ui/Button/Button';
import { CalendarIcon } from '../../ui/icons';
import { lazyRetryable } from '../../ui/LoadBoundary/LoadBoundary';
import { Calendar } from '../../ui/Calendar/Calendar';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { CartBar, CartPanel } from '../Cart/CartPanel';
import { Page } from '../Page/Page';
import { BoardGrid } from './BoardGrid';
import { TodayOver as TodayOverCard } from './TodayOver';
import { selectServerToday } from './TodayOverWords';
import { stripDates, stripDaysOf } from './dateStrip';
import { usePhone } from './usePhone';
import * as styles from './Board.css';
import { paths } from '../../app/paths';

// The slot dialog opens over the board on a click: it comes with the code fetched once the page
// has loaded (src/app/afterLoad.ts). A slot chosen before then opens it as soon as it is in.
// Memoised, as are the other parts a date's tap does not change (below): the tap draws the page
// again for its new address, and they need not draw with it.
const SlotDialog = memo(lazy(deferredComponent('SlotDialog')));
// react-aria's calendar (and its date arithmetic) is not part of the first load: it arrives with
// the code fetched once the page has loaded; until then the kit's skeleton stands in, as large.
const CalendarMonth = lazy(deferredComponent('CalendarMonth'));
// A phone's month calendar, over the board: fetched on the first press of its button.
const CalendarPopover = lazyRetryable(withWholeCatalog(() => import('./CalendarPopover')));
// The day strip (react-aria's radio group) is drawn on a phone only: its code is fetched when a
// phone first draws it (again until it arrives), and the head keeps its room meanwhile
// (Board.css.ts), so nothing moves when it comes. A wider screen never fetches it.
const DateStrip = lazy(() =>
  untilLoaded(() => import('../../ui/DateStrip/DateStrip')).then((m) => ({ default: m.DateStrip })),
);

const TodayOver = memo(TodayOverCard);

/**
 * The button that opens the month calendar over a phone's board: react-aria's Button, drawn again
 * only when its popover opens or closes.
 */
const CalendarButton = memo(function CalendarButton({
  label,
  expanded,
  onOpen,
  buttonRef,
}: {
  label: string;
  expanded: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Button
      ref={buttonRef}
      tone="ghost"
      size="icon"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPress={onOpen}
    >
      <CalendarIcon />
    </Button>
  );
});

/** The query parameter that carries the board's date: /rezervacija/2?data=2026-11-24. */
export const DATE_PARAM = 'data';

/**
 * A board's address: Home or a venue's page, with the date unless it is today (so today's board
 * keeps its short address and a shared link of today means today).
 */
export function boardPath(placeId: number | string | undefined, date: string, today: string) {
  const path = placeId === undefined ? paths.home : paths.venue(placeId);
  return date === today ? path : `${path}?${DATE_PARAM}=${date}`;
}

/**
 * Home and /rezervacija/{id}: the calendar on the left, venue tabs and the day board on the right,
 * the slot dialog over them. On a phone the board comes first (Board.css.ts): a strip of days
 * with a button to the month calendar in a popover, the venue tabs, the board, and the cart under
 * it, kept in sight by a bar at the bottom of the screen. The address says which venue and which
 * day (`?data=yyyy-MM-dd`), so a board can be shared, reloaded, and walked with Back and Forward;
 * the calendar, the strip and the tabs only change the address, and the board machine follows it
 * (docs/rules.md §2; a date before the server's today, or not a date, falls back to today and the
 * address is corrected in place).
 *
 * Arrow keys, Home and End move between the venues and keep focus on the tab (the layout leaves
 * focus where it is when a route change comes from a tab list inside the page).
 */
export function BoardPage({ placeParam }: { placeParam?: string }) {
  const intl = useIntl();
  const places = usePlaces();
  const [locale] = useLocale();
  const today = useToday();
  const { workHours } = useVenueOptions();
  const board = useBoardActor();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get(DATE_PARAM) ?? undefined;
  const selected = useSelector(board, selectPlaceId);
  const date = useSelector(board, selectDate);
  const unknownPlace = useSelector(board, selectUnknownPlace);
  // the calendar's first available day: past today once nothing of it can be booked any more
  const firstOpenDay = useSelector(board, selectFirstOpenDay);
  // the strip's today (its first day, named "today"): by the server's clock, which passes midnight
  // on a page left open, where start-up's today does not
  const serverToday = useSelector(board, selectServerToday) || today;

  // The address says which venue (Home: none, so the board takes the first) and which day; an id
  // that is not a number can never match one. Before the first paint, so the previous venue or day
  // never flashes.
  useLayoutEffect(() => {
    board.send({
      type: 'place.selected',
      ...(placeParam === undefined ? {} : { placeId: Number(placeParam) }),
      ...(asked === undefined ? {} : { date: asked }),
    });
  }, [placeParam, asked, board]);

  // A date the board will not show (past, or not a date) is replaced by today's address.
  useEffect(() => {
    if (asked !== undefined && dateFor(asked, today) !== asked) {
      navigate(boardPath(placeParam, today, today), { replace: true });
    }
  }, [asked, today, placeParam, navigate]);

  const placeName = places.find((place) => place.id === selected)?.name ?? '';
  const venuePath = (id: number) => boardPath(id, date, today);
  // the calendar, the strip and the month popover choose a day the same way: by its address
  // the same functions while the venue and today stay, so what takes them need not draw again
  const datePath = useCallback(
    (day: string) => boardPath(placeParam, day, today),
    [placeParam, today],
  );
  const chooseDate = useCallback((day: string) => navigate(datePath(day)), [navigate, datePath]);
  const phone = usePhone();
  // the strip's days are the same for every day chosen among them (stripDates): made once
  const stripKey = phone ? stripDates(date, serverToday).join(' ') : '';
  const days = useMemo(
    () => stripDaysOf(stripKey === '' ? [] : stripKey.split(' '), serverToday, locale, intl),
    [stripKey, serverToday, locale, intl],
  );
  const calendarButton = useRef<HTMLButtonElement>(null);
  // whether the month popover is open; and once it has been, so its code is asked for only then
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarWanted, setCalendarWanted] = useState(false);
  const openCalendar = useCallback(() => {
    setCalendarWanted(true);
    setCalendarOpen(true);
  }, []);
  const showsBoard = !unknownPlace && selected !== null;

  return (
    <Page title="board_title">
      <div className={styles.layout}>
        <div className={styles.head}>
          <p className={styles.date} data-testid="board-date">
            {formatDayLine(date, today, locale)}
          </p>
          {showsBoard && phone ? (
            <>
              <div className={styles.phoneOnly}>
                <CalendarButton
                  buttonRef={calendarButton}
                  label={intl.formatMessage({ id: 'board_calendar_open' })}
                  expanded={calendarOpen}
                  onOpen={openCalendar}
                />
              </div>
              <div className={styles.strip}>
                <Suspense fallback={null}>
                  <DateStrip
                    aria-label={intl.formatMessage({ id: 'board_strip' })}
                    previousLabel={intl.formatMessage({
                      id: 'board_strip_previous',
                    })}
                    nextLabel={intl.formatMessage({ id: 'board_strip_next' })}
                    days={days}
                    value={date}
                    onChange={chooseDate}
                  />
                </Suspense>
              </div>
            </>
          ) : null}
        </div>
        {unknownPlace ? (
          <>
            {/* an unknown venue id: the venues as plain links, and an empty board */}
            <nav
              aria-label={intl.formatMessage({ id: 'board_venues' })}
              className={styles.venueLinks}
            >
              {places.map((place) => (
                <Link key={place.id} href={boardPath(place.id, today, today)} tone="pill">
                  {place.name}
                </Link>
              ))}
            </nav>
            <p className={styles.date}>
              <FormattedMessage id="board_unknown_place" />
            </p>
          </>
        ) : selected === null ? null : (
          <div className={styles.columns}>
            <div className={styles.aside}>
              <div className={styles.calendarCard}>
                {/* A phone hides this month (it has the strip, and the month in a popover): not
                    drawn there, or each day chosen would redraw its six hidden weeks */}
                {phone ? null : (
                  <Calendar
                    month={CalendarMonth}
                    aria-label={intl.formatMessage({ id: 'board_calendar' })}
                    value={date}
                    minValue={firstOpenDay}
                    onChange={chooseDate}
                  />
                )}
              </div>
              <CartPanel />
            </div>
            <div className={styles.main}>
              <Tabs selectedKey={selected}>
                <TabList
                  aria-label={intl.formatMessage({ id: 'board_venues' })}
                  items={places}
                  // the hrefs carry the date: a collection re-renders its items only when told
                  dependencies={[date, today]}
                >
                  {(place) => (
                    <Tab id={place.id} href={venuePath(place.id)}>
                      {place.name}
                    </Tab>
                  )}
                </TabList>
                <TabPanel id={selected}>
                  <TodayOver board={board} today={today} pathOf={datePath} />
                  <BoardGrid board={board} workHours={workHours} placeName={placeName} />
                </TabPanel>
              </Tabs>
            </div>
          </div>
        )}
        {/* last in the page's content: held at the screen's bottom, it never covers the footer */}
        <CartBar />
      </div>
      <Suspense fallback={null}>
        <SlotDialog board={board} />
      </Suspense>
      {calendarWanted ? (
        <Suspense fallback={null}>
          <CalendarPopover
            triggerRef={calendarButton}
            isOpen={calendarOpen}
            onOpenChange={setCalendarOpen}
            value={date}
            minValue={firstOpenDay}
            onChange={chooseDate}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
