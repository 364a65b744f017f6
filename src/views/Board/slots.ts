import { hasBegun, isClosingRow, type ServerNow } from '../../../machines/board';
import type { SlotStatus, WorkHours } from '../../../machines/domain';
import { lookOfStatus, type SlotLook } from './statusLabels';

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface SlotContext {
  /** the day on the board, 'yyyy-MM-dd' */
  date: string;
  now: ServerNow | null;
  workHours: WorkHours;
}

/**
 * How one cell looks and reads. The end row is closed whatever it says; a slot that has begun
 * is past (the server calls those `full`, which would read as someone else's booking) unless it
 * is the user's own; a time missing from the timetable is unavailable.
 */
export function slotLook(status: SlotStatus | undefined, time: string, ctx: SlotContext): SlotLook {
  if (isClosingRow(time, ctx.workHours)) return 'closed';
  if (status === 'my') return 'my';
  if (hasBegun(ctx.date, time, ctx.now)) return 'past';
  return status === undefined ? 'unknown' : lookOfStatus(status);
}

/** The end of a length booked from `time`: ('10:30:00', 90) → '12:00'. */
export function endOf(time: string, minutes: number): string {
  const end = minutesOf(time) + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`;
}

/**
 * Where the server's now falls on the day on screen: the row it is in and how far through that
 * half-hour (0–1), or null on another day or outside the rows.
 */
export function nowOnBoard(
  times: readonly string[],
  { date, now }: Pick<SlotContext, 'date' | 'now'>,
): { time: string; fraction: number } | null {
  if (now === null || now.date !== date) return null;
  const at = minutesOf(now.time) + Number(now.time.slice(6, 8) || 0) / 60;
  const row = times.find((time) => at >= minutesOf(time) && at < minutesOf(time) + 30);
  return row === undefined ? null : { time: row, fraction: (at - minutesOf(row)) / 30 };
}

/** A customer can open this cell's dialog: free or on sale, not begun, not the closing row. */
export function isSelectable(look: SlotLook): boolean {
  return look === 'free' || look === 'fullsell';
}
