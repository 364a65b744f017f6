// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/format/money';
import { formatLongDate, formatTime } from '../../src/format/dates';

describe('formatMoney (SPEC §5, §9)', () => {
  it('writes a comma decimal, two decimals and the euro sign after the value', () => {
    expect(formatMoney(12.5)).toBe('12,50 €');
    expect(formatMoney(0)).toBe('0,00 €');
    expect(formatMoney(7)).toBe('7,00 €');
  });

  it('uses no thousands separator', () => {
    expect(formatMoney(10000)).toBe('10000,00 €');
    expect(formatMoney(1234.567)).toBe('1234,57 €');
  });

  it('rounds half-cents the way a price list does', () => {
    expect(formatMoney(0.125)).toBe('0,13 €');
    expect(formatMoney(-3.5)).toBe('-3,50 €');
  });
});

describe('formatLongDate', () => {
  it('gives a Lithuanian date with the weekday in its plain form', () => {
    expect(formatLongDate('2026-11-21', 'lt')).toBe('2026 m. lapkričio 21 d., šeštadienis');
  });

  it('gives an English date', () => {
    const text = formatLongDate('2026-11-21', 'en');
    expect(text).toContain('21 November 2026');
    expect(text).toContain('Saturday');
  });

  it('is the calendar date whatever the browser time zone', () => {
    // formatted in UTC from a date-only string: no day shift east or west of Greenwich
    expect(formatLongDate('2026-01-01', 'lt')).toContain('sausio 1 d.');
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatLongDate('not-a-date', 'lt')).toBe('not-a-date');
  });
});

describe('formatTime', () => {
  it('drops the seconds', () => {
    expect(formatTime('07:30:00')).toBe('07:30');
  });
});
