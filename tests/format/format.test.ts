// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDayLine, formatLongDate, formatTime } from '../../src/format/dates';

/**
 * Runs `check` with the process in another time zone. Node re-reads `TZ` when it is assigned, for
 * `Date` and `Intl` alike, so one run can visit zones on both sides of Greenwich.
 */
function inZone(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** Far west and far east of the server's Europe/Vilnius, and the server's own zone. */
const zones = ['Europe/Vilnius', 'America/Los_Angeles', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'];

// English punctuation after the weekday differs between ICU builds (Node: "Thursday, 31", Chromium:
// "Thursday 31"), so English dates are matched with an optional comma.
describe('formatLongDate', () => {
  it('gives a Lithuanian date with the weekday in its plain form', () => {
    expect(formatLongDate('2026-11-21', 'lt')).toBe('2026 m. lapkričio 21 d., šeštadienis');
  });

  it('gives an English date', () => {
    const text = formatLongDate('2026-11-21', 'en');
    expect(text).toContain('21 November 2026');
    expect(text).toContain('Saturday');
  });

  it("is the server's calendar date whatever the browser time zone", () => {
    for (const zone of zones) {
      inZone(zone, () => {
        expect(formatLongDate('2026-01-01', 'lt'), zone).toBe(
          '2026 m. sausio 1 d., ketvirtadienis',
        );
        expect(formatLongDate('2026-12-31', 'en'), zone).toMatch(/^Thursday,? 31 December 2026$/);
        // the nights the clocks change in Vilnius
        expect(formatLongDate('2026-03-29', 'en'), zone).toMatch(/^Sunday,? 29 March 2026$/);
        expect(formatLongDate('2026-10-25', 'en'), zone).toMatch(/^Sunday,? 25 October 2026$/);
      });
    }
  });

  it('really visits the zones it claims to (the check above can fail)', () => {
    const newYearUtc = Date.UTC(2026, 0, 1);
    inZone('America/Los_Angeles', () => expect(new Date(newYearUtc).getDate()).toBe(31));
    inZone('Pacific/Kiritimati', () => {
      expect(new Date(Date.UTC(2026, 0, 1, 12)).getDate()).toBe(2);
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Kiritimati');
    });
  });

  it('leaves a string that is not a calendar date as it is', () => {
    expect(formatLongDate('not-a-date', 'lt')).toBe('not-a-date');
    expect(formatLongDate('2026-02-30', 'lt')).toBe('2026-02-30');
    expect(formatLongDate('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatLongDate('2026-1-5', 'en')).toBe('2026-1-5');
    expect(formatLongDate('2026-11-21T10:00:00+02:00', 'en')).toBe('2026-11-21T10:00:00+02:00');
  });

  it('accepts 29 February in a leap year only', () => {
    expect(formatLongDate('2028-02-29', 'en')).toMatch(/^Tuesday,? 29 February 2028$/);
    expect(formatLongDate('2026-02-29', 'en')).toBe('2026-02-29');
  });
});

describe('formatDayLine', () => {
  it("gives the weekday, day and month, and the year only when it is not today's", () => {
    expect(formatDayLine('2026-11-26', '2026-11-25', 'lt')).toBe('lapkričio 26 d., ketvirtadienis');
    expect(formatDayLine('2026-11-26', '2026-11-25', 'en')).toMatch(/^Thursday,? 26 November$/);
    expect(formatDayLine('2027-01-04', '2026-12-30', 'lt')).toBe(
      '2027 m. sausio 4 d., pirmadienis',
    );
    expect(formatDayLine('2027-01-04', '2026-12-30', 'en')).toMatch(/^Monday,? 4 January 2027$/);
  });

  it("is the server's calendar day whatever the browser time zone", () => {
    for (const zone of zones) {
      inZone(zone, () => {
        expect(formatDayLine('2026-01-01', '2026-01-01', 'lt'), zone).toBe(
          'sausio 1 d., ketvirtadienis',
        );
      });
    }
  });

  it('leaves a string that is not a calendar date as it is', () => {
    expect(formatDayLine('2026-02-30', '2026-02-01', 'lt')).toBe('2026-02-30');
    expect(formatDayLine('rytoj', '2026-02-01', 'en')).toBe('rytoj');
  });
});

describe('formatTime', () => {
  it("drops the seconds and keeps the server's wall-clock time as written", () => {
    expect(formatTime('07:30:00')).toBe('07:30');
    expect(formatTime('23:00')).toBe('23:00');
    for (const zone of zones) {
      inZone(zone, () => expect(formatTime('00:00:00'), zone).toBe('00:00'));
    }
  });

  it('leaves a string that is not a time of day as it is', () => {
    expect(formatTime('7:30:00')).toBe('7:30:00');
    expect(formatTime('24:00:00')).toBe('24:00:00');
    expect(formatTime('')).toBe('');
  });
});
