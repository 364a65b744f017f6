// @vitest-environment node
/**
 * The phone's day strip (docs/rules.md §2): which days the strip shows for the chosen one, and
 * what each day says.
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import lt from '../../messages/lt.json';
import { STRIP_DAYS, stripDates, stripDays } from '../../src/views/Board/dateStrip';

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

describe('stripDays', () => {
  const today = '2026-11-21';

  it('names the month over its first day, where the strip crosses into it, in both languages', () => {
    const inLt = stripDays('2026-11-30', today, 'lt', createIntl({ locale: 'lt', messages: lt }));
    const first = inLt.find((day) => day.value === '2026-12-01');
    expect(first).toMatchObject({ month: 'gruod.', weekday: 'an', day: '1' });
    // a screen reader hears the month in the day's name, as on every day
    expect(first?.label).toBe('2026 m. gruodžio 1 d., antradienis');
    // the other days have none
    expect(inLt.filter((day) => day.month !== undefined)).toHaveLength(1);
    expect(inLt.find((day) => day.value === '2026-11-30')?.month).toBeUndefined();

    const inEn = stripDays('2026-11-30', today, 'en', createIntl({ locale: 'en', messages: en }));
    expect(inEn.find((day) => day.value === '2026-12-01')).toMatchObject({
      month: 'Dec',
      weekday: 'Tue',
      day: '1',
      label: 'Tuesday, 1 December 2026',
    });
  });

  it('writes a day of the month as its number, without a leading zero', () => {
    const days = stripDays(today, today, 'lt', createIntl({ locale: 'lt', messages: lt }));
    expect(days.map((day) => day.day)).toEqual([
      ...['21', '22', '23', '24', '25', '26', '27', '28', '29', '30'],
      ...['1', '2', '3', '4'],
    ]);
    expect(days[0]?.label).toBe('Šiandien, 2026 m. lapkričio 21 d., šeštadienis');
  });
});
