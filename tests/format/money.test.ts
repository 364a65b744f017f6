// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatTopUpAmount } from '../../src/format/money';

/** Any amount of euros in whole cents, up to a million, as the servers send them. */
const cents = fc.integer({ min: 0, max: 100_000_000 });
const NBSP = '\u00a0';

/** Reads a shown price back to cents: "1234,50 €" → 123450. */
function priceToCents(text: string): number {
  const m = /^(-?)(\d+),(\d{2}) €$/.exec(text);
  if (!m) throw new Error(`not a price: ${JSON.stringify(text)}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

describe('formatPrice (docs/rules.md §5: comma decimal, two decimals, no grouping, € after)', () => {
  it('writes the examples of the rules', () => {
    expect(formatPrice(12.5)).toBe('12,50 €');
    expect(formatPrice(1234.5)).toBe('1234,50 €');
    expect(formatPrice(0)).toBe('0,00 €');
    expect(formatPrice(50)).toBe('50,00 €');
  });

  it('has a comma decimal, exactly two decimals, no thousands separator and the euro after', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatPrice(c / 100);
        expect(text).toMatch(/^\d+,\d{2} €$/);
        // no thousands separator of any kind: only the whole part's digits before the comma
        expect(text.split(',')[0]).toBe(String(Math.floor(c / 100)));
      }),
    );
  });

  it('round-trips cents, including the ones binary floating point cannot hold exactly', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(priceToCents(formatPrice(c / 100))).toBe(c);
      }),
    );
    expect(formatPrice(0.1 + 0.2)).toBe('0,30 €');
  });

  it('keeps the sign of a negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (c) => {
        expect(priceToCents(formatPrice(-c / 100))).toBe(-c);
      }),
    );
  });
});

// (what the top-up field reads back from these: tests/format/amount.test.ts)
describe('formatTopUpAmount (docs/rules.md §5: the top-up amount in Lithuanian number format)', () => {
  it('writes Lithuanian amounts: grouped by a no-break space, comma decimal, € after', () => {
    expect(formatTopUpAmount(10)).toBe(`10,00${NBSP}€`);
    expect(formatTopUpAmount(1000.5)).toBe(`1${NBSP}000,50${NBSP}€`);
    expect(formatTopUpAmount(10000)).toBe(`10${NBSP}000,00${NBSP}€`);
  });

  it('always has exactly two decimals after a comma and the euro after the value', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatTopUpAmount(c / 100)).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/);
      }),
    );
  });
});
