import { addMonths, format } from 'date-fns';

/**
 * 'yyyy-MM-dd' moved by whole months (date-fns' addMonths: 31 January + 1 month is 28/29
 * February). The day is taken at local noon, so no time zone's midnight shift can move it to
 * the day before or after.
 */
export function shiftMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const noon = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  return format(addMonths(noon, months), 'yyyy-MM-dd');
}

/** docs/rules.md §5: orders from the server date to two months later. */
export const ordersDefaultRange = (today: string) => ({ from: today, to: shiftMonths(today, 2) });

/** docs/rules.md §5: invoices from two months before to the server date. */
export const invoicesDefaultRange = (today: string) => ({
  from: shiftMonths(today, -2),
  to: today,
});
