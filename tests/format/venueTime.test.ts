// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minutesBetween, venueInstant } from '../../src/format/venueTime';

// Run in Europe/Vilnius and again in America/Los_Angeles (vite.config.ts, the far-zone
// projects): a venue time names the same instant whatever the browser's zone.
describe("venueTime: the venue's wall clock as instants", () => {
  it('a Vilnius time is the instant it names, in winter and in summer', () => {
    expect(venueInstant('2026-11-22 18:00:00').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(venueInstant('2026-07-01 18:30').toISOString()).toBe('2026-07-01T15:30:00.000Z');
  });

  it("a booking's minutes, on an ordinary day", () => {
    expect(minutesBetween('2026-11-22 18:00:00', '2026-11-22 19:30:00')).toBe(90);
    expect(minutesBetween('2026-11-22 23:00:00', '2026-11-23 00:30:00')).toBe(90);
  });

  it('the minutes really played on the nights the clocks change in Vilnius', () => {
    // 25 October 2026: 04:00 becomes 03:00, so 02:00 to 05:00 lasts four hours
    expect(minutesBetween('2026-10-25 02:00:00', '2026-10-25 05:00:00')).toBe(240);
    // 29 March 2026: 03:00 becomes 04:00, so 02:00 to 05:00 lasts two hours
    expect(minutesBetween('2026-03-29 02:00:00', '2026-03-29 05:00:00')).toBe(120);
  });

  it('the hour the autumn change repeats is its first pass, and a skipped time moves on', () => {
    // 25 October 2026, 03:30 happens twice in Vilnius: summer time (+3) first, in every zone
    expect(venueInstant('2026-10-25 03:30:00').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 29 March 2026, 03:30 never happens: it is 04:30 summer time, as calendars do
    expect(venueInstant('2026-03-29 03:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
