// @vitest-environment node
/**
 * Money typed the Lithuanian way (docs/rules.md §5 "Amounts typed"): the last `,` or `.` with one
 * or two digits after it to the end is the decimal separator; every other comma and dot, every
 * space and the euro sign are grouping and dropped. `parseTypedAmount` is checked against the
 * examples of the rule and, with fast-check, against `model` below: the rule read aloud, one
 * character at a time, in whole cents (no regular expression, no floating point).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from '../../machines/domain';
import { formatPrice, formatTopUpAmount } from '../../src/format/money';

const SPACES = [' ', '\u00a0', '\u202f', '\u2009', '\t'];
const isDigit = (c: string) => c >= '0' && c <= '9';
const isSeparator = (c: string) => c === ',' || c === '.';

/** The rule, plainly: null for nothing typed, NaN for not an amount, else the amount in cents. */
function model(text: string): number | null {
  const kept = [...text].filter((c) => !SPACES.includes(c) && c !== '€');
  if (kept.length === 0) return null;
  let last = -1;
  kept.forEach((c, i) => {
    if (isSeparator(c)) last = i;
  });
  const after = last === -1 ? [] : kept.slice(last + 1);
  const isDecimal = after.length >= 1 && after.length <= 2 && after.every(isDigit);
  const whole = (isDecimal ? kept.slice(0, last) : kept).filter((c) => !isSeparator(c));
  const decimals = isDecimal ? after : [];
  if (!whole.every(isDigit) || whole.length + decimals.length === 0) return Number.NaN;
  let cents = 0;
  for (const d of whole) cents = cents * 10 + Number(d);
  cents *= 100;
  if (decimals.length === 1) cents += Number(decimals[0]) * 10;
  if (decimals.length === 2) cents += Number(decimals[0]) * 10 + Number(decimals[1]);
  return cents;
}

/** The parser's answer in cents, to compare with the model's. */
function parsedCents(text: string): number | null {
  const amount = parseTypedAmount(text);
  return amount === null || Number.isNaN(amount) ? amount : Math.round(amount * 100);
}

describe('parseTypedAmount: the examples of the rule', () => {
  it.each([
    ['1 000,50 €', 1000.5],
    ['10,5', 10.5],
    ['1,000', 1000],
    ['10,50', 10.5],
    ['12,5', 12.5],
    ['10', 10],
    ['10.50', 10.5],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['1\u00a0000,50\u00a0€', 1000.5],
    ['1\u202f000,50 €', 1000.5],
    ['€ 25', 25],
    ['10.000', 10000],
    ['10,', 10],
    [',5', 0.5],
  ])('"%s" is %s euros', (typed, euros) => {
    expect(parseTypedAmount(typed)).toBe(euros);
  });

  it('nothing typed (or only spaces and euro signs) is no amount', () => {
    expect(parseTypedAmount('')).toBeNull();
    expect(parseTypedAmount('  ')).toBeNull();
    expect(parseTypedAmount(' € ')).toBeNull();
  });

  it.each(['abc', '12a', '-5', '+5', '10,5e', ',', '.,', '1e3', '½'])(
    '"%s" is not an amount',
    (typed) => {
      expect(parseTypedAmount(typed)).toBeNaN();
    },
  );
});

/** Text from the characters a user may type into an amount field, and a few that break it. */
const anyTyped = fc
  .array(fc.constantFrom(...'0123456789', ',', '.', '€', ...SPACES, 'a', '-', 'e'), {
    maxLength: 14,
  })
  .map((chars) => chars.join(''));

/** A well-formed amount however it is written: grouped or not, either decimal mark, € or not. */
const written = fc
  .record({
    euros: fc.integer({ min: 0, max: 99_999_999 }),
    cents: fc.integer({ min: 0, max: 99 }),
    decimals: fc.constantFrom(0, 1, 2),
    group: fc.constantFrom('', ' ', '\u00a0', '\u202f', '.', ','),
    mark: fc.constantFrom(',', '.'),
    euro: fc.constantFrom('', ' €', '€', '\u00a0€', '€ '),
  })
  .filter(({ group, mark, decimals }) => decimals === 0 || group !== mark)
  .map(({ euros, cents, decimals, group, mark, euro }) => {
    const whole = String(euros).replace(/\B(?=(\d{3})+$)/g, group);
    const two = String(cents).padStart(2, '0');
    const fraction = decimals === 0 ? '' : `${mark}${two.slice(0, decimals)}`;
    const text =
      euro.startsWith('€') && euro !== '€'
        ? `${euro}${whole}${fraction}`
        : `${whole}${fraction}${euro}`;
    const value =
      euros * 100 + (decimals === 0 ? 0 : decimals === 1 ? Math.floor(cents / 10) * 10 : cents);
    return { text, value };
  });

describe('parseTypedAmount: properties against the model', () => {
  it('agrees with the model on anything typed', () => {
    fc.assert(
      fc.property(anyTyped, (text) => {
        expect(parsedCents(text)).toEqual(model(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a well-formed amount, however grouped and marked, as its euros and cents', () => {
    fc.assert(
      fc.property(written, ({ text, value }) => {
        expect(parsedCents(text)).toBe(value);
        expect(model(text)).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('a decimal comma and a decimal point read the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (e, c) => {
          const two = String(c).padStart(2, '0');
          expect(parseTypedAmount(`${e},${two}`)).toBe(parseTypedAmount(`${e}.${two}`));
        },
      ),
    );
  });

  it('reads back every amount the portal writes, as a price or as a top-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parsedCents(formatPrice(cents / 100))).toBe(cents);
        expect(parsedCents(formatTopUpAmount(cents / 100))).toBe(cents);
      }),
    );
  });
});
