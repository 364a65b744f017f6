import type { Locale } from '../../machines/domain';
import { intlLocale } from './locales';

/**
 * Dates on the wire are the server's own calendar dates ('yyyy-MM-dd', Europe/Vilnius) and times
 * its wall-clock times ('HH:mm:ss'). They name a day and a time of day, not an instant, so they
 * are never turned into the browser's local time: a date becomes the UTC midnight of that day
 * and is formatted in UTC, which gives back the same day in every browser time zone.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** The UTC midnight of a real calendar date, or null ('2026-02-30' is not one). */
function utcMidnight(isoDate: string): Date | null {
  const m = CALENDAR_DATE.exec(isoDate);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March; a date that does not come back as written is not one.
  const sameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

/** The dates this module writes: the long date, and the board's day line (no year). */
const DATE_FORMATS = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  dayLine: { weekday: 'long', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per format and language, made when first needed: making one costs more than using
 * it. The platform's locale data it needs is loaded by then (src/format/warmUpIntl.ts).
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
  const date = utcMidnight(isoDate);
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
  const date = utcMidnight(isoDate);
  if (date === null) return isoDate;
  return isoDate.slice(0, 4) === today.slice(0, 4)
    ? dateFormat('dayLine', locale).format(date)
    : dateFormat('long', locale).format(date);
}

/** 'HH:mm:ss' (or 'HH:mm') → 'HH:mm', as written; anything else is returned as it is. */
export function formatTime(time: string): string {
  return TIME_OF_DAY.test(time) ? time.slice(0, 5) : time;
}
