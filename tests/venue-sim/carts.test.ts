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

async function addSlot(code: string, courtID: number, time: string, minutes = 60, token?: string) {
  return api.form(
    `/api/v2/carts/${code}/court-reservations-add`,
    { courtID: String(courtID), date: TOMORROW, time, durationMins: String(minutes) },
    token,
  );
}

async function statusOf(courtID: number, time: string, token?: string) {
  const days = await api.placeInfo(Math.floor(courtID / 100), TOMORROW, token);
  return days.find((d) => d.courtID === courtID)?.timetable[time]?.status;
}

async function balance(token: string) {
  const r = await api.get(`/api/v1/credit?sessionToken=${token}`);
  return Number((r.body.data as { balance: string }).balance);
}

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
    const paid = await api.form(`/api/v2/carts/${code}/user_account_order`, {
      session_token: token,
    });
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
    const paid = await api.form(`/api/v2/carts/${code}/user_account_order`, {
      session_token: token,
    });
    expect(paid.status).toBe(200);
    expect((paid.body.data as WireCart).status.status).toBe(2);
    expect(await balance(token)).toBeCloseTo(50 - total, 2);
    expect(await statusOf(courtID, time, token)).toBe('my');
    expect(await statusOf(courtID, time)).toBe('full');
    const orders = await api.get(
      `/api/v1/orders?sessionToken=${token}&from=${TOMORROW}&to=${TOMORROW}`,
    );
    const starts = (orders.body.data as { results: Array<{ sasi_galiojanuo: string }> }).results;
    expect(starts.map((o) => o.sasi_galiojanuo)).toContain(`${TOMORROW} ${time}`);
    // a paid cart is closed
    expect((await addSlot(code, courtID, time, 30, token)).status).toBe(409);
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

  it('changes nothing until Accept, then the orders exist and the bank returns to accept', async () => {
    const token = await api.login();
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    await addSlot(code, courtID, time, 30, token);
    const r = await api.form(`/api/v2/carts/${code}/user_order`, { ...urls, session_token: token });
    const url = (r.body.data as { url: string }).url;
    expect(url.startsWith(`${running.url}/__sim/bank?`)).toBe(true);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toMatchObject({
      status: { status: 1 },
    });
    expect(await statusOf(courtID, time, token)).toBe('mycart');
    const back = await bankReturn(url, 'accept');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toMatchObject({
      status: { status: 2 },
    });
    expect(await statusOf(courtID, time, token)).toBe('my');
    expect(await balance(token)).toBe(50);
  });

  it('Cancel returns to the cancel address and leaves the cart as it was', async () => {
    const token = await api.login();
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    await addSlot(code, courtID, time, 30, token);
    const before = (await api.get(`/api/v2/carts/${code}`, token)).body.data;
    const r = await api.form(`/api/v2/carts/${code}/user_order`, { ...urls, session_token: token });
    const back = await bankReturn((r.body.data as { url: string }).url, 'cancel');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(urls.cancelUrl);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toEqual(before);
  });

  it('tops up the balance only after Accept', async () => {
    const token = await api.login();
    const created = await api.form('/api/v2/carts', {});
    const code = (created.body.data as { cart: { reservationCode: string } }).cart.reservationCode;
    const cash = await api.form(`/api/v2/carts/${code}/account_cash`, {
      subject: '1001',
      amount: '10.00',
    });
    expect((cash.body.data as WireCart).total.total).toBe(10);
    const r = await api.form(`/api/v2/carts/${code}/order`, {
      ...urls,
      email: 'demo@example.lt',
    });
    const url = (r.body.data as { url: string }).url;
    expect(await balance(token)).toBe(50);
    const back = await bankReturn(url, 'accept');
    expect(back.headers.get('location')).toBe(urls.acceptUrl);
    expect(await balance(token)).toBe(60);
  });

  it('an Accept after the hold expired returns to cancel and pays nothing', async () => {
    const token = await api.login();
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(2, TOMORROW, 1);
    await addSlot(code, courtID, time, 30, token);
    const r = await api.form(`/api/v2/carts/${code}/user_order`, { ...urls, session_token: token });
    await api.scenario({ now: '2026-11-18T10:30:00+02:00' });
    const back = await bankReturn((r.body.data as { url: string }).url, 'accept');
    expect(back.headers.get('location')).toBe(urls.cancelUrl);
    expect((await api.get(`/api/v2/carts/${code}`, token)).body.data).toMatchObject({
      status: { status: 1 },
    });
    expect(await statusOf(courtID, time, token)).toBe('free');
  });

  it('refuses a top-up outside 5..10000 €', async () => {
    const code = await api.newCart();
    const r = await api.form(`/api/v2/carts/${code}/account_cash`, {
      subject: '1001',
      amount: '4.99',
    });
    expect(r.status).toBe(400);
  });
});
