// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  vilniusToUtcStamp,
  writeCalendar,
  type CalendarEvent,
} from '../../src/format/ics';

const event: CalendarEvent = {
  uid: 'order-5005@kortu-rezervacija',
  start: '2026-11-22 18:00:00',
  end: '2026-11-22 19:00:00',
  summary: 'Teniso kortas 1, Tenisas',
  location: 'Sporto centras',
  stamp: '2026-11-21 09:30:00',
};

/** Unfolds content lines (RFC 5545 §3.1): CRLF followed by one space or tab joins. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

// The unit tests run in Europe/Vilnius and again in America/Los_Angeles (package.json
// test:unit), so these hold whatever the browser's zone. Not switched with process.env.TZ inside
// one run: @internationalized/date remembers the process's zone from its first use.
describe('vilniusToUtcStamp: the venue’s wall clock as a UTC instant', () => {
  it('takes winter time (UTC+2) and summer time (UTC+3)', () => {
    expect(vilniusToUtcStamp('2026-11-22 18:00:00')).toBe('20261122T160000Z');
    expect(vilniusToUtcStamp('2026-07-01 18:00:00')).toBe('20260701T150000Z');
    expect(vilniusToUtcStamp('2026-07-01 18:30')).toBe('20260701T153000Z');
  });

  it('gets the days the clocks change right (29 March and 25 October 2026)', () => {
    // the evening before spring forward is still winter time; the evening of it is summer time
    expect(vilniusToUtcStamp('2026-03-28 18:00:00')).toBe('20260328T160000Z');
    expect(vilniusToUtcStamp('2026-03-29 18:00:00')).toBe('20260329T150000Z');
    expect(vilniusToUtcStamp('2026-03-29 02:30:00')).toBe('20260329T003000Z');
    // and back again at the end of October
    expect(vilniusToUtcStamp('2026-10-24 18:00:00')).toBe('20261024T150000Z');
    expect(vilniusToUtcStamp('2026-10-25 18:00:00')).toBe('20261025T160000Z');
  });
});

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('escapes the backslash first, so an escape is never escaped twice', () => {
    expect(escapeText(',')).toBe('\\,');
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });
});

describe('foldLine (RFC 5545 §3.1)', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves a line of 75 octets alone and folds the 76th onto a line that starts with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets and never splits a character', () => {
    const line = `SUMMARY:${'Aikštelė Žalgiris, ąčęėįšųūž '.repeat(8)}😀`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(line);
  });
});

describe('writeCalendar', () => {
  it('writes one VEVENT with CRLF line endings, a UID and UTC times', () => {
    const text = writeCalendar([event]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kortu rezervacija//Savitarna//LT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:order-5005@kortu-rezervacija',
      'DTSTAMP:20261121T073000Z',
      'DTSTART:20261122T160000Z',
      'DTEND:20261122T170000Z',
      'SUMMARY:Teniso kortas 1\\, Tenisas',
      'LOCATION:Sporto centras',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds a long summary and escapes what it holds', () => {
    const summary = `Aikštelė; ${'labai ilgas pavadinimas, '.repeat(5)}\\ pabaiga`;
    const text = writeCalendar([{ ...event, summary }]);
    for (const physical of text.split('\r\n')) {
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(text)).toContain(`SUMMARY:${escapeText(summary)}\r\n`);
  });
});
