// @vitest-environment node
/**
 * Properties of a top-up amount on its way out (docs/rules.md §5; docs/wire.md account_cash): the
 * amount the user typed and the confirmation names is the amount the wire sends, in the one form
 * the booking API takes ("10.00"). The parser's own properties live in tests/format/amount.test.ts,
 * the shown formats' in tests/format/money.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTypedAmount } from '../../machines/domain';
import { amountError } from '../../machines/topUp';
import { formatTopUpAmount } from '../../src/format/money';
import { ok, startStub, type Stub } from './support/stub';
import { wireFor } from './support/wire';

let booking: Stub;
beforeAll(async () => {
  booking = await startStub();
  booking.on(
    'POST /api/v2/carts/C1/account_cash',
    ok({
      code: 'C1',
      status: { status: 1, expiration: '2026-11-21 10:00:00' },
      system: { current_date_time: '2026-11-21 09:45:00' },
      total: { total: 0 },
      inside: { court_reservations: [] },
    }),
  );
});
afterAll(() => booking.close());

/** The form value of the last account_cash the wire sent. */
async function sentAmount(amount: number): Promise<string> {
  const { booking: api } = wireFor('', `${booking.url}/api`);
  const result = await api.addAccountCash('C1', { subject: '1001', amount });
  expect(result.ok).toBe(true);
  const last = booking.to('POST /api/v2/carts/C1/account_cash').at(-1);
  return new URLSearchParams(last?.body ?? '').get('amount') ?? '';
}

/** "1 000,50 €" (no-break spaces) → 100050 */
const shownCents = (shown: string) => Number(shown.replace(/[^\d]/g, ''));

/** What a user may type: whole euros with up to four decimals, maybe grouped and with a euro sign. */
const typed = fc
  .tuple(
    fc.integer({ min: 0, max: 12_000 }),
    fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
    fc.constantFrom('', ' €', '€'),
  )
  .map(
    ([whole, decimals, euro]) => `${whole}${decimals === undefined ? '' : `.${decimals}`}${euro}`,
  );

describe('a top-up amount on the wire', () => {
  it('any amount the field accepts is sent as euros with exactly two decimals', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const amount = parseTypedAmount(text);
        fc.pre(amount !== null && amountError(amount) === null);
        expect(await sentAmount(amount as number)).toMatch(/^\d+\.\d{2}$/);
      }),
      { numRuns: 60 },
    );
  });

  it('the confirmation names the same cents the wire sends, however many decimals were typed', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const amount = parseTypedAmount(text);
        fc.pre(amount !== null && amountError(amount) === null);
        const sent = await sentAmount(amount as number);
        expect(shownCents(formatTopUpAmount(amount as number))).toBe(Number(sent.replace('.', '')));
      }),
      { numRuns: 60 },
    );
  });

  it('whole cents typed as "12.34" go out as typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 1_000_000 }), async (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(await sentAmount(parseTypedAmount(text) as number)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});
