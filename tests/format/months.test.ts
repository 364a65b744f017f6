// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMonthYear } from '../../src/format/months';

describe('formatMonthYear: the month headings of the orders and invoices lists', () => {
  it('names the month in the user’s language', () => {
    expect(formatMonthYear('2026-11', 'lt')).toBe('2026 m. lapkritis');
    expect(formatMonthYear('2026-11', 'en')).toBe('November 2026');
  });

  it('keeps the first and last month of the year (no time zone moves them)', () => {
    // the unit tests run in Vilnius and again in Los Angeles (package.json test:unit)
    expect(formatMonthYear('2026-01', 'en')).toBe('January 2026');
    expect(formatMonthYear('2026-12', 'lt')).toBe('2026 m. gruodis');
  });

  it('leaves anything that is not a month as it is', () => {
    expect(formatMonthYear('2026-1', 'lt')).toBe('2026-1');
    expect(formatMonthYear('2026-13', 'en')).toBe('2026-13');
    expect(formatMonthYear('2026-11-21', 'en')).toBe('2026-11-21');
  });
});
