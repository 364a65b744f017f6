import { format, parseISO } from 'date-fns';
import { enGB, lt } from 'date-fns/locale';
import type { Locale } from '../../machines/domain';

const locales = { lt, en: enGB } as const;

/**
 * 'yyyy-MM-dd' → a long, human date in the user's language: "2026 m. lapkričio 21 d., šeštadienis"
 * (the weekday in its stand-alone form, not the accusative 'PPPP' gives in Lithuanian).
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = parseISO(isoDate);
  const options = { locale: locales[locale] };
  return `${format(date, 'PPP', options)}, ${format(date, 'cccc', options)}`;
}

/** 'HH:mm:ss' → 'HH:mm' */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}
