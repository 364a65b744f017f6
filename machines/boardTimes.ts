/**
 * The board's time column (docs/rules.md §9): one row every 30 minutes from work start to work end
 * inclusive, as the timetable keys 'HH:mm:ss'. Hours may be fractional (7.5 = 07:30); a start after
 * the end gives no rows.
 */
export const SLOT_MINUTES = 30;

export function boardTimes(workHours: { start: number; end: number }): string[] {
  const first = Math.ceil((workHours.start * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const last = Math.floor((workHours.end * 60) / SLOT_MINUTES) * SLOT_MINUTES;
  const times: string[] = [];
  for (
    let minutes = Math.max(first, 0);
    minutes <= Math.min(last, 24 * 60 - 1);
    minutes += SLOT_MINUTES
  ) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`);
  }
  return times;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Statuses a customer can put in a cart: free, or someone's booking on sale (docs/rules.md §4). */
export function isBookableStatus(status: string | undefined): boolean {
  return status === 'free' || status === 'fullsell';
}

/** Lengths are offered up to two hours, so the dialog's placeholder never shows more rows. */
export const MAX_PLACEHOLDERS = 4;

/**
 * While a slot's lengths load (docs/rules.md §9): the chosen half-hour and the ones right after it
 * that are free or on sale, at most 4. A chosen slot that is not bookable counts none.
 */
export function placeholderCount(timetable: Record<string, string>, time: string): number {
  const start = minutesOf(time);
  if (start === null) return 0;
  let count = 0;
  while (
    count < MAX_PLACEHOLDERS &&
    isBookableStatus(timetable[timeOf(start + count * SLOT_MINUTES)])
  ) {
    count++;
  }
  return count;
}

/** 'HH:mm:ss' (or 'HH:mm') → minutes after midnight; null when it is not a time. */
function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}
