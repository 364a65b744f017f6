// @vitest-environment node
/**
 * The simulator is as strict as docs/wire.md: a request without the token where the contract puts
 * it, in another encoding, or without a required field is refused with a 400 or 401 whose message
 * names the departure, and changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
let token: string;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});
beforeEach(async () => {
  token = await api.login();
});

interface Send {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

async function send({ method = 'GET', path, headers = {}, body }: Send) {
  const res = await fetch(`${running.url}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as { status: unknown; message?: string } };
}

const bearer = () => ({ Authorization: `Bearer ${token}` });
const nsoft = () => ({ 'X-NSOFT-SESSION-TOKEN': token });
const json = (data: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** a future order of the demo user that is not listed for sale */
async function unlistedOrder(): Promise<number> {
  const r = await api.getWithToken('/api/v1/orders', { from: TOMORROW, to: '2027-01-31' }, token);
  const orders = (r.body.data as { results: Array<{ sab_id: number; sab_parduodamas: unknown }> })
    .results;
  const order = orders.find((o) => o.sab_parduodamas === 0);
  if (!order) throw new Error('no unlisted order');
  return order.sab_id;
}

async function listedFlag(sabId: number): Promise<unknown> {
  const r = await api.getWithToken('/api/v1/orders', { from: TOMORROW, to: '2027-01-31' }, token);
  const orders = (r.body.data as { results: Array<{ sab_id: number; sab_parduodamas: unknown }> })
    .results;
  return orders.find((o) => o.sab_id === sabId)?.sab_parduodamas;
}

describe('the token where the contract puts it', () => {
  const cases: Array<[string, () => Send, number, RegExp]> = [
    [
      'consents with only the bearer',
      () => ({ path: '/api/v2/subjects/1001/consents-v2', headers: bearer() }),
      400,
      /X-NSOFT-SESSION-TOKEN/,
    ],
    [
      'consents with only X-NSOFT-SESSION-TOKEN',
      () => ({ path: '/api/v2/subjects/1001/consents-v2', headers: nsoft() }),
      400,
      /Authorization: Bearer/,
    ],
    [
      'invoices with only X-NSOFT-SESSION-TOKEN',
      () => ({
        path: `/api/v2/tp/invoice/list?from=2026-10-01&till=${TOMORROW}`,
        headers: nsoft(),
      }),
      400,
      /Authorization: Bearer/,
    ],
    [
      'the invoice PDF with only the bearer',
      () => ({ path: '/api/v2/tp/invoice/pdf/901', headers: bearer() }),
      400,
      /X-NSOFT-SESSION-TOKEN/,
    ],
    [
      'credit with only the bearer',
      () => ({ path: '/api/v1/credit', headers: bearer() }),
      400,
      /sessionToken/,
    ],
    [
      'credit with only ?sessionToken',
      () => ({ path: `/api/v1/credit?sessionToken=${token}` }),
      400,
      /Authorization: Bearer/,
    ],
    [
      'credit with the token only in X-NSOFT-SESSION-TOKEN',
      () => ({ path: '/api/v1/credit', headers: nsoft() }),
      401,
      /Authorization: Bearer/,
    ],
    [
      'credit with two different tokens',
      () => ({ path: '/api/v1/credit?sessionToken=other', headers: bearer() }),
      400,
      /nesutampa/,
    ],
    [
      'credit with an Authorization that is not Bearer',
      () => ({ path: `/api/v1/credit?sessionToken=${token}`, headers: { Authorization: token } }),
      400,
      /Bearer/,
    ],
    [
      'the board with ?sessionToken and no bearer',
      () => ({ path: `/api/v1/placeInfo?placeID=1&date=${TOMORROW}&sessionToken=${token}` }),
      400,
      /Authorization: Bearer/,
    ],
    [
      'the board with the bearer and no ?sessionToken',
      () => ({ path: `/api/v1/placeInfo?placeID=1&date=${TOMORROW}`, headers: bearer() }),
      400,
      /sessionToken/,
    ],
    [
      'checkToken with the token only in the body',
      () => ({ method: 'POST', path: '/api/v1/checkToken', ...json({ session_token: token }) }),
      400,
      /Authorization: Bearer/,
    ],
    [
      'user_account_order with only the bearer',
      () => ({
        method: 'POST',
        path: '/api/v2/carts/NONE/user_account_order',
        headers: bearer(),
        body: form({}),
      }),
      400,
      /session_token/,
    ],
    [
      'orders with no token at all',
      () => ({ path: `/api/v1/orders?from=${TOMORROW}&to=${TOMORROW}` }),
      401,
      /Authorization: Bearer/,
    ],
  ];

  it.each(cases)('refuses %s', async (_name, request, status, message) => {
    const r = await send(request());
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
  });

  it('takes each call with the token in all its places', async () => {
    const ok = [
      await send({
        path: '/api/v2/subjects/1001/consents-v2',
        headers: { ...bearer(), ...nsoft() },
      }),
      await send({ path: `/api/v1/credit?sessionToken=${token}`, headers: bearer() }),
      await send({
        path: `/api/v1/placeInfo?placeID=1&date=${TOMORROW}&sessionToken=${token}`,
        headers: bearer(),
      }),
      await send({ path: `/api/v1/placeInfo?placeID=1&date=${TOMORROW}` }),
    ];
    expect(ok.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});

describe('the encoding the contract names', () => {
  it('refuses sellOrder as JSON, and its fields in the query string', async () => {
    const sabId = await unlistedOrder();
    const fields = { sessionToken: token, sabID: String(sabId), sellType: '1', sell: '1' };
    const asJson = await send({
      method: 'POST',
      path: '/api/v1/sellOrder',
      headers: { ...bearer(), 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(asJson.status).toBe(400);
    expect(asJson.body.message).toMatch(/formos.*application\/json/);
    const inQuery = await send({
      method: 'POST',
      path: `/api/v1/sellOrder?${new URLSearchParams(fields)}`,
      headers: bearer(),
      body: form({ sessionToken: token }),
    });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.message).toMatch(/sabID/);
    expect(await listedFlag(sabId)).toBe(0);
    // as the contract sends it, as multipart too
    const multipart = new FormData();
    for (const [k, v] of Object.entries(fields)) multipart.append(k, v);
    const ok = await send({
      method: 'POST',
      path: '/api/v1/sellOrder',
      headers: bearer(),
      body: multipart,
    });
    expect(ok.status).toBe(200);
    expect(await listedFlag(sabId)).toBe('1');
  });

  it.each([
    ['login as a form', '/api/v1/login', { username: 'demo@example.lt', password: 'demo123' }],
    ['forgotPassword as a form', '/api/v1/forgotPassword', { email: 'demo@example.lt' }],
    ['susisiekti as a form', '/wp-json/data/v1/susisiekti', { vardas: 'Ona', tel_nr: '1' }],
  ])('refuses %s', async (_name, path, fields) => {
    const r = await send({ method: 'POST', path, body: form(fields) });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/JSON.*application\/x-www-form-urlencoded/);
  });

  it('refuses a form that does not parse as the type it names', async () => {
    const r = await send({
      method: 'POST',
      path: '/api/v2/basic-carts',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/multipart\/form-data/);
  });

  it('refuses a body on calls that take none, and JSON for the empty form', async () => {
    const carts = await send({ method: 'POST', path: '/api/v2/carts', ...json({ a: 1 }) });
    expect(carts.status).toBe(400);
    expect(carts.body.message).toMatch(/be kūno/);
    const basic = await send({ method: 'POST', path: '/api/v2/basic-carts', ...json({}) });
    expect(basic.status).toBe(400);
    expect(basic.body.message).toMatch(/formos/);
    const state = (await (await fetch(`${running.url}/__sim/state`)).json()) as {
      data: { carts: number };
    };
    expect(state.data.carts).toBe(0);
  });
});

describe('the required fields', () => {
  async function cartWithSlot(): Promise<string> {
    const code = await api.newCart(token);
    const { courtID, time } = await api.findFree(1, TOMORROW, 1, token);
    const add = await api.form(
      `/api/v2/carts/${code}/court-reservations-add`,
      { courtID: String(courtID), date: TOMORROW, time, durationMins: '30', clientID: '1001' },
      token,
    );
    expect(add.status).toBe(200);
    return code;
  }
  const urls = { acceptUrl: '/ok', cancelUrl: '/no' };

  it('user_order needs payment_method, and the one the settings name', async () => {
    const code = await cartWithSlot();
    const pay = (extra: Record<string, string>) =>
      api.form(
        `/api/v2/carts/${code}/user_order`,
        { session_token: token, ...urls, ...extra },
        token,
      );
    const missing = await pay({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/payment_method/);
    const other = await pay({ payment_method: 'paypal' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/payment_method.*bank/);
    expect((await pay({ payment_method: 'bank' })).status).toBe(200);
  });

  it('order needs payment_method and an e-mail', async () => {
    const created = await api.form('/api/v2/carts', {}, token);
    const code = (created.body.data as { cart: { reservationCode: string } }).cart.reservationCode;
    await api.form(
      `/api/v2/carts/${code}/account_cash`,
      { subject: '1001', amount: '10.00' },
      token,
    );
    const order = (extra: Record<string, string>) =>
      api.form(`/api/v2/carts/${code}/order`, { ...urls, ...extra }, token);
    const noMethod = await order({ email: 'demo@example.lt' });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.message).toMatch(/payment_method/);
    const noEmail = await order({ payment_method: 'bank' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toMatch(/email/);
    expect((await order({ payment_method: 'bank', email: 'demo@example.lt' })).status).toBe(200);
  });

  it('sellOrder needs sellType=1 and sell 1 or 0 (sell=x is no withdrawal)', async () => {
    const sabId = await unlistedOrder();
    const sell = (extra: Record<string, string>) =>
      api.form('/api/v1/sellOrder', { sessionToken: token, sabID: String(sabId), ...extra }, token);
    expect((await sell({ sellType: '1', sell: '1' })).status).toBe(200);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ sell: '0' }, /sellType/],
      [{ sellType: '2', sell: '0' }, /sellType/],
      [{ sellType: '1', sell: 'x' }, /sell\b.*x/],
      [{ sellType: '1' }, /sell\b/],
    ];
    for (const [fields, message] of cases) {
      const r = await sell(fields);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await listedFlag(sabId)).toBe('1');
  });

  it('register needs reenteredPassword and JSON booleans', async () => {
    const fields = {
      vardas: 'Ona',
      pavarde: 'Onaitė',
      email: 'ona@example.lt',
      password: 'slaptas1',
      reenteredPassword: 'slaptas1',
      taisykles: true,
      naujienos: false,
    };
    const register = (data: unknown) => api.json('/wp-json/data/v1/register', data);
    const { reenteredPassword: _dropped, ...withoutRepeat } = fields;
    const cases: Array<[unknown, RegExp]> = [
      [withoutRepeat, /reenteredPassword/],
      [{ ...fields, taisykles: 'true' }, /taisykles/],
      [{ ...fields, naujienos: 0 }, /naujienos/],
    ];
    for (const [data, message] of cases) {
      const r = await register(data);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ status: false, message: expect.stringMatching(message) });
    }
    expect((await register(fields)).body).toMatchObject({ status: true });
  });

  it('login_as_user needs a user id, not an e-mail', async () => {
    const r = await api.json('/wp-json/data/v1/login_as_user', {
      username: 'admin@example.lt',
      password: 'admin123',
      id: 'demo@example.lt',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/id/);
  });

  it('an add carries clientID exactly when signed in, and only the caller’s own', async () => {
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(1, TOMORROW, 1);
    const slot = { courtID: String(courtID), date: TOMORROW, time, durationMins: '30' };
    const add = (fields: Record<string, string>, as?: string) =>
      api.form(`/api/v2/carts/${code}/court-reservations-add`, fields, as);
    const signedInWithout = await add(slot, token);
    expect(signedInWithout.status).toBe(400);
    expect(signedInWithout.body.message).toMatch(/clientID/);
    const anonymousWith = await add({ ...slot, clientID: '1001' });
    expect(anonymousWith.status).toBe(401);
    expect(anonymousWith.body.message).toMatch(/clientID/);
    const someoneElse = await add({ ...slot, clientID: '1002' }, token);
    expect(someoneElse.status).toBe(403);
    const day = (await api.placeInfo(1, TOMORROW)).find((d) => d.courtID === courtID);
    expect(day?.timetable[time]?.status).toBe('free');
    const cart = await api.get(`/api/v2/carts/${code}`);
    expect(cart.body.data).toMatchObject({ inside: { court_reservations: [] } });
  });

  it('consents are a JSON list of {template_id, consent: 1|0, channels}, channels only on a yes', async () => {
    const write = (consents: unknown) =>
      send({
        method: 'POST',
        path: '/api/v2/subjects/1001/consents-v2',
        headers: { ...bearer(), ...nsoft() },
        body: form({ consents: JSON.stringify(consents) }),
      });
    const cases: Array<[unknown, RegExp]> = [
      [[{ template_id: 1, consent: true, channels: ['email'] }], /consent/],
      [[{ template_id: '1', consent: 1, channels: ['email'] }], /template_id/],
      [[{ template_id: 1, consent: 1 }], /channels/],
      [[{ template_id: 1, consent: 0, channels: ['email'] }], /channels/],
      [{ template_id: 1, consent: 1, channels: [] }, /sąrašas/],
    ];
    for (const [consents, message] of cases) {
      const r = await write(consents);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const read = await api.getNsoft('/api/v2/subjects/1001/consents-v2', token);
    expect((read.body.data as { consents: unknown[] }).consents).toContainEqual({
      template_id: 1,
      consent: 0,
      channels: [],
    });
  });
});
