// @vitest-environment node
/**
 * The phone's day strip (docs/rules.md §2): which days the strip shows for the chosen one.
 */
import { describe, expect, it } from 'vitest';
import { STRIP_DAYS, stripDates } from '../../src/views/Board/dateStrip';

describe('stripDates', () => {
  const today = '2026-11-21';

  it('shows today and the two weeks after it, while the choice is among them', () => {
    const days = stripDates('2026-11-24', today);
    expect(days).toHaveLength(STRIP_DAYS);
    expect(days[0]).toBe(today);
    expect(days.at(-1)).toBe('2026-12-04');
    // the same strip for every day chosen in it: a tap never moves it
    expect(stripDates(today, today)).toEqual(days);
    expect(stripDates('2026-12-04', today)).toEqual(days);
  });

  it('goes on to a week past a day chosen after the two weeks', () => {
    const days = stripDates('2026-12-10', today);
    expect(days[0]).toBe(today);
    expect(days.at(-1)).toBe('2026-12-16');
  });

  it('shows a day four weeks ahead or more among the weeks before and after it', () => {
    const days = stripDates('2027-01-20', today);
    expect(days[0]).toBe('2027-01-13');
    expect(days).toContain('2027-01-20');
    expect(days).toHaveLength(STRIP_DAYS);
  });

  it('counts calendar days across the change of the clocks and of the year', () => {
    const days = stripDates('2027-03-28', '2027-03-20');
    expect(days).toContain('2027-03-28');
    expect(days).toContain('2027-03-29');
    expect(new Set(days).size).toBe(days.length);
    expect(stripDates('2026-12-31', '2026-12-25')).toContain('2027-01-01');
  });

  it('has no days before the dates are known', () => {
    expect(stripDates('', today)).toEqual([]);
    expect(stripDates(today, '')).toEqual([]);
  });
});
