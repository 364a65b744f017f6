// @vitest-environment node
/**
 * What goes out on the wire: paths, bodies and their encodings, and where the session token
 * travels (the booking origin only, in the header plus the fields each call names).
 */
import { array, string, type as object, unknown } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HEADER, createHttp } from '../../src/api/http';
import { gate, ok, startStub, type Reply, type Seen, type Stub } from './support/stub';
import { bookingAs, wireFor, type BookingCalls } from './support/wire';

let booking: Stub;
let content: Stub;
beforeEach(async () => {
  [booking, content] = await Promise.all([startStub(), startStub()]);
});
afterEach(async () => {
  await Promise.all([booking.close(), content.close()]);
});

const FORM = 'application/x-www-form-urlencoded';
const CART = {
  code: 'C1',
  status: { status: 1, expiration: '2026-11-21 10:00:00' },
  system: { current_date_time: '2026-11-21 09:45:00' },
  total: { total: 0 },
  inside: { court_reservations: [] },
};
const OPTIONS = {
  digiApiUrl: 'x',
  nsoftApiUrl: 'y',
  data: { paymentMethod: 'swedbank' },
  consentIDS: { taisykles: 5, naujienos: 1 },
  serverdate: '2026-11-21T09:30:00+02:00',
  paymentUrls: { balance: { accept: 'a', cancel: 'c' }, reservation: { accept: 'a', cancel: 'c' } },
};

/** Content on its own origin (another port), booking on the booking stub. */
function setup() {
  const wired = wireFor(`${content.url}/wp-json/data/v1/`, `${booking.url}/api`);
  wired.signIn('tok-1');
  return wired;
}

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** Where a request carries `token`: every query field, body field and header holding it. */
function placesOf(request: Seen, token: string): string[] {
  const places: string[] = [];
  for (const [key, value] of request.query) if (value === token) places.push(`query ${key}`);
  for (const [key, value] of Object.entries(bodyOf(request)))
    if (value === token) places.push(`body ${key}`);
  if (request.headers.authorization === `Bearer ${token}`) places.push('bearer');
  if (request.headers['x-nsoft-session-token'] === token) places.push('X-NSOFT-SESSION-TOKEN');
  return places;
}

/** A request's body fields, JSON or form. */
function bodyOf(request: Seen): Record<string, unknown> {
  if (request.body === '') return {};
  if (/^application\/json/.test(request.headers['content-type'] ?? '')) {
    return JSON.parse(request.body) as Record<string, unknown>;
  }
  return form(request.body);
}

const PDF_BYTES = { bytes: new TextEncoder().encode('%PDF-1.7'), type: 'application/pdf' };
const URLS = { paymentMethod: 'bank', acceptUrl: 'http://p/ok', cancelUrl: 'http://p/no' };

/**
 * Every booking call, the answer it gets and where docs/wire.md puts the token besides the bearer
 * header ("Common rules" and the booking table).
 */
const CALLS: Array<[string, string, Reply, (api: BookingCalls) => Promise<unknown>, string[]]> = [
  ['getPlaces', 'GET /api/v1/allPlacesInfo', ok([]), (api) => api.getPlaces(), []],
  [
    'getPlaceInfo',
    'GET /api/v1/placeInfo',
    ok([]),
    (api) => api.getPlaceInfo({ placeId: 3, date: '2026-11-21' }),
    ['query sessionToken'],
  ],
  [
    'getTimeInfo',
    'GET /api/v1/timeInfo',
    ok({ aviableDurations: [] }),
    (api) => api.getTimeInfo({ courtId: 4, date: '2026-11-21', time: '10:00:00' }),
    ['query sessionToken'],
  ],
  [
    'login',
    'POST /api/v1/login',
    ok({ session_token: 'new' }),
    (api) => api.login({ username: 'u', password: 'p' }),
    [],
  ],
  ['logout', 'POST /api/v1/logout', ok(null), (api) => api.logout(), []],
  [
    'getCredit',
    'GET /api/v1/credit',
    ok({ balance: 0 }),
    (api) => api.getCredit(),
    ['query sessionToken'],
  ],
  [
    'forgotPassword',
    'POST /api/v1/forgotPassword',
    ok(null),
    (api) => api.forgotPassword('e@x.lt'),
    [],
  ],
  [
    'changePassword',
    'POST /api/v1/changePassword',
    ok({ session_token: 'new' }),
    (api) => api.changePassword({ oldPassword: 'a1234', newPassword: 'b1234' }),
    ['body session_token'],
  ],
  [
    'getOrders',
    'GET /api/v1/orders',
    ok({ results: [] }),
    (api) => api.getOrders({ from: '2026-11-01', to: '2026-12-31' }),
    ['query sessionToken'],
  ],
  [
    'sellOrder',
    'POST /api/v1/sellOrder',
    ok(null),
    (api) => api.sellOrder({ orderId: 77, sell: true }),
    ['body sessionToken'],
  ],
  [
    'createBasicCart',
    'POST /api/v2/basic-carts',
    ok({ code: 'B7' }),
    (api) => api.createBasicCart(),
    [],
  ],
  [
    'createCart',
    'POST /api/v2/carts',
    ok({ cart: { reservationCode: 'R8' } }),
    (api) => api.createCart(),
    [],
  ],
  ['getCart', 'GET /api/v2/carts/C1', ok(CART), (api) => api.getCart('C1'), []],
  ['resumeCart', 'PUT /api/v2/carts/C1/resume', ok(CART), (api) => api.resumeCart('C1'), []],
  [
    'addCourtReservation',
    'POST /api/v2/carts/C1/court-reservations-add',
    ok(CART),
    (api) =>
      api.addCourtReservation('C1', {
        courtId: 2,
        date: '2026-11-21',
        time: '10:00:00',
        durationMins: 60,
      }),
    [],
  ],
  [
    'removeCourtReservation',
    'DELETE /api/v2/carts/C1/court-reservations/5',
    ok(CART),
    (api) => api.removeCourtReservation('C1', 5),
    [],
  ],
  [
    'payByBank',
    'POST /api/v2/carts/C1/user_order',
    ok({ url: 'https://bank/1' }),
    (api) => api.payByBank('C1', URLS),
    ['body session_token'],
  ],
  [
    'payByCredits',
    'POST /api/v2/carts/C1/user_account_order',
    ok(CART),
    (api) => api.payByCredits('C1'),
    ['body session_token'],
  ],
  [
    'addAccountCash',
    'POST /api/v2/carts/C1/account_cash',
    ok(CART),
    (api) => api.addAccountCash('C1', { subject: '1001', amount: 10 }),
    [],
  ],
  [
    'orderCart',
    'POST /api/v2/carts/C1/order',
    ok({ url: 'https://bank/2' }),
    (api) => api.orderCart('C1', { ...URLS, email: 'e@x.lt' }),
    [],
  ],
  [
    'getInvoices',
    'GET /api/v2/tp/invoice/list',
    ok([]),
    (api) => api.getInvoices({ from: '2026-09-21', till: '2026-11-21' }),
    ['X-NSOFT-SESSION-TOKEN'],
  ],
  [
    'getInvoicePdf',
    'GET /api/v2/tp/invoice/pdf/9',
    PDF_BYTES,
    (api) => api.getInvoicePdf(9),
    ['X-NSOFT-SESSION-TOKEN'],
  ],
  [
    'getConsents',
    'GET /api/v2/subjects/1001/consents-v2',
    ok({ consents: [] }),
    (api) => api.getConsents('1001'),
    ['X-NSOFT-SESSION-TOKEN'],
  ],
  [
    'setConsents',
    'POST /api/v2/subjects/1001/consents-v2',
    ok(null),
    (api) => api.setConsents('1001', []),
    ['X-NSOFT-SESSION-TOKEN'],
  ],
];

describe('the session token', () => {
  it.each(CALLS)(
    '%s carries the token exactly where docs/wire.md puts it',
    async (_name, route, reply, send, places) => {
      booking.on(route, reply);
      const api = bookingAs(wireFor(content.url, booking.url).wire, {
        url: `${booking.url}/api`,
        token: 'tok-1',
      });

      expect(await send(api)).toMatchObject({ ok: true });

      const [request] = booking.to(route);
      if (!request) throw new Error(`${route} was not sent`);
      expect(placesOf(request, 'tok-1').sort()).toEqual(['bearer', ...places].sort());
    },
  );

  it.each(CALLS)(
    '%s carries no token at all when signed out',
    async (_name, route, reply, send) => {
      booking.on(route, reply);
      const api = bookingAs(wireFor(content.url, booking.url).wire, {
        url: `${booking.url}/api`,
        token: null,
      });

      expect(await send(api)).toMatchObject({ ok: true });

      const [request] = booking.to(route);
      if (!request) throw new Error(`${route} was not sent`);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['x-nsoft-session-token']).toBeUndefined();
      // a token field is absent (or, in a JSON body, null)
      const fields = [...request.query, ...Object.entries(bodyOf(request))];
      const named = fields.filter(([key]) => key === 'sessionToken' || key === 'session_token');
      expect(named.filter(([, value]) => value !== null)).toEqual([]);
    },
  );

  it('checkToken sends the token it is given, not the access token', async () => {
    booking.on(
      'POST /api/v1/checkToken',
      ok({ subject: 1, first_name: 'A', last_name: 'B', email: 'e' }),
    );
    await setup().booking.checkToken('candidate');
    const [request] = booking.seen;
    expect(request?.headers.authorization).toBe('Bearer candidate');
    expect(JSON.parse(request?.body ?? '')).toEqual({ session_token: 'candidate' });
  });

  it('each call carries the token of its own access, even with two in flight at once', async () => {
    const routes = [
      'GET /api/v1/credit',
      'POST /api/v2/carts/C1/user_account_order',
      'GET /api/v2/tp/invoice/list',
    ];
    const gates = routes.map(() => gate());
    routes.forEach((route, i) => booking.on(route, gates[i]?.reply ?? ok(null)));
    const { wire } = wireFor(content.url, booking.url);
    const alice = bookingAs(wire, { url: `${booking.url}/api`, token: 'tok-A' });
    const bob = bookingAs(wire, { url: `${booking.url}/api`, token: 'tok-B' });

    const pending = [alice, bob].flatMap((api) => [
      api.getCredit(),
      api.payByCredits('C1'),
      api.getInvoices({ from: '2026-09-21', till: '2026-11-21' }),
    ]);
    await Promise.all(routes.map((route) => booking.arrived(route, 2)));
    gates[0]?.open(ok({ balance: 1 }));
    gates[1]?.open(ok(CART));
    gates[2]?.open(ok([]));

    expect((await Promise.all(pending)).map((r) => r.ok)).toEqual(pending.map(() => true));
    // Arrival order is the network's: tell the two apart by the bearer header, then look for
    // each token everywhere else.
    const expected = [['query sessionToken'], ['body session_token'], ['X-NSOFT-SESSION-TOKEN']];
    routes.forEach((route, i) => {
      const requests = booking.to(route);
      const holders = requests.map((request) => request.headers.authorization);
      expect(holders.sort()).toEqual(['Bearer tok-A', 'Bearer tok-B']);
      for (const request of requests) {
        const [own, other] =
          request.headers.authorization === 'Bearer tok-A'
            ? ['tok-A', 'tok-B']
            : ['tok-B', 'tok-A'];
        expect(placesOf(request, own).sort()).toEqual(['bearer', ...(expected[i] ?? [])].sort());
        expect(placesOf(request, other)).toEqual([]);
      }
    });
  });

  it('a content call never carries a token, on another origin or the booking one', async () => {
    const date = { json: { status: true, data: '2026-11-21T09:30:00+02:00' } };
    content.on('GET /wp-json/data/v1/get_savitarna_date/', date);
    booking.on('GET /wp-json/data/v1/get_savitarna_date/', date);
    const headers = { Authorization: 'Bearer tok-1', [SESSION_HEADER]: 'tok-1' };
    const dateOf = (contentUrl: string) =>
      createHttp({ contentUrl }).content(
        'getServerDate',
        (api, signal) => api.get('get_savitarna_date/', { signal, headers }),
        object({ data: string() }),
        (body) => body.data,
      );

    expect(await dateOf(`${content.url}/wp-json/data/v1/`)).toMatchObject({ ok: true });
    expect(await dateOf(`${booking.url}/wp-json/data/v1/`)).toMatchObject({ ok: true });
    expect(await setup().content.getServerDate()).toMatchObject({ ok: true });

    for (const request of [...content.seen, ...booking.seen]) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['x-nsoft-session-token']).toBeUndefined();
    }
    expect(content.seen).toHaveLength(2);
    expect(booking.seen).toHaveLength(1);
  });

  it('a booking request sent to another origin loses its token headers', async () => {
    content.on('GET /elsewhere/v1/allPlacesInfo', ok([]));
    const access = { url: `${booking.url}/api`, token: 'tok-1' };

    const result = await createHttp({ contentUrl: content.url })
      .bookingAt(access)
      .call(
        'getPlaces',
        (api, signal) =>
          api.get(`${content.url}/elsewhere/v1/allPlacesInfo`, {
            signal,
            headers: { [SESSION_HEADER]: 'tok-1' },
          }),
        object({ data: array(unknown()) }),
        (body) => body.data,
      );

    expect(result).toEqual({ ok: true, data: [] });
    const [request] = content.seen;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-nsoft-session-token']).toBeUndefined();
  });

  it('a redirect to another origin never takes the token along', async () => {
    booking.on('GET /api/v2/tp/invoice/pdf/9', {
      status: 302,
      redirect: `${content.url}/files/9.pdf`,
    });
    booking.on('POST /api/v2/carts/C1/user_order', {
      status: 307,
      redirect: `${content.url}/pay`,
    });
    content.on('GET /files/9.pdf', PDF_BYTES);
    content.on('POST /pay', ok({ url: 'https://bank/1' }));
    const { booking: api } = setup();

    await expect(api.getInvoicePdf(9)).resolves.toHaveProperty('ok');
    await expect(api.payByBank('C1', URLS)).resolves.toHaveProperty('ok');

    expect(booking.seen).toHaveLength(2);
    expect(content.seen.map((request) => placesOf(request, 'tok-1'))).toEqual(
      content.seen.map(() => []),
    );
  });

  it('payment_method is the provider the call is given', async () => {
    booking.on('POST /api/v2/carts/C1/user_order', ok({ url: 'https://bank/pay/1' }));
    booking.on('POST /api/v2/carts/C1/order', ok({ url: 'https://bank/pay/2' }));
    content.on('GET /wp-json/data/v1/get_savitarna_options/', {
      json: { status: true, data: OPTIONS },
    });
    const { booking: api, content: contentApi } = setup();
    const urls = { acceptUrl: 'http://p/ok', cancelUrl: 'http://p/no' };

    expect(await api.payByBank('C1', { ...urls, paymentMethod: 'seb' })).toEqual({
      ok: true,
      data: 'https://bank/pay/1',
    });
    // the options name another provider: a call still sends the one it is given
    expect(await contentApi.getOptions()).toMatchObject({ data: { paymentMethod: 'swedbank' } });
    await api.payByBank('C1', { ...urls, paymentMethod: 'luminor' });
    expect(
      await api.orderCart('C1', { ...urls, paymentMethod: 'paysera', email: 'demo@example.lt' }),
    ).toEqual({ ok: true, data: 'https://bank/pay/2' });

    expect(booking.seen.map((s) => form(s.body))).toEqual([
      { payment_method: 'seb', session_token: 'tok-1', ...urls },
      { payment_method: 'luminor', session_token: 'tok-1', ...urls },
      { payment_method: 'paysera', email: 'demo@example.lt', ...urls },
    ]);
  });
});

describe('bodies', () => {
  it('register sends the JSON the content server expects', async () => {
    content.on('POST /wp-json/data/v1/register', { json: { status: true } });
    const result = await setup().content.register({
      firstName: 'Ona',
      lastName: 'Onaitė',
      email: 'ona@example.lt',
      password: 'slaptas',
      reenteredPassword: 'slaptas',
      newsletter: false,
    });

    expect(result).toEqual({ ok: true, data: { token: null } });
    const [request] = content.seen;
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      vardas: 'Ona',
      pavarde: 'Onaitė',
      email: 'ona@example.lt',
      password: 'slaptas',
      reenteredPassword: 'slaptas',
      taisykles: true,
      naujienos: false,
    });
  });

  it('sendContact and loginAsUser send their JSON bodies', async () => {
    content.on('POST /wp-json/data/v1/susisiekti', { json: { status: true } });
    content.on('POST /wp-json/data/v1/login_as_user', {
      json: { status: true, session_token: 'adm' },
    });
    const { content: api } = setup();

    expect(
      await api.sendContact({
        name: 'Jonas',
        phone: '+370',
        email: 'j@x.lt',
        text: 'Labas',
        url: 'http://p/',
      }),
    ).toEqual({ ok: true, data: null });
    expect(await api.loginAsUser({ username: 'admin', password: 'pw', id: '1001' })).toEqual({
      ok: true,
      data: { token: 'adm' },
    });

    expect(content.seen.map((s) => JSON.parse(s.body))).toEqual([
      { vardas: 'Jonas', tel_nr: '+370', el_pastas: 'j@x.lt', text: 'Labas', url: 'http://p/' },
      { username: 'admin', password: 'pw', id: '1001' },
    ]);
  });

  it('setConsents sends a form field holding JSON, with channels only on a yes', async () => {
    booking.on('POST /api/v2/subjects/1001/consents-v2', ok(null));
    await setup().booking.setConsents('1001', [
      { templateId: 5, consent: true, channels: ['email'] },
      { templateId: 1, consent: false, channels: ['email', 'sms'] },
    ]);

    const [request] = booking.seen;
    expect(request?.headers['content-type']).toMatch(new RegExp(`^${FORM}`));
    expect(JSON.parse(form(request?.body ?? '').consents ?? '')).toEqual([
      { template_id: 5, consent: 1, channels: ['email'] },
      { template_id: 1, consent: 0, channels: [] },
    ]);
  });

  it('addAccountCash sends the amount with two decimals', async () => {
    booking.on('POST /api/v2/carts/C1/account_cash', ok(CART));
    const { booking: api } = setup();
    await api.addAccountCash('C1', { subject: '1001', amount: 10 });
    await api.addAccountCash('C1', { subject: '1001', amount: 12.5 });
    expect(booking.seen.map((s) => form(s.body))).toEqual([
      { subject: '1001', amount: '10.00' },
      { subject: '1001', amount: '12.50' },
    ]);
  });

  it('sellOrder sends its form, sell=1 to list and 0 to withdraw', async () => {
    booking.on('POST /api/v1/sellOrder', ok(null));
    const { booking: api } = setup();
    expect(await api.sellOrder({ orderId: 77, sell: true })).toEqual({ ok: true, data: null });
    await api.sellOrder({ orderId: 77, sell: false });
    expect(booking.seen.map((s) => form(s.body))).toEqual([
      { sessionToken: 'tok-1', sabID: '77', sellType: '1', sell: '1' },
      { sessionToken: 'tok-1', sabID: '77', sellType: '1', sell: '0' },
    ]);
    expect(booking.seen[0]?.headers['content-type']).toMatch(new RegExp(`^${FORM}`));
  });

  it('cart calls use their paths, methods and forms', async () => {
    booking.on('POST /api/v2/basic-carts', ok({ code: 'B7' }));
    booking.on('POST /api/v2/carts', ok({ cart: { reservationCode: 'R8' } }));
    booking.on('POST /api/v2/carts/C1/court-reservations-add', ok(CART));
    booking.on('PUT /api/v2/carts/C1/resume', ok(CART));
    booking.on('DELETE /api/v2/carts/C1/court-reservations/5', ok(CART));
    booking.on('POST /api/v2/carts/C1/user_account_order', ok(CART));
    const { booking: api } = setup();

    expect(await api.createBasicCart()).toEqual({ ok: true, data: 'B7' });
    expect(await api.createCart()).toEqual({ ok: true, data: 'R8' });
    const req = { courtId: 2, date: '2026-11-21', time: '10:00:00', durationMins: 60 };
    await api.addCourtReservation('C1', req);
    await api.addCourtReservation('C1', { ...req, clientId: '1001' });
    expect((await api.resumeCart('C1')).ok).toBe(true);
    expect((await api.removeCourtReservation('C1', 5)).ok).toBe(true);
    expect((await api.payByCredits('C1')).ok).toBe(true);

    const adds = booking.to('POST /api/v2/carts/C1/court-reservations-add');
    expect(adds.map((s) => form(s.body))).toEqual([
      { courtID: '2', date: '2026-11-21', time: '10:00:00', durationMins: '60' },
      { courtID: '2', date: '2026-11-21', time: '10:00:00', durationMins: '60', clientID: '1001' },
    ]);
    expect(adds[0]?.headers['content-type']).toMatch(new RegExp(`^${FORM}`));
    expect(form(booking.to('POST /api/v2/carts/C1/user_account_order')[0]?.body ?? '')).toEqual({
      session_token: 'tok-1',
    });
  });

  it('login, forgotPassword and changePassword send JSON', async () => {
    booking.on('POST /api/v1/login', ok({ session_token: 'new' }));
    booking.on('POST /api/v1/forgotPassword', ok(null));
    booking.on('POST /api/v1/changePassword', ok({ session_token: 'newer' }));
    booking.on('POST /api/v1/logout', ok(null));
    const { booking: api } = setup();

    expect(await api.login({ username: 'demo@example.lt', password: 'demo123' })).toEqual({
      ok: true,
      data: { token: 'new' },
    });
    expect(await api.forgotPassword('demo@example.lt')).toEqual({ ok: true, data: null });
    expect(await api.changePassword({ oldPassword: 'a1234', newPassword: 'b1234' })).toEqual({
      ok: true,
      data: { token: 'newer' },
    });
    expect(await api.logout()).toEqual({ ok: true, data: null });

    expect(booking.seen.slice(0, 3).map((s) => JSON.parse(s.body))).toEqual([
      { username: 'demo@example.lt', password: 'demo123' },
      { email: 'demo@example.lt' },
      { old_password: 'a1234', new_password: 'b1234', session_token: 'tok-1' },
    ]);
  });

  it('has no timeout and no retries: a failed call is sent exactly once', async () => {
    booking.on('GET /api/v1/allPlacesInfo', { status: 503, json: { status: 'error' } });
    await setup().booking.getPlaces();
    expect(booking.seen).toHaveLength(1);
  });
});
