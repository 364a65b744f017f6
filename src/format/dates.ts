import { isValid, parseISO } from 'date-fns';
import type { Locale } from '../../machines/domain';
import { intlLocale } from './locales';

/**
 * Dates on the wire are the server's own calendar dates ('yyyy-MM-dd', Europe/Vilnius) and times
 * its wall-clock times ('HH:mm:ss'). They name a day and a time of day, not an instant, so they
 * are never turned into the browser's local time: a date is read by date-fns as its UTC midnight
 * (the written wall clock with a 'Z'), and formatted in UTC, which gives back the same day in
 * every browser time zone. (A venue time that names an instant is src/format/venueTime.ts's.)
 *
 * The Dates are the platform's own, not @date-fns/tz's TZDate: that class extends whatever `Date`
 * the page has when it loads, and where something has replaced it (a time-zone spoofing
 * extension, a test's fake clock) it reads every date as 1970.
 */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * A date or date-time as written on the wire ('2026-11-21', '2026-11-21T09:30:00'), read at UTC;
 * null when it is not a real one ('2026-02-30' is not).
 */
export function readAtUtc(written: string): Date | null {
  const date = parseISO(CALENDAR_DATE.test(written) ? `${written}T00:00Z` : `${written}Z`);
  return isValid(date) ? date : null;
}

/** The UTC midnight of a calendar date written 'yyyy-MM-dd', or null when it is not one. */
export function calendarDay(isoDate: string): Date | null {
  return CALENDAR_DATE.test(isoDate) ? readAtUtc(isoDate) : null;
}

/** The calendar date, 'yyyy-MM-dd', an instant falls on at UTC (the inverse of `calendarDay`). */
export function dateAtUtc(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The dates this module writes: the long date, and the board's day line (no year). */
const DATE_FORMATS = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  dayLine: { weekday: 'long', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per format and language, made when first needed: making one costs more than using
 * it.
 */
const formatters: Partial<Record<string, Intl.DateTimeFormat>> = {};

function dateFormat(format: keyof typeof DATE_FORMATS, locale: Locale): Intl.DateTimeFormat {
  return (formatters[`${format} ${locale}`] ??= new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    ...DATE_FORMATS[format],
  }));
}

/**
 * 'yyyy-MM-dd' → a long, human date in the user's language through the platform's Intl:
 * "2026 m. lapkričio 21 d., šeštadienis" / "Saturday 21 November 2026". Anything that is not a
 * calendar date is returned as it is.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = calendarDay(isoDate);
  if (date === null) return isoDate;
  return dateFormat('long', locale).format(date);
}

/**
 * The board's line for its day: "lapkričio 26 d., ketvirtadienis" / "Thursday 26 November", with
 * the year ("2027 m. sausio 4 d., pirmadienis") only when it is not `today`'s. One short line on
 * a phone, where the long date took two; and it stays smaller than the page's title, so that the
 * title, painted from the shell before any script, remains the page's largest text (its largest
 * contentful paint). Anything that is not a calendar date is returned as it is.
 */
export function formatDayLine(isoDate: string, today: string, locale: Locale): string {
  const date = calendarDay(isoDate);
  if (date === null) return isoDate;
  return isoDate.slice(0, 4) === today.slice(0, 4)
    ? dateFormat('dayLine', locale).format(date)
    : dateFormat('long', locale).format(date);
}

/** 'HH:mm:ss' (or 'HH:mm') → 'HH:mm', as written; anything else is returned as it is. */
export function formatTime(time: string): string {
  return TIME_OF_DAY.test(time) ? time.slice(0, 5) : time;
}
