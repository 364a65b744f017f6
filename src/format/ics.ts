/**
 * A small iCalendar writer (RFC 5545) for "add to calendar" on the orders page (beyond the spec;
 * docs/rules.md §2 orders page). The servers speak Europe/Vilnius wall-clock times
 * ('yyyy-MM-dd HH:mm:ss', docs/rules.md §9); the file carries them as UTC instants (`…Z`), so
 * every calendar shows the booking at the right moment in its own zone without needing a
 * VTIMEZONE block. The conversion is src/format/venueTime.ts's, right on the nights the clocks
 * change in Vilnius.
 *
 * Content lines end in CRLF; TEXT values escape backslash, semicolon, comma and newlines
 * (§3.3.11); lines longer than 75 octets are folded with CRLF and one space (§3.1), never inside
 * a UTF-8 character.
 */
import { venueInstant } from './venueTime';

export interface CalendarEvent {
  /** stable and unique, so adding the same booking again updates it rather than duplicating it */
  uid: string;
  /** the venue's wall-clock start and end, 'yyyy-MM-dd HH:mm:ss' (or 'yyyy-MM-dd HH:mm') */
  start: string;
  end: string;
  summary: string;
  location?: string;
  /** when the file was made, in the venue's wall-clock time ('yyyy-MM-dd HH:mm:ss') */
  stamp: string;
}

/** A Vilnius wall-clock time → its UTC instant in iCalendar form, '20261121T073000Z'. */
export function vilniusToUtcStamp(wallClock: string): string {
  const iso = venueInstant(wallClock).toISOString();
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A TEXT value escaped (RFC 5545 §3.3.11): \ ; , and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): the continuation lines start with a
 * space, which counts towards their 75. A character is never split between lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole VCALENDAR with the events, CRLF line endings, ready to save as a .ics file. */
export function writeCalendar(events: readonly CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kortu rezervacija//Savitarna//LT'];
  lines.push('CALSCALE:GREGORIAN', 'METHOD:PUBLISH');
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${vilniusToUtcStamp(event.stamp)}`,
      `DTSTART:${vilniusToUtcStamp(event.start)}`,
      `DTEND:${vilniusToUtcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
