// @vitest-environment node
/** Accounts and owner-only data: sessions, passwords, admin login, registration, resale. */
import { describe, expect, it } from 'vitest';
import { TODAY, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

type WireOrder = { sab_id: number; sab_parduodamas: unknown; sasi_galiojanuo: string };

async function ordersOf(token: string, from = '2026-09-01', to = '2027-01-31') {
  const r = await api.getWithToken('/api/v1/orders', { from, to }, token);
  return (r.body.data as { results: WireOrder[] }).results;
}

describe('sessions', () => {
  it('refuses a wrong password and a missing token', async () => {
    const r = await api.json('/api/v1/login', { username: 'demo@example.lt', password: 'wrong' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ status: 'error', message: expect.any(String) });
    expect((await api.get('/api/v1/credit')).status).toBe(401);
  });

  it('logout retires the token', async () => {
    const token = await api.login();
    expect((await api.send('POST', '/api/v1/logout', token)).body).toEqual({
      status: 'success',
      data: null,
    });
    expect((await api.checkToken(token)).status).toBe(401);
  });

  it('changePassword retires the old token and returns a new one', async () => {
    const old = await api.login();
    const r = await api.json(
      '/api/v1/changePassword',
      { old_password: 'demo123', new_password: 'naujas5', session_token: old },
      old,
    );
    const fresh = (r.body.data as { session_token: string }).session_token;
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe(old);
    expect((await api.checkToken(old)).status).toBe(401);
    expect((await api.checkToken(fresh)).status).toBe(200);
    expect(await api.login('demo@example.lt', 'naujas5')).toEqual(expect.any(String));
  });

  it('changePassword refuses a wrong old password', async () => {
    const token = await api.login();
    const r = await api.json(
      '/api/v1/changePassword',
      { old_password: 'wrong', new_password: 'naujas5', session_token: token },
      token,
    );
    expect(r.status).toBe(400);
    expect((await api.checkToken(token)).status).toBe(200);
  });
});

describe('admin login as another user', () => {
  it('needs admin credentials and gives a token of the target user', async () => {
    const r = await api.json('/wp-json/data/v1/login_as_user', {
      username: 'admin@example.lt',
      password: 'admin123',
      id: '1001',
    });
    expect(r.body).toEqual({ status: true, session_token: expect.any(String) });
    const check = await api.checkToken(String(r.body.session_token));
    expect(check.body.data).toMatchObject({ subject: '1001', email: 'demo@example.lt' });
  });

  it('refuses a non-admin and an unknown target', async () => {
    const notAdmin = await api.json('/wp-json/data/v1/login_as_user', {
      username: 'demo@example.lt',
      password: 'demo123',
      id: '1002',
    });
    expect(notAdmin.status).toBe(401);
    expect(notAdmin.body).toMatchObject({ status: false, message: expect.any(String) });
    const unknown = await api.json('/wp-json/data/v1/login_as_user', {
      username: 'admin@example.lt',
      password: 'admin123',
      id: '424242',
    });
    expect(unknown.body.status).toBe(false);
  });
});

describe('registration and password reminders', () => {
  const form = {
    vardas: 'Petras',
    pavarde: 'Petraitis',
    email: 'petras@example.lt',
    password: 'slaptas1',
    reenteredPassword: 'slaptas1',
    taisykles: true,
    naujienos: false,
  };

  it('registers a user who can use the returned token; a duplicate e-mail fails', async () => {
    const r = await api.json('/wp-json/data/v1/register', form);
    expect(r.body).toEqual({ status: true, session_token: expect.any(String) });
    const check = await api.checkToken(String(r.body.session_token));
    expect(check.body.data).toMatchObject({ first_name: 'Petras', email: 'petras@example.lt' });
    const again = await api.json('/wp-json/data/v1/register', {
      ...form,
      email: 'PETRAS@example.lt',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('refuses mismatched passwords and a missing terms consent', async () => {
    const mismatch = await api.json('/wp-json/data/v1/register', {
      ...form,
      reenteredPassword: 'x',
    });
    expect(mismatch.body.status).toBe(false);
    const noTerms = await api.json('/wp-json/data/v1/register', { ...form, taisykles: false });
    expect(noTerms.body.status).toBe(false);
  });

  it('forgotPassword knows the e-mail or fails', async () => {
    const known = await api.json('/api/v1/forgotPassword', { email: 'demo@example.lt' });
    expect(known.body).toEqual({ status: 'success', data: null });
    const unknown = await api.json('/api/v1/forgotPassword', { email: 'nobody@example.lt' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe('error');
  });

  it('the new user has not accepted the terms', async () => {
    const token = await api.login('naujas@example.lt', 'naujas123');
    const r = await api.getNsoft('/api/v2/subjects/1002/consents-v2', token);
    const consents = (r.body.data as { consents: unknown[] }).consents;
    expect(consents).toContainEqual({ template_id: 5, consent: 0, channels: [] });
  });
});

describe('owner-only data', () => {
  it("refuses another subject's consents", async () => {
    const token = await api.login('naujas@example.lt', 'naujas123');
    expect((await api.getNsoft('/api/v2/subjects/1001/consents-v2', token)).status).toBe(403);
    const write = await fetch(`${running.url}/api/v2/subjects/1001/consents-v2`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-NSOFT-SESSION-TOKEN': token },
      body: new URLSearchParams({
        consents: JSON.stringify([{ template_id: 5, consent: 0, channels: [] }]),
      }),
    });
    expect(write.status).toBe(403);
  });

  it('gives each user only their own orders, invoices and credit', async () => {
    const other = await api.login('naujas@example.lt', 'naujas123');
    expect(await ordersOf(other)).toEqual([]);
    const invoices = await api.getNsoft(
      `/api/v2/tp/invoice/list?from=2026-01-01&till=${TODAY}`,
      other,
    );
    expect(invoices.body.data).toEqual([]);
    expect(await api.credit(other)).toBe(0);
  });

  it("refuses another user's invoice PDF", async () => {
    const demo = await api.login();
    const list = await api.getNsoft(`/api/v2/tp/invoice/list?from=2026-01-01&till=${TODAY}`, demo);
    const docId = (list.body.data as Array<{ doc_id: number }>)[0]?.doc_id;
    expect(docId).toEqual(expect.any(Number));
    const other = await api.login('naujas@example.lt', 'naujas123');
    expect((await api.getNsoft(`/api/v2/tp/invoice/pdf/${docId}`, other)).status).toBe(403);
    expect((await api.getNsoft('/api/v2/tp/invoice/pdf/1', demo)).status).toBe(404);
  });

  it("refuses another user's cart", async () => {
    const demo = await api.login();
    const code = await api.newCart(demo);
    const { courtID, time } = await api.findFree(1, '2026-11-19', 1, demo);
    const add = await api.form(
      `/api/v2/carts/${code}/court-reservations-add`,
      { courtID: String(courtID), date: '2026-11-19', time, durationMins: '30', clientID: '1001' },
      demo,
    );
    expect(add.status).toBe(200);
    const other = await api.login('naujas@example.lt', 'naujas123');
    expect((await api.get(`/api/v2/carts/${code}`, other)).status).toBe(403);
  });
});

describe('resale', () => {
  it('lists a future order, shows it fullsell to others and withdraws it', async () => {
    const token = await api.login();
    const future = (await ordersOf(token, '2026-11-19')).find((o) => o.sab_parduodamas === 0);
    expect(future).toBeDefined();
    const sell = (sell: string) =>
      api.form(
        '/api/v1/sellOrder',
        { sessionToken: token, sabID: String(future?.sab_id), sellType: '1', sell },
        token,
      );
    expect((await sell('1')).body).toEqual({ status: 'success', data: null });
    const listed = (await ordersOf(token)).find((o) => o.sab_id === future?.sab_id);
    expect(listed?.sab_parduodamas).toBe('1');
    const [date, time] = future?.sasi_galiojanuo.split(' ') ?? [];
    const mine = await boardStatus(date ?? '', time ?? '', token);
    const courtID = [...mine].find(([, s]) => s === 'my')?.[0];
    expect(courtID).toBeDefined();
    expect((await boardStatus(date ?? '', time ?? '')).get(courtID ?? 0)).toBe('fullsell');
    expect((await sell('0')).body.status).toBe('success');
    expect((await boardStatus(date ?? '', time ?? '')).get(courtID ?? 0)).toBe('full');
    expect((await ordersOf(token)).find((o) => o.sab_id === future?.sab_id)?.sab_parduodamas).toBe(
      0,
    );
  });

  it('refuses a past order and an order of someone else', async () => {
    const token = await api.login();
    const past = (await ordersOf(token, '2026-09-01', '2026-11-17'))[0];
    const r = await api.form(
      '/api/v1/sellOrder',
      { sessionToken: token, sabID: String(past?.sab_id), sellType: '1', sell: '1' },
      token,
    );
    expect(r.status).toBe(400);
    expect(r.body.status).toBe('error');
    const future = (await ordersOf(token, '2026-11-19'))[0];
    const other = await api.login('naujas@example.lt', 'naujas123');
    const theirs = await api.form(
      '/api/v1/sellOrder',
      { sessionToken: other, sabID: String(future?.sab_id), sellType: '1', sell: '1' },
      other,
    );
    expect(theirs.status).toBe(403);
  });

  it('a listed slot can be bought by someone else; the seller sees it as theirs until paid', async () => {
    const seller = await api.login();
    const listed = (await ordersOf(seller, '2026-11-19')).find((o) => o.sab_parduodamas === '1');
    const [date = '', time = ''] = listed?.sasi_galiojanuo.split(' ') ?? [];
    const buyer = await registerBuyer();
    const subject = ((await api.checkToken(buyer)).body.data as { subject: string }).subject;
    const code = await api.newCart(buyer);
    const court = (await api.placeInfo(3, date, buyer)).find(
      (d) => d.timetable[time]?.status === 'fullsell',
    );
    const courtID = court?.courtID ?? 0;
    const add = await api.form(
      `/api/v2/carts/${code}/court-reservations-add`,
      { courtID: String(courtID), date, time, durationMins: '30', clientID: subject },
      buyer,
    );
    expect(add.status).toBe(200);
    // held by the buyer's cart: still the seller's booking, the buyer's cart, taken to others
    expect((await boardStatus(date, time, seller)).get(courtID)).toBe('my');
    expect((await boardStatus(date, time, buyer)).get(courtID)).toBe('mycart');
    expect((await boardStatus(date, time)).get(courtID)).toBe('full');
    // and the seller cannot withdraw it from under the buyer's cart
    const withdraw = await api.form(
      '/api/v1/sellOrder',
      { sessionToken: seller, sabID: String(listed?.sab_id), sellType: '1', sell: '0' },
      seller,
    );
    expect(withdraw.status).toBe(409);

    const pay = await api.form(
      `/api/v2/carts/${code}/user_order`,
      { session_token: buyer, payment_method: 'bank', acceptUrl: '/ok', cancelUrl: '/no' },
      buyer,
    );
    expect(pay.status).toBe(200);
    const back = await fetch(`${running.url}/__sim/bank/accept`, {
      method: 'POST',
      body: new URLSearchParams({ cart: code, accept: '/ok', cancel: '/no' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/ok');
    expect((await ordersOf(seller)).map((o) => o.sab_id)).not.toContain(listed?.sab_id);
    expect((await boardStatus(date, time, buyer)).get(courtID)).toBe('my');
    expect((await boardStatus(date, time, seller)).get(courtID)).toBe('full');
  });
});

async function registerBuyer(): Promise<string> {
  const r = await api.json('/wp-json/data/v1/register', {
    vardas: 'Pirkėjas',
    pavarde: 'Pirkaitis',
    email: 'pirkejas@example.lt',
    password: 'pirkejas1',
    reenteredPassword: 'pirkejas1',
    taisykles: true,
    naujienos: false,
  });
  return r.body.session_token as string;
}

/** courtID → status at that date and time, across all venues */
async function boardStatus(date: string, time: string, token?: string) {
  const statuses = new Map<number, string>();
  for (const place of [1, 2, 3]) {
    for (const day of await api.placeInfo(place, date, token)) {
      statuses.set(day.courtID, day.timetable[time]?.status ?? '');
    }
  }
  return statuses;
}
