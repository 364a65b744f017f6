/**
 * Calendar dates as the machines speak them: 'yyyy-MM-dd' strings, compared as strings.
 * (parseISO + isValid rather than date-fns' format parser: same answer, a fraction of the size.)
 */
import { isValid, parseISO } from 'date-fns';

/** A real calendar date written 'yyyy-MM-dd' ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}

/**
 * Seconds from `from` to `to`, both 'yyyy-MM-dd HH:mm:ss' in the same (server) zone. Read as UTC so
 * that no browser zone or daylight-saving change shifts the difference.
 */
export function secondsBetween(from: string, to: string): number {
  const at = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
    return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
  };
  const seconds = (at(to) - at(from)) / 1000;
  return Number.isNaN(seconds) ? 0 : seconds;
}
