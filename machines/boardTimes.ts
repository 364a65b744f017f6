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
