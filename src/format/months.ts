import type { Locale } from '../../machines/domain';
import { calendarDay } from './dates';
import { intlLocale } from './locales';

/**
 * 'yyyy-MM' → the month and year as a heading in the user's language: "2026 m. lapkritis" /
 * "November 2026". Read and formatted at UTC like every server date (src/format/dates.ts), so the
 * month is the one written whatever the browser's time zone. Anything else ('2026-1', '2026-13')
 * is returned as it is.
 */
export function formatMonthYear(month: string, locale: Locale): string {
  const date = calendarDay(`${month}-01`);
  if (date === null) return month;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(date);
}
