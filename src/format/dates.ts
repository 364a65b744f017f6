import type { Locale } from '../../machines/domain';

const intlLocale: Record<Locale, string> = { lt: 'lt-LT', en: 'en-GB' };

/**
 * 'yyyy-MM-dd' → a long, human date in the user's language through the platform's Intl:
 * "2026 m. lapkričio 21 d., šeštadienis" / "Saturday 21 November 2026". The date is a calendar
 * date, so it is formatted in UTC to keep the browser's time zone out of it.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** 'HH:mm:ss' → 'HH:mm' */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}
