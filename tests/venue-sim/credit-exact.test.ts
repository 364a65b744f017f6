// @vitest-environment node
/**
 * Paying by credits at the edge: a balance exactly equal to the cart's total pays it (to zero),
 * one cent less is short. The other credit tests use a balance far above or below the total, so
 * a check that read "not more than" for "less than" passed them all.
 */
import { describe, expect, it } from 'vitest';
import { TOMORROW, client, simulatorPerTest } from './helpers';

let api: ReturnType<typeof client>;
simulatorPerTest((_running, a) => {
  api = a;
});

interface WireCart {
  code: string;
  status: { status: number };
  total: { total: number };
}

/** The demo user's cart holding one free hour tomorrow, and its total in cents. */
async function cartOfOneHour(token: string) {
  const code = await api.newCart();
  const { courtID, time } = await api.findFree(1, TOMORROW, 2);
  const added = await api.form(
    `/api/v2/carts/${code}/court-reservations-add`,
    { courtID: String(courtID), date: TOMORROW, time, durationMins: '60', clientID: '1001' },
    token,
  );
  expect(added.status).toBe(200);
  const cents = Math.round((added.body.data as WireCart).total.total * 100);
  expect(cents).toBeGreaterThan(0);
  return { code, cents };
}

const payByCredits = (code: string, token: string) =>
  api.form(`/api/v2/carts/${code}/user_account_order`, { session_token: token }, token);

describe('paying by credits with the balance at the total', () => {
  it('pays when the balance equals the total exactly, leaving zero', async () => {
    const token = await api.login();
    const { code, cents } = await cartOfOneHour(token);
    expect((await api.scenario({ balances: { 'demo@example.lt': cents } })).status).toBe(200);
    const paid = await payByCredits(code, token);
    expect(paid.status).toBe(200);
    expect((paid.body.data as WireCart).status.status).toBe(2);
    expect(await api.credit(token)).toBe(0);
  });

  it('is refused when the balance is one cent short, and the balance stays', async () => {
    const token = await api.login();
    const { code, cents } = await cartOfOneHour(token);
    expect((await api.scenario({ balances: { 'demo@example.lt': cents - 1 } })).status).toBe(200);
    expect((await payByCredits(code, token)).status).toBe(402);
    expect(await api.credit(token)).toBe((cents - 1) / 100);
  });
});
