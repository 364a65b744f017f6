/**
 * Europe/Vilnius wall-clock helpers. The simulator keeps time as epoch milliseconds and speaks
 * local time on the wire, like the real PHP back ends do.
 */

const TIME_ZONE = 'Europe/Vilnius';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface LocalParts {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
  /** e.g. +02:00 */
  offset: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

export function localParts(ms: number): LocalParts {
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(ms))) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  const offset = (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return { date, time: `${p.hour}:${p.minute}:${p.second}`, offset, weekday: weekdayOf(date) };
}

/** 'yyyy-MM-dd HH:mm:ss' in Vilnius time */
export function formatLocal(ms: number): string {
  const { date, time } = localParts(ms);
  return `${date} ${time}`;
}

/** ISO 8601 with the Vilnius offset, e.g. 2026-11-21T09:30:00+02:00 */
export function formatIso(ms: number): string {
  const { date, time, offset } = localParts(ms);
  return `${date}T${time}${offset}`;
}

function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3]));
}

/** Vilnius local date + time → epoch ms (two passes settle DST edges). */
export function localToEpoch(date: string, time = '00:00:00'): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  const asUtc = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
  let guess = asUtc - offsetMinutes(localParts(asUtc).offset) * 60_000;
  guess = asUtc - offsetMinutes(localParts(guess).offset) * 60_000;
  return guess;
}

/** Parses a scenario `now`: ISO with offset or Z, or a bare local 'yyyy-MM-ddTHH:mm[:ss]'. */
export function parseNow(value: string): number | null {
  const bare = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (bare) return localToEpoch(bare[1] ?? '', `${bare[2]}${bare[3] ?? ':00'}`);
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Minutes since midnight for 'HH:mm' or 'HH:mm:ss'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:mm:ss' from minutes since midnight. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

/** Normalises 'H:mm', 'HH:mm' or 'HH:mm:ss' to 'HH:mm:ss', or null. */
export function normaliseTime(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return timeOf(h * 60 + min);
}
