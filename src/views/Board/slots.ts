import type { SlotStatus } from '../../../machines/domain';
import { lookOfStatus, type SlotLook } from './statusLabels';

/** Where the server's clock stands: its calendar date and time of day, both as it wrote them. */
export interface ServerNow {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm:ss' */
  time: string;
}

/**
 * '2026-11-21T09:30:00+02:00' → { date: '2026-11-21', time: '09:30:00' }: the server's own local
 * wall clock, never converted to the browser's zone. Null when it cannot be read.
 */
export function serverNowOf(isoDateTime: string | null): ServerNow | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(isoDateTime ?? '');
  if (!match) return null;
  const [, date = '', hours = '', minutes = '', seconds = '00'] = match;
  return { date, time: `${hours}:${minutes}:${seconds}` };
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface SlotContext {
  /** the day on the board, 'yyyy-MM-dd' */
  date: string;
  now: ServerNow | null;
  workHours: { start: number; end: number };
}

/** The work-hours end row (docs/wire.md "Settled questions"): shown, never bookable. */
export function isClosingRow(time: string, workHours: { end: number }): boolean {
  return minutesOf(time) >= workHours.end * 60;
}

/** The slot has begun by the server's now (the server refuses it as past then, too). */
export function isPast(time: string, { date, now }: Pick<SlotContext, 'date' | 'now'>): boolean {
  return now !== null && (date < now.date || (date === now.date && time <= now.time));
}

/**
 * How one cell looks and reads. The end row is closed whatever it says; a slot that has begun
 * is past (the server calls those `full`, which would read as someone else's booking) unless it
 * is the user's own; a time missing from the timetable is unavailable.
 */
export function slotLook(status: SlotStatus | undefined, time: string, ctx: SlotContext): SlotLook {
  if (isClosingRow(time, ctx.workHours)) return 'closed';
  if (status === 'my') return 'my';
  if (isPast(time, ctx)) return 'past';
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
