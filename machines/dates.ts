/**
 * Calendar dates as the machines speak them: 'yyyy-MM-dd' strings, compared as strings.
 * (parseISO + isValid rather than date-fns' format parser: same answer, a fraction of the size.)
 */
import { isValid, parseISO } from 'date-fns';

/** A real calendar date written 'yyyy-MM-dd' ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}
