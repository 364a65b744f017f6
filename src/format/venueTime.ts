/**
 * The venue's wall-clock times ('yyyy-MM-dd HH:mm:ss', Europe/Vilnius; docs/rules.md §9) as the
 * instants they name, through the time zone rules of the platform's tz data, so the nights the
 * clocks change in Vilnius come out right. Every conversion of a venue time to an instant goes
 * through `venueInstant`; differences between instants are date-fns'.
 *
 * The conversion is @internationalized/date's (the react-aria calendar's), not @date-fns/tz's
 * like the UTC readings of src/format/dates.ts: for the hour the autumn change repeats
 * ('2026-10-25 03:30'), @date-fns/tz's TZDate answers by the browser's own zone (the earlier
 * 03:30 in Vilnius or Tokyo, the later one in New York: an open bug upstream), while
 * 'compatible' here is the earlier one in every browser.
 */
import { parseDateTime, toZoned } from '@internationalized/date';
import { differenceInMinutes } from 'date-fns';

export const VENUE_TIME_ZONE = 'Europe/Vilnius';

/** A Vilnius wall-clock time ('yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd HH:mm') → the instant. */
export function venueInstant(wallClock: string): Date {
  const local = parseDateTime(wallClock.trim().replace(' ', 'T'));
  // 'compatible': a time the spring-forward gap skips moves on by the gap, as calendars do
  return toZoned(local, VENUE_TIME_ZONE, 'compatible').toDate();
}

/** Minutes from one venue wall-clock time to another, as long as they really are apart. */
export const minutesBetween = (start: string, end: string): number =>
  differenceInMinutes(venueInstant(end), venueInstant(start));
