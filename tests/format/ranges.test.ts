// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  invoicesDefaultRange,
  ordersDefaultRange,
  shiftMonths,
} from '../../src/views/Lists/ranges';

// Run in Europe/Vilnius and again in America/Los_Angeles (vite.config.ts, the far-zone
// projects): the day moved is the one written, whatever the browser's zone.
describe("the lists' default ranges (docs/rules.md §5)", () => {
  it('orders: from the server date to two months later', () => {
    expect(ordersDefaultRange('2026-11-21')).toEqual({ from: '2026-11-21', to: '2027-01-21' });
  });

  it('invoices: from two months before to the server date', () => {
    expect(invoicesDefaultRange('2026-01-15')).toEqual({ from: '2025-11-15', to: '2026-01-15' });
  });

  it('a month on from the 31st is the last day of a shorter month', () => {
    expect(shiftMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(shiftMonths('2028-04-30', -2)).toBe('2028-02-29');
  });

  it('keeps the day across the nights the clocks change', () => {
    expect(shiftMonths('2026-01-29', 2)).toBe('2026-03-29');
    expect(shiftMonths('2026-08-25', 2)).toBe('2026-10-25');
  });

  it('leaves anything that is not a date as it is', () => {
    expect(shiftMonths('', 2)).toBe('');
    expect(shiftMonths('2026-02-30', 2)).toBe('2026-02-30');
  });
});
