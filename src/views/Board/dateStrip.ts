import type { IntlShape } from 'react-intl';
import { dayAfter } from '../../../machines/board';
import type { Locale } from '../../../machines/domain';
import { calendarDay, formatLongDate } from '../../format/dates';
import { intlLocale } from '../../format/locales';
import type { DateStripDay } from '../../ui/DateStrip/DateStrip';

/** How many days the phone's date strip shows from today: two weeks. */
export const STRIP_DAYS = 14;
/** A day chosen this far ahead or further (from the calendar) starts a strip of its own. */
const FAR_AHEAD = 28;

/**
 * The strip's days, 'yyyy-MM-dd': today and the two weeks after it, on to a week past the chosen
 * day when that is further; a day chosen four weeks or more ahead (from the full calendar) is
 * shown among the week before and the week after it, not after a month of days to swipe past.
 * Stable while the choice moves within it, so a tap never moves the strip under the finger.
 * Days are counted by the board's `dayAfter`, at UTC, where a day is always 24 hours long. None
 * while either date is not yet a calendar date.
 */
export function stripDates(selected: string, today: string): string[] {
  // before start-up has told the date, or the board has taken its day: no strip yet
  if (calendarDay(selected) === null || calendarDay(today) === null) return [];
  const start = selected < dayAfter(today, FAR_AHEAD) ? today : dayAfter(selected, -7);
  const lastOfPage = dayAfter(start, STRIP_DAYS - 1);
  const end = selected > lastOfPage ? dayAfter(selected, 6) : lastOfPage;
  const dates: string[] = [];
  for (let date = start; date <= end; date = dayAfter(date)) dates.push(date);
  return dates;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * The weekday's short name ("Pn", "Mon"): the day's number is the date's own (Lithuanian's is
 * "01").
 */
function weekdayFormat(locale: Locale): Intl.DateTimeFormat {
  const key = locale;
  let made = formats.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'UTC', weekday: 'short' });
    formats.set(key, made);
  }
  return made;
}

/**
 * The strip's days in the user's language: "Pn" over "27", read as "Šiandien, lapkričio 27 d., …".
 * The first of a month has the month's short name over them ("gruod.", "Dec"), where the strip
 * crosses into it; a screen reader hears the month in every day's name already.
 */
export function stripDays(
  selected: string,
  today: string,
  locale: Locale,
  intl: IntlShape,
): DateStripDay[] {
  return stripDaysOf(stripDates(selected, today), today, locale, intl);
}

/** `stripDays` of the strip's dates as `stripDates` gives them. */
export function stripDaysOf(
  dates: readonly string[],
  today: string,
  locale: Locale,
  intl: IntlShape,
): DateStripDay[] {
  const tomorrow = dayAfter(today);
  return dates.map((value) => {
    const date = calendarDay(value) ?? new Date(0);
    const long = formatLongDate(value, locale);
    return {
      value,
      weekday: weekdayFormat(locale).format(date).replace(/\.$/, ''),
      day: String(date.getUTCDate()),
      // Intl's short Lithuanian month is a number ("12"): the catalogue has the abbreviations
      month:
        date.getUTCDate() === 1
          ? intl.formatMessage({ id: 'board_strip_month' }, { month: date.getUTCMonth() + 1 })
          : undefined,
      today: value === today,
      label:
        value === today
          ? intl.formatMessage({ id: 'board_strip_today' }, { date: long })
          : value === tomorrow
            ? intl.formatMessage({ id: 'board_strip_tomorrow' }, { date: long })
            : long,
    };
  });
}
