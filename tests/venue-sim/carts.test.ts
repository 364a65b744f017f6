// @vitest-environment node
/** Cart rules: exclusivity, expiry and resume, paying by credits and through the fake bank. */
import { describe, expect, it } from 'vitest';
import { TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

interface WireCart {
  code: string;
  status: { status: number; expiration: string | null };
  total: { total: number };
  inside: { court_reservations: Array<{ id: number; price: string }> };
}

/** Adds a reservation tomorrow, anonymously or (with a token) as the demo user, subject 1001. */
async function addSlot(code: string, courtID: number, time: string, minutes = 60, token?: string) {
  const fields = { courtID: String(courtID), date: TOMORROW, time, durationMins: String(minutes) };
  return api.form(
    `/api/v2/carts/${code}/court-reservations-add`,
    token ? { ...fields, clientID: '1001' } : fields,
    token,
  );
}

async function statusOf(courtID: number, time: string, token?: string) {
  const days = await api.placeInfo(Math.floor(courtID / 100), TOMORROW, token);
  return days.find((d) => d.courtID === courtID)?.timetable[time]?.status;
}

const balance = (token: string) => api.credit(token);

/** user_account_order as the contract sends it: session_token in the form and the bearer. */
const payByCredits = (code: string, token: string) =>
  api.form(`/api/v2/carts/${code}/user_account_order`, { session_token: token }, token);

describe('slot exclusivity', () => {
  it('a slot held by one cart cannot be added to another', async () => {
    const { courtID, time } = await api.findFree(1, TOMORROW, 2);
    const first = await addSlot(await api.newCart(), courtID, time);
    expect(first.status).toBe(200);
    const second = await addSlot(await api.newCart(), courtID, time, 30);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('a duration needs every half-hour free: overlapping the held one fails', async () => {
    const { courtID, time } = await api.findFree(1, TOMORROW, 4);
    const [h, m] = time.split(':').map(Number);
    const later = `${String((h ?? 0) + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
    expect((await addSlot(await api.newCart(), courtID, later, 30)).status).toBe(200);
    expect((await addSlot(await api.newCart(), courtID, time, 90)).status).toBe(409);
    expect((await addSlot(await api.newCart(), courtID, time, 60)).status).toBe(200);
  });

  it('shows the holder mycart and everyone else full', async () => {
    const token = await api.login();
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    const code = await api.newCart();
    expect((await addSlot(code, courtID, time, 30, token)).status).toBe(200);
    expect(await statusOf(courtID, time, token)).toBe('mycart');
    expect(await statusOf(courtID, time)).toBe('full');
  });

  it('removing a reservation frees its slots', async () => {
    const { courtID, time } = await api.findFree(1, TOMORROW, 1);
    const code = await api.newCart();
    const added = await addSlot(code, courtID, time, 30);
    const item = (added.body.data as WireCart).inside.court_reservations[0];
    const removed = await api.send(
      'DELETE',
      `/api/v2/carts/${code}/court-reservations/${item?.id}`,
    );
    expect((removed.body.data as WireCart).inside.court_reservations).toEqual([]);
    expect(await statusOf(courtID, time)).toBe('free');
  });
});

describe('cart hold', () => {
  it('expires 15 minutes after the last add, then the slots are free and the cart unusable', async () => {
    const { courtID, time } = await api.findFree(1, TOMORROW, 1);
    const code = await api.newCart();
    const added = await addSlot(code, courtID, time, 30);
    expect((added.body.data as WireCart).status.expiration).toBe('2026-11-18 10:15:00');
    await api.scenario({ now: '2026-11-18T10:14:59+02:00' });
    expect(await statusOf(courtID, time)).toBe('full');
    await api.scenario({ now: '2026-11-18T10:15:00+02:00' });
    expect(await statusOf(courtID, time)).toBe('free');
    const cart = await api.get(`/api/v2/carts/${code}`);
    expect(cart.body.data).toMatchObject({
      status: { status: 1, expiration: '2026-11-18 10:15:00' },
      system: { current_date_time: '2026-11-18 10:15:00' },
    });
    expect((await api.send('PUT', `/api/v2/carts/${code}/resume`)).status).toBe(409);
    expect((await addSlot(code, courtID, time, 30)).status).toBe(409);
  });

  it('resume extends the hold', async () => {
    const { courtID, time } = await api.findFree(1, TOMORROW, 1);
    const code = await api.newCart();
    await addSlot(code, courtID, time, 30);
    await api.scenario({ now: '2026-11-18T10:10:00+02:00' });
    const resumed = await api.send('PUT', `/api/v2/carts/${code}/resume`);
    expect((resumed.body.data as WireCart).status.expiration).toBe('2026-11-18 10:25:00');
    await api.scenario({ now: '2026-11-18T10:20:00+02:00' });
    expect(await statusOf(courtID, time)).toBe('full');
  });

  it('honours a shorter hold from the scenario', async () => {
    await api.scenario({ cartHoldSeconds: 60 });
    const cart = await api.get(`/api/v2/carts/${await api.newCart()}`);
    expect((cart.body.data as WireCart).status.expiration).toBe('2026-11-18 10:01:00');
  });
});

describe('paying by credits', () => {
  it('is refused when the balance is short, and nothing changes', async () => {
    const token = await api.login();
    const code = await api.newCart();
    // 4 × 2 h at the dearest padel court cost more than the 50 € balance
    for (const court of [304, 303, 302]) {
      const { time } = await findFreeOn(court, 4);
      expect((await addSlot(code, court, time, 120, token)).status).toBe(200);
    }
    const before = await api.get(`/api/v2/carts/${code}`, token);
    expect((before.body.data as WireCart).total.total).toBeGreaterThan(50);
    const paid = await payByCredits(code, token);
    expect(paid.status).toBe(402);
    expect(paid.body.status).toBe('error');
    expect(await balance(token)).toBe(50);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toEqual(before.body.data);
  });

  it('succeeds: balance down, orders appear, slots show my', async () => {
    const token = await api.login();
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(1, TOMORROW, 2);
    const added = await addSlot(code, courtID, time, 60, token);
    const total = (added.body.data as WireCart).total.total;
    const paid = await payByCredits(code, token);
    expect(paid.status).toBe(200);
    expect((paid.body.data as WireCart).status.status).toBe(2);
    expect(await balance(token)).toBeCloseTo(50 - total, 2);
    expect(await statusOf(courtID, time, token)).toBe('my');
    expect(await statusOf(courtID, time)).toBe('full');
    const orders = await api.getWithToken(
      '/api/v1/orders',
      { from: TOMORROW, to: TOMORROW },
      token,
    );
    const starts = (orders.body.data as { results: Array<{ sasi_galiojanuo: string }> }).results;
    expect(starts.map((o) => o.sasi_galiojanuo)).toContain(`${TOMORROW} ${time}`);
    // a paid cart is closed
    expect((await addSlot(code, courtID, time, 30, token)).status).toBe(409);
  });

  it('refused for a short balance, leaves an anonymous cart anonymous', async () => {
    const code = await api.newCart();
    for (const court of [304, 303, 302]) {
      const { time } = await findFreeOn(court, 4);
      expect((await addSlot(code, court, time, 120)).status).toBe(200);
    }
    const token = await api.login();
    expect((await payByCredits(code, token)).status).toBe(402);
    // not the caller's cart now: their board shows its slots taken, not in their cart
    const held = (
      (await api.get(`/api/v2/carts/${code}`)).body.data as {
        inside: { court_reservations: Array<{ from: string; product_id: number }> };
      }
    ).inside.court_reservations[0];
    const heldTime = held?.from.split(' ')[1] ?? '';
    expect(await statusOf(held?.product_id ?? 0, heldTime, token)).toBe('full');
    // and another signed-in user may still read it (an owned cart would be 403 to them)
    const other = await api.login('naujas@example.lt', 'naujas123');
    expect((await api.get(`/api/v2/carts/${code}`, other)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const code = await api.newCart();
    const r = await api.form(`/api/v2/carts/${code}/user_account_order`, {});
    expect(r.status).toBe(401);
  });
});

async function findFreeOn(courtID: number, slots: number) {
  const day = (await api.placeInfo(Math.floor(courtID / 100), TOMORROW)).find(
    (d) => d.courtID === courtID,
  );
  const times = Object.keys(day?.timetable ?? {}).sort();
  for (let i = 0; i + slots <= times.length; i++) {
    const run = times.slice(i, i + slots);
    if (run.every((t) => day?.timetable[t]?.status === 'free')) return { time: run[0] ?? '' };
  }
  throw new Error(`no ${slots} free slots on ${courtID}`);
}

describe('paying through the bank', () => {
  const urls = {
    payment_method: 'bank',
    acceptUrl: 'http://portal.test/mokejimas/sekminga-rezervacija',
    cancelUrl: 'http://portal.test/mokejimas/nesekminga-rezervacija',
  };

  async function bankReturn(bankUrl: string, button: 'accept' | 'cancel') {
    const page = await fetch(bankUrl);
    const html = await page.text();
    expect(html).toContain('Banko mokėjimas (simuliatorius)');
    expect(html).toContain('Patvirtinti');
    expect(html).toContain('Atšaukti');
    const params = new URL(bankUrl).searchParams;
    return fetch(`${running.url}/__sim/bank/${button}`, {
      method: 'POST',
      body: new URLSearchParams({
        cart: params.get('cart') ?? '',
        accept: params.get('accept') ?? '',
        cancel: params.get('cancel') ?? '',
      }),
      redirect: 'manual',
    });
  }

  /** The demo user's cart with one half-hour tomorrow, sent to the bank: [code, bank url, slot]. */
  async function reservationAtBank(token: string) {
    const code = await api.newCart(token);
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    expect((await addSlot(code, courtID, time, 30, token)).status).toBe(200);
    const r = await api.form(
      `/api/v2/carts/${code}/user_order`,
      { ...urls, session_token: token },
      token,
    );
    expect(r.status).toBe(200);
    return { code, url: (r.body.data as { url: string }).url, courtID, time };
  }

  /** A 10 € top-up cart of the demo user, sent to the bank: [code, bank url]. */
  async function topUpAtBank(token: string) {
    const created = await api.form('/api/v2/carts', {}, token);
    const code = (created.body.data as { cart: { reservationCode: string } }).cart.reservationCode;
    const cash = await api.form(
      `/api/v2/carts/${code}/account_cash`,
      { subject: '1001', amount: '10.00' },
      token,
    );
    expect((cash.body.data as WireCart).total.total).toBe(10);
    const r = await api.form(
      `/api/v2/carts/${code}/order`,
      { ...urls, email: 'demo@example.lt' },
      token,
    );
    return { code, url: (r.body.data as { url: string }).url };
  }

  const cartStatus = async (code: string, token: string) =>
    ((await api.get(`/api/v2/carts/${code}`, token)).body.data as WireCart).status.status;

  it('changes nothing until Accept, then the orders exist and the bank returns to accept', async () => {
    const token = await api.login();
    const { code, url, courtID, time } = await reservationAtBank(token);
    expect(url.startsWith(`${running.url}/__sim/bank?`)).toBe(true);
    expect(await cartStatus(code, token)).toBe(1);
    expect(await statusOf(courtID, time, token)).toBe('mycart');
    const back = await bankReturn(url, 'accept');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await cartStatus(code, token)).toBe(2);
    expect(await statusOf(courtID, time, token)).toBe('my');
    expect(await balance(token)).toBe(50);
  });

  it('Cancel returns to the cancel address and leaves the cart as it was', async () => {
    const token = await api.login();
    const code = await api.newCart(token);
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    await addSlot(code, courtID, time, 30, token);
    const before = (await api.get(`/api/v2/carts/${code}`, token)).body.data;
    const r = await api.form(
      `/api/v2/carts/${code}/user_order`,
      { ...urls, session_token: token },
      token,
    );
    const back = await bankReturn((r.body.data as { url: string }).url, 'cancel');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(urls.cancelUrl);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toEqual(before);
  });

  it('a second Accept of a paid cart lands on accept again and changes nothing', async () => {
    const token = await api.login();
    const reservation = await reservationAtBank(token);
    const topUp = await topUpAtBank(token);
    for (const { url } of [reservation, topUp]) {
      expect((await bankReturn(url, 'accept')).headers.get('location')).toBe(urls.acceptUrl);
    }
    const orders = await api.getWithToken(
      '/api/v1/orders',
      { from: TOMORROW, to: TOMORROW },
      token,
    );
    for (const { url } of [reservation, topUp]) {
      expect((await bankReturn(url, 'accept')).headers.get('location')).toBe(urls.acceptUrl);
    }
    expect(await balance(token)).toBe(60);
    expect(
      (await api.getWithToken('/api/v1/orders', { from: TOMORROW, to: TOMORROW }, token)).body,
    ).toEqual(orders.body);
  });

  it('an Accept for a cart never sent to the bank goes to cancel', async () => {
    const token = await api.login();
    const code = await api.newCart(token);
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    await addSlot(code, courtID, time, 30, token);
    const back = await fetch(`${running.url}/__sim/bank/accept`, {
      method: 'POST',
      body: new URLSearchParams({ cart: code, accept: urls.acceptUrl, cancel: urls.cancelUrl }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(urls.cancelUrl);
    expect(await cartStatus(code, token)).toBe(1);
  });

  it('tops up the balance only after Accept', async () => {
    const token = await api.login();
    const { url } = await topUpAtBank(token);
    expect(await balance(token)).toBe(50);
    const back = await bankReturn(url, 'accept');
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await balance(token)).toBe(60);
  });

  it('a top-up accepted 16 minutes after its cart was made still credits the balance', async () => {
    const token = await api.login();
    const { code, url } = await topUpAtBank(token);
    await api.scenario({ now: '2026-11-18T10:16:00+02:00' });
    const back = await bankReturn(url, 'accept');
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await balance(token)).toBe(60);
    expect(await cartStatus(code, token)).toBe(2);
  });

  it('a reservation accepted after its hold is completed when its slots are still free', async () => {
    const token = await api.login();
    const { code, url, courtID, time } = await reservationAtBank(token);
    await api.scenario({ now: '2026-11-18T10:30:00+02:00' });
    expect(await statusOf(courtID, time)).toBe('free');
    const back = await bankReturn(url, 'accept');
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await cartStatus(code, token)).toBe(2);
    expect(await statusOf(courtID, time, token)).toBe('my');
  });

  it('a reservation accepted after its hold whose slots were taken ends cancelled (5)', async () => {
    const token = await api.login();
    const { code, url, courtID, time } = await reservationAtBank(token);
    await api.scenario({ now: '2026-11-18T10:30:00+02:00' });
    // someone else holds the slot now
    expect((await addSlot(await api.newCart(), courtID, time, 30)).status).toBe(200);
    const back = await bankReturn(url, 'accept');
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await cartStatus(code, token)).toBe(5);
    expect(await statusOf(courtID, time, token)).toBe('full');
    const orders = await api.getWithToken(
      '/api/v1/orders',
      { from: TOMORROW, to: TOMORROW },
      token,
    );
    const starts = (orders.body.data as { results: Array<{ sasi_galiojanuo: string }> }).results;
    expect(starts.map((o) => o.sasi_galiojanuo)).not.toContain(`${TOMORROW} ${time}`);
    expect(await balance(token)).toBe(50);
  });

  it('refuses a top-up outside 5..10000 € and one not written like "10.00"', async () => {
    const token = await api.login();
    const code = await api.newCart(token);
    for (const amount of ['4.99', '10000.01', '10', '10,00']) {
      const r = await api.form(
        `/api/v2/carts/${code}/account_cash`,
        { subject: '1001', amount },
        token,
      );
      expect(r.status).toBe(400);
    }
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toMatchObject({
      total: { total: 0 },
    });
  });

  it("refuses a top-up of another user's subject at once, and an anonymous one", async () => {
    const code = await api.newCart();
    const anonymous = await api.form(`/api/v2/carts/${code}/account_cash`, {
      subject: '1001',
      amount: '10.00',
    });
    expect(anonymous.status).toBe(401);
    const token = await api.login('naujas@example.lt', 'naujas123');
    const theirs = await api.form(
      `/api/v2/carts/${code}/account_cash`,
      { subject: '1001', amount: '10.00' },
      token,
    );
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/1001/);
    // the cart is no top-up: nothing to pay at the bank
    const order = await api.form(`/api/v2/carts/${code}/order`, {
      ...urls,
      email: 'naujas@example.lt',
    });
    expect(order.status).toBe(409);
  });
});
