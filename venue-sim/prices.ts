/** Prices and durations: pure functions of the seeded courts and the calendar. */
import { weekdayOf } from './clock.js';
import { SLOT_MINUTES, courtById } from './data.js';
import type { Court } from './model.js';

/** the bookable durations in minutes */
export const DURATIONS = [30, 60, 90, 120];

function isPeak(date: string, start: number): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6 || start >= 17 * 60;
}

/** cents for a booking before discount */
export function basePrice(court: Court, date: string, start: number, minutes: number): number {
  let cents = 0;
  for (let m = start; m < start + minutes; m += SLOT_MINUTES) {
    cents += Math.round(((isPeak(date, m) ? court.peak : court.offPeak) * 100) / 2);
  }
  return cents;
}

/** cents with discount: two hours in one go are 10 % cheaper */
export function priceOf(courtId: number, date: string, start: number, minutes: number): number {
  const court = courtById(courtId);
  if (!court) return 0;
  const base = basePrice(court, date, start, minutes);
  return minutes >= 120 ? Math.round(base * 0.9) : base;
}
