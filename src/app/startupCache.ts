/**
 * What start-up keeps between visits (docs/rules.md §4 "Start-up"): the venue options, the places
 * and how far the server's clock is from the browser's, so that a return visit can ask for the
 * board's day at once, beside the calls that confirm them. The record only lets calls start
 * early; the portal shows nothing from it before the fresh answers are in.
 *
 * The record is versioned and checked whole when read; anything else under its key (an older
 * version, a hand-edited or half-written value, options that name another booking address) is
 * dropped, never half-used. Storage that is unavailable simply keeps nothing.
 */
import {
  array,
  integer,
  literal,
  nullable,
  number,
  object,
  refine,
  string,
  validate,
  type Describe,
} from 'superstruct';
import type { Place, VenueOptions } from '../../machines/domain';
import { dateAtUtc, readAtUtc } from '../format/dates';
import { boardPlaceOf } from './paths';

/** Bump when the record's shape or meaning changes: a record of another version is dropped. */
export const STARTUP_CACHE_VERSION = 1;

export interface StartupRecord {
  version: typeof STARTUP_CACHE_VERSION;
  options: VenueOptions;
  places: Place[];
  /**
   * The server's wall clock minus the browser's: the server's local date-time as it writes it
   * (its own zone, read as if UTC) less the browser's epoch milliseconds when it arrived. Adding it
   * to the browser's clock gives the server's local date-time, whatever the browser's zone.
   */
  clockOffsetMs: number;
  /** the booking API's address the record belongs to (the options' own) */
  bookingApiUrl: string;
  /** the browser's epoch milliseconds when the record was written */
  savedAt: number;
}

/** What a fresh start-up learnt, to be kept for the next visit. */
export interface StartupFacts {
  options: VenueOptions;
  places: Place[];
  /** the server's date-time as it wrote it, ISO 8601 with offset */
  serverDate: string;
}

/** What a return visit starts from: the kept options and places, and the day the server is at. */
export interface StartupGuess {
  options: VenueOptions;
  places: Place[];
  /** the server's calendar date as predicted from the kept clock offset, 'yyyy-MM-dd' */
  today: string;
}

/** Where the record is kept: raw strings (src/app/storage.ts; a fake in tests). */
export interface RawStore {
  get(): string | null;
  set(value: string | null): void;
}

const finite = refine(number(), 'finite', (value) => Number.isFinite(value));
const paymentReturn = object({ accept: string(), cancel: string() });

const optionsShape: Describe<VenueOptions> = object({
  contentApiUrl: string(),
  bookingApiUrl: string(),
  paymentMethod: string(),
  consentIds: object({ terms: integer(), newsletter: integer() }),
  serverDate: string(),
  workHours: object({ start: finite, end: finite }),
  mapUrl: nullable(string()),
  phone: nullable(string()),
  paymentUrls: object({ balance: paymentReturn, reservation: paymentReturn }),
});

const placeShape: Describe<Place> = object({ id: integer(), name: string() });

const recordShape = refine(
  object({
    version: literal(STARTUP_CACHE_VERSION),
    options: optionsShape,
    places: array(placeShape),
    clockOffsetMs: finite,
    bookingApiUrl: string(),
    savedAt: finite,
  }),
  'one booking address',
  (record) => record.bookingApiUrl === record.options.bookingApiUrl,
);

/**
 * The server's local date-time as written ('2026-11-21T09:30:00+02:00'), its offset left off and
 * the wall clock read at UTC (src/format/dates.ts), in epoch milliseconds; null when unreadable.
 */
function wallClockOf(serverDate: string): number | null {
  const written = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?/.exec(serverDate)?.[0];
  return written === undefined ? null : (readAtUtc(written.replace(' ', 'T'))?.getTime() ?? null);
}

/** How far the server's wall clock is from the browser's (StartupRecord.clockOffsetMs). */
export function clockOffsetOf(serverDate: string, browserNow: number): number | null {
  const wall = wallClockOf(serverDate);
  return wall === null ? null : wall - browserNow;
}

/** The server's calendar date, 'yyyy-MM-dd', predicted from the browser's clock and the offset. */
export function predictedToday(clockOffsetMs: number, browserNow: number): string {
  return dateAtUtc(browserNow + clockOffsetMs);
}

export interface StartupCache {
  /** the kept record, or null (none, or unreadable: then it is dropped) */
  read(): StartupRecord | null;
  /** what a return visit starts from, as of `browserNow` */
  guess(browserNow: number): StartupGuess | null;
  /** keep what a fresh start-up learnt; `browserNow` is when the server's date arrived */
  save(facts: StartupFacts, browserNow: number): void;
  /** forget it (a changed booking address) */
  clear(): void;
}

export function createStartupCache(store: RawStore): StartupCache {
  const read = (): StartupRecord | null => {
    const raw = store.get();
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const [failure, record] = validate(parsed, recordShape);
    if (failure) {
      store.set(null);
      return null;
    }
    return record;
  };
  return {
    read,
    guess(browserNow) {
      const record = read();
      return record
        ? {
            options: record.options,
            places: record.places,
            today: predictedToday(record.clockOffsetMs, browserNow),
          }
        : null;
    },
    save({ options, places, serverDate }, browserNow) {
      const clockOffsetMs = clockOffsetOf(serverDate, browserNow);
      if (clockOffsetMs === null) return;
      const record: StartupRecord = {
        version: STARTUP_CACHE_VERSION,
        options,
        places,
        clockOffsetMs,
        bookingApiUrl: options.bookingApiUrl,
        savedAt: browserNow,
      };
      store.set(JSON.stringify(record));
    },
    clear: () => store.set(null),
  };
}

/**
 * The board page an address shows (src/app/Routes.tsx: `/` and `/rezervacija/:id`, the date in
 * `?data=`, BoardPage.tsx's DATE_PARAM), read the way the board page reads it, so that start-up
 * can ask for that day before the page is on screen; null for any other page.
 */
export function startupPage(
  pathname: string,
  search: string,
): { placeId?: number; date?: string } | null {
  const date = new URLSearchParams(search).get('data') ?? undefined;
  const withDate = date === undefined ? {} : { date };
  const place = boardPlaceOf(pathname);
  if (place === null) return null;
  return place === '' ? withDate : { placeId: Number(place), ...withDate };
}
