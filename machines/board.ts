/**
 * The reservation board (docs/rules.md §2, §4, §9): venue + date → the day's courts and slots;
 * a slot → the lengths that can be booked from it, with their prices.
 *
 * The board is a long-lived child of the app: it outlives the board page, so coming back shows the
 * last day at once while it is fetched again. Nothing loads until a board page is shown
 * (`place.selected`, which carries the venue and the date of the page's address). A new venue,
 * date or token while a day is loading starts over, and leaving `loading` aborts the earlier
 * request through its AbortSignal ("an earlier pending request is cancelled", docs/wire.md
 * placeInfo). The same page asked for again while its day is loading, or within `recentFor` of
 * its arrival (React's rehearsal of an effect, an address corrected in place), is not read again;
 * nor is the page start-up asked for `early`, when the page itself first asks, however late that
 * is (the day then counts as just read). A date that is not one, or is before the server's today,
 * means today; a venue id that is not among the places shows an empty page. Failures are shown in
 * place with a retry, so the board never sends them to the error channel.
 *
 * Start-up (docs/rules.md §4 "Start-up"): the board exists from the app's first moment, and the app
 * tells it the start-up page's address at once and the places, the server's date and the booking
 * address as it learns them (`startup.learnt`), kept ones from the last visit first, then the
 * fresh ones. The day loads as soon as enough is known — the address, today, and the venue
 * (Home: the first of the places) — and loads again only when what it was asked with changed: a
 * day asked for with a predicted date that the server confirms is kept.
 *
 * Choosing a bookable slot of the day on screen (free or on sale, not begun by the server's clock,
 * not the row that closes the day: the app tells the clock and working hours once start-up has
 * them) opens the slot dialog and asks for its lengths (timeInfo); closing the dialog or reloading
 * the day aborts that request. Picking a length reports `cart.addRequested` to the app (the cart,
 * or a login first, is the app's business: docs/rules.md §4 "Adding to the cart"). A visitor's
 * dialog closes at once (the login comes first). A signed-in user's dialog stays, busy, until the
 * app relays the cart's answer: in the cart (`slot.added`), the dialog closes; refused or failed
 * (`slot.addFailed`), the dialog says why where the user is looking and reads the lengths afresh,
 * so they can choose another or close it. While the dialog is open, a change to the day
 * (`board.refreshRequested`) waits for it to close: reading the day now would close it under the user.
 * Likewise a slot chosen while the day on screen is being read again opens its dialog at once, and
 * the day is read when the dialog closes.
 */
import { isValid, parseISO } from 'date-fns';
import { assign, enqueueActions, not, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  call,
  failureFrom,
  isCalendarDate,
  offlineOr,
  reportee,
  type BookingAccess,
  type CourtDay,
  type CourtReservationRequest,
  type Duration,
  type Failure,
  type Place,
  type WorkHours,
} from './domain';

// ---------------------------------------------------------------------------------------------
// The board's half-hour grid (docs/rules.md §9): one row every 30 minutes from work start to work
// end inclusive, as the timetable keys 'HH:mm:ss'. Hours may be fractional (7.5 = 07:30); a start
// after the end gives no rows.

export const SLOT_MINUTES = 30;

export function boardTimes(workHours: WorkHours): string[] {
  const first = Math.ceil((workHours.start * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.floor((workHours.end * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const times: string[] = [];
  for (
    let minutes = Math.max(first, 0);
    minutes <= Math.min(last, 24 * 60 - 1);
    minutes += SLOT_MINUTES
  ) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`);
  }
  return times;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Statuses a customer can put in a cart: free, or someone's booking on sale (docs/rules.md §4). */
export function isBookableStatus(status: string | undefined): boolean {
  return status === 'free' || status === 'fullsell';
}

/** Where the server's clock stands: its calendar date and time of day, both as it wrote them. */
export interface ServerNow {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm:ss' */
  time: string;
}

/**
 * '2026-11-21T09:30:00+02:00' → { date: '2026-11-21', time: '09:30:00' }: the server's own local
 * wall clock, never converted to the browser's zone. Null when it cannot be read.
 */
export function serverNowOf(isoDateTime: string | null): ServerNow | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(isoDateTime ?? '');
  if (!match) return null;
  const [, date = '', hours = '', minutes = '', seconds = '00'] = match;
  return { date, time: `${hours}:${minutes}:${seconds}` };
}

/** The work-hours end row (docs/wire.md "Working hours"): shown, never bookable. */
export function isClosingRow(time: string, workHours: Pick<WorkHours, 'end'>): boolean {
  const minutes = minutesOf(time);
  return minutes !== null && minutes >= workHours.end * 60;
}

/**
 * The slot of `date` at `time` has begun by the server's now (the server refuses it as past then,
 * too). Nothing has begun while the server's clock is not known.
 */
export function hasBegun(date: string, time: string, now: ServerNow | null): boolean {
  return now !== null && (date < now.date || (date === now.date && time <= now.time));
}

// ---------------------------------------------------------------------------------------------
// The server's clock while the page stays open (docs/rules.md §9 "The server's clock"): the
// server's date-time as start-up read it, moved on by the time that has passed since on the
// browser's monotonic clock (never by the browser's wall clock, which may be set wrong or jump).
// Wall-clock times are read at UTC, as the written wall clock with a `Z` appended, as everywhere
// else (docs/wire.md "Requests").

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Where the server's clock stood, and the monotonic reading (ms) at that moment. */
export interface ClockBase {
  /** the server's wall clock, ms at UTC */
  wallMs: number;
  /** `performance.now()` when it was read */
  at: number;
}

/** The browser's monotonic clock: it only moves forward, whatever the user does to their clock. */
function monotonicNow(): number {
  return performance.now();
}

/** The server's wall clock as ms at UTC: read as if at UTC, as every wire date is (docs/wire.md). */
function wallMsOf({ date, time }: ServerNow): number {
  return parseISO(`${date}T${time}Z`).getTime();
}

function serverNowAtMs(wallMs: number): ServerNow {
  const iso = new Date(wallMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The server's wall clock (ms at UTC) now, by the monotonic time passed since `base`. */
function wallMsNow(base: ClockBase): number {
  return base.wallMs + Math.max(0, monotonicNow() - base.at);
}

/**
 * 'yyyy-MM-dd' → the calendar day `days` after it; '' when it is not a real date (no day on
 * screen; '2026-02-30' is none). Counted in ms at UTC, where a day is always 24 hours: date-fns'
 * addDays counts in the browser's zone, whose clock changes would move a UTC midnight off its day.
 */
export function dayAfter(date: string, days = 1): string {
  const day = parseISO(`${date}T00:00Z`);
  return isValid(day) ? new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10) : '';
}

/** How many days after today the board looks for one with free times, today being over. */
export const FREE_DAY_SEARCH_DAYS = 14;

/**
 * A cell of the day on screen a customer can choose: free or on sale, not begun by the server's
 * clock, not the row that closes the day.
 */
function isChoosable(
  day: { courtsDate: string; now: ServerNow | null; workHours: WorkHours | null },
  status: string | undefined,
  time: string,
): boolean {
  return (
    isBookableStatus(status) &&
    !hasBegun(day.courtsDate, time, day.now) &&
    !(day.workHours !== null && isClosingRow(time, day.workHours))
  );
}

/** isChoosable for a court's cell of the day on screen. */
function isSlotChoosable(context: BoardContext, { courtId, time }: ChosenSlot): boolean {
  return isChoosable(
    context,
    context.courts.find((c) => c.courtId === courtId)?.timetable[time],
    time,
  );
}

/** Lengths are offered up to two hours, so the dialog's placeholder never shows more rows. */
export const MAX_PLACEHOLDERS = 4;

/**
 * While a slot's lengths load (docs/rules.md §9): the chosen half-hour and the ones right after it
 * that are free or on sale, at most 4. A chosen slot that is not bookable counts none.
 */
export function placeholderCount(timetable: Record<string, string>, time: string): number {
  const start = minutesOf(time);
  if (start === null) return 0;
  let count = 0;
  while (
    count < MAX_PLACEHOLDERS &&
    isBookableStatus(timetable[timeOf(start + count * SLOT_MINUTES)])
  ) {
    count++;
  }
  return count;
}

/** 'HH:mm:ss' (or 'HH:mm') → minutes after midnight; null when it is not a time. */
function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

// ---------------------------------------------------------------------------------------------
// The board machine

export interface BoardInput {
  /** the venues; null while start-up has not learnt them */
  places: Place[] | null;
  /** the server's date, 'yyyy-MM-dd'; '' while start-up has not learnt it */
  today: string;
  /** the booking API (url '' while start-up has not learnt it) and the session's token */
  access: BookingAccess;
}

/** A board page's address: the venue (none: Home, the first venue) and `?data=`. */
export interface BoardPage {
  placeId?: number;
  date?: string;
  /**
   * asked for by start-up, before the page is shown: the page's own first ask, whenever it comes,
   * keeps the day (slow start-up answers or slow code must not cost a second read)
   */
  early?: true;
}

/** What start-up learnt (or predicted) since the board was told last; places null: unknown again. */
export interface StartupFacts {
  places?: Place[] | null;
  today?: string;
  url?: string;
  /** the server's date-time as it wrote it (ISO 8601): which slots have begun */
  serverDate?: string;
  /** the venue's working hours: which row closes the day */
  workHours?: WorkHours;
}

/** What the search for a day with free times found, for which venue, after which day. */
export interface FreeDay {
  placeId: number;
  /** the day that was over */
  after: string;
  /**
   * the server's date the search was made on: a page left open past midnight searches again, the
   * day found then perhaps over too
   */
  on: string;
  /** 'yyyy-MM-dd', or null: none found (the board offers the next day) */
  date: string | null;
}

/** The slot the dialog is about. */
export interface ChosenSlot {
  courtId: number;
  /** 'HH:mm:ss', a key of the court's timetable */
  time: string;
}

export interface BoardContext {
  places: Place[] | null;
  today: string;
  access: BookingAccess;
  /** the page last asked for (`early`: by start-up, the page not yet shown); null until then */
  asked: BoardPage | null;
  /** null until a board is shown, and when there are no places at all */
  placeId: number | null;
  /** 'yyyy-MM-dd', never before today */
  date: string;
  courts: CourtDay[];
  /**
   * the date whose day `courts` holds ('' when none). While another date of the same venue loads,
   * the old day stays on screen marked stale (selectStale), so the table is reconciled, not
   * rebuilt, when the new one arrives.
   */
  courtsDate: string;
  /**
   * the day on screen arrived (or its page, asked for `early`, showed) less than `recentFor` ago:
   * the same page asked again keeps it
   */
  recent: boolean;
  failure: Failure | null;
  /** the slot of the open dialog (read it through selectSlot, which knows whether one is open) */
  slot: ChosenSlot | null;
  /** the lengths that can be booked from `slot` */
  durations: Duration[];
  timesFailure: Failure | null;
  /** the length (minutes) this dialog asked to put in the cart, while the cart answers */
  adding: number | null;
  /** why the last add from this dialog failed (null: none did), told in the dialog */
  addFailure: Failure | null;
  /** the day changed while the dialog was open: it is read again once the dialog closes */
  refreshDue: boolean;
  /**
   * the server's clock (null until start-up read it), moved on each minute while the page stays
   * open: a slot begun by it is not bookable
   */
  now: ServerNow | null;
  /** where `now` is counted from (null until start-up read the server's clock) */
  clockBase: ClockBase | null;
  /**
   * today being over on the board, the day after it with free times, looked for in the venue's
   * days ahead: `date` null when none was found within FREE_DAY_SEARCH_DAYS or the search failed
   */
  freeDay: FreeDay | null;
  /** the day the search reads now */
  searchDate: string;
  /** the venue's working hours (null until start-up knows them): their end row is not bookable */
  workHours: WorkHours | null;
}

export type BoardEvent =
  /**
   * A board page is shown: /rezervacija/{id}, or Home (no id: the first venue), for the date of
   * its address (`?data=`; none, not a date, or before today: today).
   */
  | ({ type: 'place.selected' } & BoardPage)
  /** start-up learnt the places, the server's date or the booking address (docs/rules.md §4) */
  | ({ type: 'startup.learnt' } & StartupFacts)
  /** the session changed: the day is read again with the new token (its own and others' slots) */
  | { type: 'access.changed'; token: string | null }
  /** a minute of the server's clock passed (the board sets it off itself) */
  | { type: 'clock.ticked' }
  /** something changed the day (a payment, a cart change): load it again */
  | { type: 'board.refreshRequested' }
  | { type: 'board.retried' }
  /** a cell of the day on screen was chosen */
  | { type: 'slot.selected'; courtId: number; time: string }
  /** the slot dialog was dismissed */
  | { type: 'slot.closed' }
  /** the lengths failed to load: ask again */
  | { type: 'slot.retried' }
  /** a length was picked in the slot dialog */
  | { type: 'duration.selected'; minutes: number }
  /** the app relays the cart's answer to this dialog's add: in the cart */
  | { type: 'slot.added' }
  /** the app relays the cart's answer to this dialog's add: refused or failed, and why */
  | { type: 'slot.addFailed'; failure: Failure };

/**
 * What the board tells the app (through `reportee`): the user wants this slot and length in the
 * cart. The app hands it to the add flow (machines/signInToAdd.ts), which adds the client id (the
 * signed-in user's subject), or has a visitor sign in first.
 */
export type BoardReport = {
  type: 'cart.addRequested';
  request: Omit<CourtReservationRequest, 'clientId'>;
};

export interface PlaceInfoQuery {
  access: BookingAccess;
  placeId: number;
  date: string;
}

export interface TimeInfoQuery {
  access: BookingAccess;
  courtId: number;
  date: string;
  /** 'HH:mm:ss' */
  time: string;
}

/** The date a page asks for, or today when it asks for none, for no date or for a past one. */
export function dateFor(asked: string | undefined, today: string): string {
  return asked !== undefined && isCalendarDate(asked) && asked >= today ? asked : today;
}

/** The page an event asks for, without the keys it leaves out. */
function pageAsked({ placeId, date, early }: BoardPage): BoardPage {
  return {
    ...(placeId === undefined ? {} : { placeId }),
    ...(date === undefined ? {} : { date }),
    ...(early && { early }),
  };
}

/** The facts an event carries, without the ones it leaves out. */
function factsOf({ places, today, url, serverDate, workHours }: StartupFacts): StartupFacts {
  return {
    ...(places === undefined ? {} : { places }),
    ...(today === undefined ? {} : { today }),
    ...(url === undefined ? {} : { url }),
    ...(serverDate === undefined ? {} : { serverDate }),
    ...(workHours === undefined ? {} : { workHours }),
  };
}

/** What the board shows for `asked`: null venue while it is not known; '' date while today is not. */
function pageOf(
  places: Place[] | null,
  today: string,
  asked: BoardPage,
): { placeId: number | null; date: string } {
  return {
    placeId: asked.placeId ?? places?.[0]?.id ?? null,
    date: today === '' ? '' : dateFor(asked.date, today),
  };
}

/** `asked` is the page whose day the board is loading or showing. */
function isBoardPage(context: BoardContext, asked: BoardPage): boolean {
  const page = pageOf(context.places, context.today, asked);
  return page.placeId === context.placeId && page.date === context.date;
}

/**
 * The courts to keep while `placeId`'s day on another date loads: the same venue's courts (its
 * courts are the same, only their slots differ), marked stale by their own date; another venue's
 * go, since its courts are not this one's.
 */
function courtsFor(context: BoardContext, placeId: number | null) {
  return placeId === context.placeId
    ? { courts: context.courts, courtsDate: context.courtsDate }
    : { courts: [], courtsDate: '' };
}

/** The board with new start-up facts, its venue and date worked out again from the page asked. */
function withFacts(context: BoardContext, facts: StartupFacts) {
  const places = facts.places === undefined ? context.places : facts.places;
  const today = facts.today ?? context.today;
  const access = { ...context.access, url: facts.url ?? context.access.url };
  const read = facts.serverDate === undefined ? undefined : serverNowOf(facts.serverDate);
  const now = read === undefined ? context.now : read;
  const clockBase =
    read === undefined ? context.clockBase : read && { wallMs: wallMsOf(read), at: monotonicNow() };
  const workHours = facts.workHours ?? context.workHours;
  const page =
    context.asked === null
      ? { placeId: context.placeId, date: context.date }
      : pageOf(places, today, context.asked);
  return { places, today, access, now, clockBase, workHours, ...page };
}

/**
 * The search's finding for the venue and day on screen, if it has one made on the server's
 * date as the board counts it now.
 */
function freeDayFor(context: BoardContext): FreeDay | undefined {
  const { freeDay } = context;
  return freeDay !== null &&
    freeDay.placeId === context.placeId &&
    freeDay.after === context.courtsDate &&
    freeDay.on === context.now?.date
    ? freeDay
    : undefined;
}

/**
 * The first day the search reads, and the day offered while it looks: the day after the one on
 * screen, or the server's today when the clock has passed midnight since that day was read.
 */
function searchStart(context: BoardContext): string {
  const next = dayAfter(context.courtsDate);
  return context.courtsDate !== '' && context.now !== null && context.now.date > next
    ? context.now.date
    : next;
}

/**
 * Not one slot of the server's today on screen can still be chosen (see selectTodayOver); or the
 * day on screen is one the server's clock has left behind while the page stayed open.
 */
function isTodayOver(context: BoardContext): boolean {
  return (
    context.now !== null &&
    context.courtsDate !== '' &&
    context.courtsDate <= context.now.date &&
    context.courts.length > 0 &&
    context.courts.every((court) =>
      Object.entries(court.timetable).every(
        ([time, status]) => !isChoosable(context, status, time),
      ),
    )
  );
}

/** `minutes` is one of the lengths the server offered for the dialog's slot. */
function isOffered(context: BoardContext, minutes: number): boolean {
  return context.durations.some((duration) => duration.minutes === minutes);
}

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as BoardInput,
  },
  actors: {
    /** GET /v1/placeInfo?placeID&date&sessionToken */
    loadPlaceInfo: call<CourtDay[], PlaceInfoQuery>('loadPlaceInfo'),
    /** GET /v1/timeInfo?courtID&date&time&sessionToken */
    loadTimeInfo: call<Duration[], TimeInfoQuery>('loadTimeInfo'),
  },
  delays: {
    /** how long a day that arrived counts as just read (docs/rules.md §4 "Start-up") */
    recentFor: 2000,
    /** to the next whole minute of the server's clock (a half-hour begins on one) */
    untilNextMinute: ({ context }) =>
      context.clockBase === null
        ? MINUTE_MS
        : MINUTE_MS - (wallMsNow(context.clockBase) % MINUTE_MS) || MINUTE_MS,
  },
  guards: {
    /** the venue is among the places, or the places are not known yet (checked when they are) */
    knownPlace: ({ context }) =>
      context.places === null || context.places.some((place) => place.id === context.placeId),
    /** the booking address, today and the venue are known */
    canLoad: ({ context }) =>
      context.access.url !== '' && context.today !== '' && context.placeId !== null,
    /** the page asked for is the one whose day is loading or on screen */
    samePage: ({ context }, asked: BoardPage) => isBoardPage(context, asked),
    /** the same page, and its day arrived less than `recentFor` ago */
    recentSamePage: ({ context }, asked: BoardPage) =>
      context.recent && isBoardPage(context, asked),
    /** the page start-up asked for early, asking for itself at last */
    earlySamePage: ({ context }, asked: BoardPage) =>
      !!context.asked?.early && isBoardPage(context, asked),
    /** with these facts the board would ask for another day, or its venue is not among the places */
    pageMoved: ({ context }, facts: StartupFacts) => {
      const next = withFacts(context, facts);
      return (
        next.placeId !== context.placeId ||
        next.date !== context.date ||
        next.access.url !== context.access.url ||
        (next.places !== null && !next.places.some((place) => place.id === next.placeId))
      );
    },
    tokenChanged: ({ context }, { token }: { token: string | null }) =>
      token !== context.access.token,
    /**
     * Free or on sale on the day on screen (docs/rules.md §4: both can be put in a cart), not yet
     * begun by the server's clock, and not the row that closes the day (docs/wire.md "Working
     * hours"), whatever the server says of those two.
     */
    bookable: ({ context }, slot: ChosenSlot) => isSlotChoosable(context, slot),
    /**
     * bookable, and the day on screen is the one asked for (read again, not another date's kept
     * while that one loads)
     */
    bookableOnScreen: ({ context }, slot: ChosenSlot) =>
      context.courtsDate === context.date && isSlotChoosable(context, slot),
    /** one of the lengths the server offered for this slot */
    offered: ({ context }, { minutes }: { minutes: number }) => isOffered(context, minutes),
    /**
     * offered, and a user is signed in (the board reads days with their token): the add goes
     * straight into the cart, and the dialog waits for it
     */
    offeredToUser: ({ context }, { minutes }: { minutes: number }) =>
      context.access.token !== null && context.access.token !== '' && isOffered(context, minutes),
    /** the day changed while the dialog was open */
    refreshDue: ({ context }) => context.refreshDue,
    /** the server's clock is known, so it can move on */
    clockKnown: ({ context }) => context.clockBase !== null,
    /** today is over on the board, and the day after it with free times is not looked for yet */
    searchDue: ({ context }) => isTodayOver(context) && freeDayFor(context) === undefined,
    /** the search for the day with free times has its answer for the venue and day on screen */
    searchSettled: ({ context }) => freeDayFor(context) !== undefined,
  },
  actions: {
    /** another venue: its courts are not this one's, so they go; another day keeps them, stale */
    selectPage: assign(({ context }, asked: BoardPage) => {
      const { placeId, date } = pageOf(context.places, context.today, asked);
      return { asked, placeId, date, ...courtsFor(context, placeId) };
    }),
    /** the same page asked again: remember how it was asked (start-up works it out from that) */
    rememberAsked: assign((_, asked: BoardPage) => ({ asked })),
    learn: enqueueActions(({ context, enqueue }, facts: StartupFacts) => {
      const next = withFacts(context, facts);
      enqueue.assign({ ...next, ...courtsFor(context, next.placeId) });
      // the server's clock read afresh: the next tick is counted from it
      if (facts.serverDate !== undefined && next.clockBase !== null) {
        enqueue.cancel('clockTick');
        enqueue.raise({ type: 'clock.ticked' }, { id: 'clockTick', delay: 'untilNextMinute' });
      }
    }),
    /** the server's clock now, by the monotonic time passed since it was read */
    advanceClock: assign(({ context: { clockBase, now } }) => ({
      now: clockBase === null ? now : serverNowAtMs(wallMsNow(clockBase)),
    })),
    /** one tick at the next whole minute of the server's clock (an earlier one is called off) */
    scheduleTick: enqueueActions(({ enqueue }) => {
      enqueue.cancel('clockTick');
      enqueue.raise({ type: 'clock.ticked' }, { id: 'clockTick', delay: 'untilNextMinute' });
    }),
    /**
     * the day the search read: it has a free time (found), or it was the last to look at (none
     * found), or the search goes on to the next day
     */
    takeSearchedDay: assign(({ context }, { courts }: { courts: CourtDay[] }) => {
      const free = courts.some((court) =>
        Object.entries(court.timetable).some(([time, status]) =>
          isChoosable({ ...context, courtsDate: context.searchDate }, status, time),
        ),
      );
      const on = context.now?.date ?? context.courtsDate;
      const last = context.searchDate >= dayAfter(on, FREE_DAY_SEARCH_DAYS);
      if (!free && !last) return { searchDate: dayAfter(context.searchDate) };
      return {
        freeDay: {
          placeId: context.placeId ?? 0,
          after: context.courtsDate,
          on,
          date: free ? context.searchDate : null,
        },
      };
    }),
    setToken: assign(({ context }, { token }: { token: string | null }) => ({
      access: { ...context.access, token },
    })),
    /** ask the app to put the dialog's slot, this long, in the cart */
    requestAdd: sendTo(reportee, ({ context }, { minutes }: { minutes: number }): BoardReport => ({
      type: 'cart.addRequested',
      request: {
        courtId: context.slot?.courtId ?? 0,
        date: context.date,
        time: context.slot?.time ?? '',
        durationMins: minutes,
      },
    })),
  },
}).createMachine({
  id: 'board',
  description: 'One venue and day of the reservation board, and the slot dialog.',
  context: ({ input }) => ({
    places: input.places,
    today: input.today,
    access: input.access,
    asked: null,
    placeId: null,
    date: input.today,
    courts: [],
    courtsDate: '',
    recent: false,
    failure: null,
    slot: null,
    durations: [],
    timesFailure: null,
    adding: null,
    addFailure: null,
    refreshDue: false,
    now: null,
    clockBase: null,
    freeDay: null,
    searchDate: '',
    workHours: null,
  }),
  initial: 'idle',
  on: {
    'place.selected': {
      target: '.choosingPlace',
      description: 'Show a venue (Home: the first one) on a day (none or a past one: today).',
      actions: { type: 'selectPage', params: ({ event }) => pageAsked(event) },
    },
    'access.changed': {
      description: 'The token is remembered for the next day read.',
      actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
    },
    'clock.ticked': {
      guard: 'clockKnown',
      // The next minute is waited for.
      description: "A minute of the server's clock passed: the now line and past cells move.",
      actions: ['advanceClock', 'scheduleTick'],
    },
  },
  states: {
    idle: {
      // Start-up may already tell what it learnt.
      description: 'No board page shown yet.',
      on: {
        'startup.learnt': {
          description: 'Remember what start-up learnt, for the first page.',
          actions: { type: 'learn', params: ({ event }) => factsOf(event) },
        },
      },
    },
    choosingPlace: {
      description: 'Is the venue one of the places, and is enough known to load its day?',
      always: [
        {
          guard: not('knownPlace'),
          target: 'unknownPlace',
          description: 'The venue id is not among the places.',
        },
        { guard: 'canLoad', target: 'shown', description: 'Everything is known: load the day.' },
        { target: 'waiting', description: 'Wait for start-up to learn the rest.' },
      ],
    },
    waiting: {
      // It lacks the booking address, today, or for Home the places.
      description: 'A page is asked for; start-up has not learnt enough to load its day.',
      tags: ['busy'],
      on: {
        'startup.learnt': {
          target: 'choosingPlace',
          description: 'Start-up learnt more: look again whether the day can load.',
          actions: { type: 'learn', params: ({ event }) => factsOf(event) },
        },
      },
    },
    shown: {
      description: 'A known venue: its day loads, shows, or failed to load.',
      initial: 'loading',
      on: {
        'access.changed': {
          guard: { type: 'tokenChanged', params: ({ event }) => ({ token: event.token }) },
          target: '.loading',
          reenter: true,
          description: 'Signed in or out: statuses differ.',
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
        },
        'board.refreshRequested': {
          target: '.loading',
          reenter: true,
          description: 'Something changed the day (a payment, the cart): read it again.',
        },
        'startup.learnt': [
          {
            guard: { type: 'pageMoved', params: ({ event }) => factsOf(event) },
            target: 'choosingPlace',
            // Another date, address or venue.
            description: 'Start-up changed the day to ask for: ask again.',
            actions: { type: 'learn', params: ({ event }) => factsOf(event) },
          },
          {
            description: 'The day was asked for with what start-up now confirms: it is kept.',
            actions: { type: 'learn', params: ({ event }) => factsOf(event) },
          },
        ],
      },
      states: {
        loading: {
          // Those of this venue stay; another date's are marked stale.
          description: 'The day is loading; the courts on screen stay.',
          tags: ['busy'],
          entry: assign({ failure: null, slot: null, recent: false, refreshDue: false }),
          on: {
            'place.selected': {
              guard: { type: 'samePage', params: ({ event }) => pageAsked(event) },
              description: 'The page whose day is on its way: no second request.',
              actions: { type: 'rememberAsked', params: ({ event }) => pageAsked(event) },
            },
            'slot.selected': {
              guard: {
                type: 'bookableOnScreen',
                params: ({ event }) => ({ courtId: event.courtId, time: event.time }),
              },
              target: 'loaded.slot',
              // A tap is never dropped: the day on screen looks ready. The read is aborted and
              // made again when the dialog closes, as a refresh asked for while it is open is.
              description:
                'A slot of the day on screen, which is being read again: its dialog opens now.',
              actions: assign({
                slot: ({ event }) => ({ courtId: event.courtId, time: event.time }),
                refreshDue: true,
              }),
            },
          },
          invoke: {
            id: 'loadPlaceInfo',
            src: 'loadPlaceInfo',
            input: ({ context }) => ({
              access: context.access,
              placeId: context.placeId ?? 0,
              date: context.date,
            }),
            onDone: {
              target: 'loaded',
              description: 'The day arrived: it replaces the courts on screen.',
              actions: assign({
                courts: ({ event }) => event.output,
                courtsDate: ({ context }) => context.date,
                recent: true,
              }),
            },
            onError: {
              target: 'failed',
              description: 'The day did not load: say so in place.',
              actions: assign({ failure: failureFrom }),
            },
          },
        },
        loaded: {
          description: 'The day is on screen; a slot dialog may be open over it.',
          initial: 'browsing',
          after: {
            recentFor: {
              description:
                'The day is no longer just read: the same page asked again reads it again.',
              actions: assign({ recent: false }),
            },
          },
          on: {
            'place.selected': [
              {
                guard: { type: 'recentSamePage', params: ({ event }) => pageAsked(event) },
                description: 'The page whose day just arrived: it is kept, not read again.',
                actions: { type: 'rememberAsked', params: ({ event }) => pageAsked(event) },
              },
              {
                guard: { type: 'earlySamePage', params: ({ event }) => pageAsked(event) },
                target: 'loaded',
                reenter: true,
                // However long after its day came; it counts as just read from now.
                description:
                  "Start-up's page shown at last: its day is kept, and counts as just read.",
                actions: [
                  { type: 'rememberAsked', params: ({ event }) => pageAsked(event) },
                  assign({ recent: true }),
                ],
              },
            ],
          },
          states: {
            browsing: {
              description: 'No dialog: the user looks at the day.',
              entry: assign({ slot: null, adding: null, addFailure: null }),
              always: {
                guard: 'refreshDue',
                target: '#board.shown.loading',
                description: 'The day changed while the dialog was open: read it now.',
              },
              initial: 'looking',
              states: {
                looking: {
                  // Or the day with free times after today, once found.
                  description: 'The day on screen, with nothing to look for.',
                  always: {
                    guard: 'searchDue',
                    target: 'searchingFreeDay',
                    // The clock moved, or the day came so; and no finding was made on the
                    // server's date as it is now (none yet, or the clock passed midnight
                    // since).
                    description:
                      'Today is over on the board: look for the next day with free times.',
                    actions: assign({ searchDate: ({ context }) => searchStart(context) }),
                  },
                },
                searchingFreeDay: {
                  // The venue's days after it, one by one, up to FREE_DAY_SEARCH_DAYS.
                  description: 'Today is over: the next days are read until one has a free time.',
                  tags: ['searchingFreeDay'],
                  always: {
                    guard: 'searchSettled',
                    target: 'looking',
                    description:
                      'A day with free times was found, or none was: the board offers it.',
                  },
                  invoke: {
                    id: 'searchFreeDay',
                    src: 'loadPlaceInfo',
                    input: ({ context }) => ({
                      access: context.access,
                      placeId: context.placeId ?? 0,
                      date: context.searchDate,
                    }),
                    onDone: {
                      target: 'searchingFreeDay',
                      reenter: true,
                      // It has a free time, or it was the last to look at, or the next day is
                      // read.
                      description: 'A day arrived: a free time, the last day, or read the next.',
                      actions: {
                        type: 'takeSearchedDay',
                        params: ({ event }) => ({ courts: event.output }),
                      },
                    },
                    onError: {
                      target: 'looking',
                      description:
                        'A day did not load: the search ends, and the board offers the next day.',
                      actions: assign({
                        freeDay: ({ context }) => ({
                          placeId: context.placeId ?? 0,
                          after: context.courtsDate,
                          on: context.now?.date ?? context.courtsDate,
                          date: null,
                        }),
                      }),
                    },
                  },
                },
              },
              on: {
                'slot.selected': {
                  guard: {
                    type: 'bookable',
                    params: ({ event }) => ({ courtId: event.courtId, time: event.time }),
                  },
                  target: 'slot',
                  description:
                    'A free or on-sale slot, not begun and not the closing row, opens its dialog.',
                  actions: assign({
                    slot: ({ event }) => ({ courtId: event.courtId, time: event.time }),
                  }),
                },
              },
            },
            slot: {
              description: 'The slot dialog: its lengths load, are offered, or failed to load.',
              initial: 'loadingTimes',
              on: {
                'slot.closed': {
                  target: 'browsing',
                  // An add on its way goes on: its outcome is told outside the dialog.
                  description: 'The dialog was dismissed.',
                },
                'board.refreshRequested': {
                  // Changed by the cart or a payment; not read under the user.
                  description: 'The day changed: read it once the dialog closes.',
                  actions: assign({ refreshDue: true }),
                },
              },
              states: {
                loadingTimes: {
                  description: 'A placeholder for up to 4 lengths while they load.',
                  tags: ['timesBusy'],
                  entry: assign({ durations: [], timesFailure: null }),
                  invoke: {
                    id: 'loadTimeInfo',
                    src: 'loadTimeInfo',
                    input: ({ context }) => ({
                      access: context.access,
                      courtId: context.slot?.courtId ?? 0,
                      date: context.date,
                      time: context.slot?.time ?? '',
                    }),
                    onDone: {
                      target: 'choosing',
                      description: 'The lengths arrived: offer them.',
                      actions: assign({ durations: ({ event }) => event.output }),
                    },
                    onError: {
                      target: 'timesFailed',
                      description: 'The lengths did not load: say so in the dialog.',
                      actions: assign({ timesFailure: failureFrom }),
                    },
                  },
                },
                choosing: {
                  // It also says why the last add failed, if it did.
                  description: 'Each length with its price and a select button, or "no times".',
                  on: {
                    'duration.selected': [
                      {
                        guard: {
                          type: 'offeredToUser',
                          params: ({ event }) => ({ minutes: event.minutes }),
                        },
                        target: 'adding',
                        description:
                          'Ask the app to put it in the cart; the dialog waits for the answer.',
                        actions: [
                          assign({ adding: ({ event }) => event.minutes, addFailure: null }),
                          {
                            type: 'requestAdd',
                            params: ({ event }) => ({ minutes: event.minutes }),
                          },
                        ],
                      },
                      {
                        guard: {
                          type: 'offered',
                          params: ({ event }) => ({ minutes: event.minutes }),
                        },
                        target: '#board.shown.loaded.browsing',
                        // The app is asked, and asks them to log in.
                        description: 'A visitor: log in first; the dialog closes.',
                        actions: {
                          type: 'requestAdd',
                          params: ({ event }) => ({ minutes: event.minutes }),
                        },
                      },
                    ],
                  },
                },
                adding: {
                  // Until the cart answers.
                  description: 'The chosen length is going into the cart: the dialog waits, busy.',
                  tags: ['slotAdding'],
                  on: {
                    'slot.added': {
                      target: '#board.shown.loaded.browsing',
                      description:
                        'In the cart: the dialog closes (the app asks "choose more or go to the cart?").',
                    },
                    'slot.addFailed': {
                      target: 'loadingTimes',
                      // Read afresh, to choose another length.
                      description:
                        'Refused or failed: the dialog says why and reads the lengths again.',
                      actions: assign({
                        adding: null,
                        addFailure: ({ event }) => event.failure,
                      }),
                    },
                  },
                },
                timesFailed: {
                  description: 'The lengths did not load: a message and a retry, in the dialog.',
                  tags: ['timesFailed'],
                  on: {
                    'slot.retried': {
                      target: 'loadingTimes',
                      description: 'Ask for the lengths again.',
                    },
                  },
                },
              },
            },
          },
        },
        failed: {
          description: 'The day did not load: a message and a retry button.',
          tags: ['failed'],
          on: {
            'board.retried': { target: 'loading', description: 'Ask for the day again.' },
          },
        },
      },
    },
    unknownPlace: {
      description: 'The venue id is not among the places: an empty page.',
      on: {
        'startup.learnt': {
          target: 'choosingPlace',
          description: 'Start-up learnt the places afresh: look again.',
          actions: { type: 'learn', params: ({ event }) => factsOf(event) },
        },
      },
    },
  },
});

export type BoardSnapshot = SnapshotFrom<typeof boardMachine>;

/** For views: the courts of the day on screen (see selectStale). */
export const selectCourts = (s: BoardSnapshot) => s.context.courts;
/** For views: the date of the day on screen, '' when there is none. */
export const selectCourtsDate = (s: BoardSnapshot) => s.context.courtsDate;
/**
 * For views: the day on screen is another date's, kept while the date asked for loads (or failed
 * to): show it dimmed and busy, not as the day asked for.
 */
export const selectStale = (s: BoardSnapshot) =>
  s.context.courts.length > 0 && s.context.courtsDate !== s.context.date;
/** For views: the venue shown, or null (no board yet, or no places at all). */
export const selectPlaceId = (s: BoardSnapshot) => s.context.placeId;
export const selectDate = (s: BoardSnapshot) => s.context.date;
/** For views: a day is on its way. */
export const selectBusy = (s: BoardSnapshot) => s.hasTag('busy');
/** For views: the day failed to load (show the retry). */
export const selectFailed = (s: BoardSnapshot) => s.hasTag('failed');
/**
 * For views: what the failed day says (a catalogue id) — the board's own `board_failed`, or, for a
 * date or venue switch the wire refused unsent because the browser is offline, the offline
 * banner's words (docs/rules.md §8 "Offline"); null while the day has not failed.
 */
export const selectFailedText = (s: BoardSnapshot): 'board_failed' | 'offline_banner' | null =>
  s.hasTag('failed') ? offlineOr(s.context.failure, 'board_failed') : null;
/**
 * For views: the server's today is on screen, read, and not one of its slots can be chosen any
 * more (late in the evening): the board says so and offers the next day, rather than a board of
 * hatched cells with no word.
 */
export const selectTodayOver = (s: BoardSnapshot): boolean =>
  s.matches({ shown: 'loaded' }) && isTodayOver(s.context);
/**
 * For views, today being over: the day to offer instead — the next one with free times once the
 * search found it, else (still looking, none found within FREE_DAY_SEARCH_DAYS, or the search
 * failed) the next day — and whether the search is still on (docs/rules.md §9 "Late in the day").
 */
export const selectNextFreeDay = (s: BoardSnapshot): { date: string; searching: boolean } => ({
  date: freeDayFor(s.context)?.date ?? searchStart(s.context),
  searching: s.hasTag('searchingFreeDay'),
});
/**
 * For views: the first day a customer can book on — the calendar's "first available date". The
 * server's today by its clock (past midnight on a page left open, the new one), unless the board
 * has seen that nothing of it can be chosen any more at this venue: then the day the search
 * found, or while it looks the day it reads first (the next day; the new today when the day on
 * screen is one the clock has left behind), or the next day when it found none.
 */
export const selectFirstOpenDay = (s: BoardSnapshot): string => {
  const { now, freeDay, placeId, today } = s.context;
  if (now === null) return today;
  if (freeDay !== null && freeDay.placeId === placeId && freeDay.on === now.date) {
    return freeDay.date ?? dayAfter(now.date);
  }
  return selectTodayOver(s) ? searchStart(s.context) : now.date;
};
/** For views: the server's clock as the board counts it (null until start-up read it). */
export const selectNow = (s: BoardSnapshot) => s.context.now;
/** For views: the venue id is not one of the places (an empty page). */
export const selectUnknownPlace = (s: BoardSnapshot) => s.matches('unknownPlace');

/** For views: the slot dialog's court, time and date, or null when no dialog is open. */
export interface SlotDialog {
  court: CourtDay;
  time: string;
  date: string;
}

const dialogs = new WeakMap<BoardContext, SlotDialog | null>();

/** Stable while the context is (a dialog re-renders only when its slot or day changes). */
export const selectSlot = (s: BoardSnapshot): SlotDialog | null => {
  if (!s.matches({ shown: { loaded: 'slot' } })) return null;
  const known = dialogs.get(s.context);
  if (known !== undefined) return known;
  const { slot, courts, date } = s.context;
  const court = slot ? courts.find((c) => c.courtId === slot.courtId) : undefined;
  const dialog = slot && court ? { court, time: slot.time, date } : null;
  dialogs.set(s.context, dialog);
  return dialog;
};
/** For views: the lengths offered for the open slot (empty while loading, or none offered). */
export const selectDurations = (s: BoardSnapshot) => s.context.durations;
/** For views: the slot's lengths are on their way. */
export const selectTimesBusy = (s: BoardSnapshot) => s.hasTag('timesBusy');
/** For views: the slot's lengths failed to load (a retry in the dialog). */
export const selectTimesFailed = (s: BoardSnapshot) => s.hasTag('timesFailed');
/** For views: the length (minutes) on its way into the cart from the dialog, or null. */
export const selectAdding = (s: BoardSnapshot): number | null =>
  s.hasTag('slotAdding') ? s.context.adding : null;
/** For views: why the dialog's last add failed, or null. */
export const selectAddFailure = (s: BoardSnapshot): Failure | null =>
  s.matches({ shown: { loaded: 'slot' } }) ? s.context.addFailure : null;
/**
 * For views: how many placeholder lengths to show while they load (docs/rules.md §9): the chosen
 * slot and the free or on-sale half-hours that follow it, at most 4.
 */
export const selectPlaceholderCount = (s: BoardSnapshot): number => {
  const dialog = selectSlot(s);
  return dialog ? placeholderCount(dialog.court.timetable, dialog.time) : 0;
};
