import type { Locale } from '../../machines/domain';
import { intlLocale } from './locales';

/**
 * 'yyyy-MM' → the month and year as a heading in the user's language: "2026 m. lapkritis" /
 * "November 2026". Like every server date (src/format/dates.ts), it is formatted at UTC, so the
 * month is the one written whatever the browser's time zone. Anything else is returned as it is.
 */
export function formatMonthYear(month: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(date);
}
