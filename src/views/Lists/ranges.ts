import { addMonths, format } from 'date-fns';
import { calendarDay } from '../../format/dates';

/**
 * 'yyyy-MM-dd' moved by whole months (date-fns' addMonths: 31 January + 1 month is 28/29
 * February). The day is moved at local noon, so no time zone's midnight shift can move it to the
 * day before or after. Anything that is not a date is returned as it is.
 */
export function shiftMonths(isoDate: string, months: number): string {
  const day = calendarDay(isoDate);
  if (day === null) return isoDate;
  const noon = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
  return format(addMonths(noon, months), 'yyyy-MM-dd');
}

/** docs/rules.md §5: orders from the server date to two months later. */
export const ordersDefaultRange = (today: string) => ({ from: today, to: shiftMonths(today, 2) });

/** docs/rules.md §5: invoices from two months before to the server date. */
export const invoicesDefaultRange = (today: string) => ({
  from: shiftMonths(today, -2),
  to: today,
});
