// @vitest-environment node
/**
 * What goes out on the wire: paths, bodies and their encodings, and where the session token
 * travels (the booking origin only, in the header plus the fields each call names).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startStub, type Stub } from './support/stub';
import { wireFor } from './support/wire';

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

describe('the session token', () => {
  it('goes to the booking origin as a bearer header', async () => {
    booking.on('GET /api/v1/allPlacesInfo', ok([]));
    await setup().booking.getPlaces();
    expect(booking.to('GET /api/v1/allPlacesInfo')[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('is not sent when signed out', async () => {
    booking.on('GET /api/v1/allPlacesInfo', ok([]));
    const { booking: api, signIn } = setup();
    signIn(null);

    await api.getPlaces();
    await api.getPlaceInfo({ placeId: 1, date: '2026-11-21' });

    const [places, info] = booking.seen;
    expect(places?.headers.authorization).toBeUndefined();
    expect(info?.query.has('sessionToken')).toBe(false);
  });

  it('never goes to another origin, such as a content server on another port', async () => {
    content.on('GET /wp-json/data/v1/get_savitarna_date/', {
      json: { status: true, data: '2026-11-21T09:30:00+02:00' },
    });
    await setup().content.getServerDate();
    const [request] = content.seen;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-nsoft-session-token']).toBeUndefined();
  });

  it('goes to a content server that shares the booking origin', async () => {
    booking.on('GET /wp-json/data/v1/get_savitarna_date/', {
      json: { status: true, data: '2026-11-21T09:30:00+02:00' },
    });
    const { content: api, signIn } = wireFor(
      `${booking.url}/wp-json/data/v1/`,
      `${booking.url}/api`,
    );
    signIn('tok-1');
    await api.getServerDate();
    expect(booking.seen[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('follows the current token, read at call time', async () => {
    booking.on('GET /api/v1/credit', ok({ balance: 1 }));
    const { booking: api, signIn } = setup();
    await api.getCredit();
    signIn('tok-2');
    await api.getCredit();
    expect(booking.seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ]);
    expect(booking.seen.map((s) => s.query.get('sessionToken'))).toEqual(['tok-1', 'tok-2']);
  });

  it('checkToken sends the token it is given, not the stored one', async () => {
    booking.on(
      'POST /api/v1/checkToken',
      ok({ subject: 1, first_name: 'A', last_name: 'B', email: 'e' }),
    );
    await setup().booking.checkToken('candidate');
    const [request] = booking.seen;
    expect(request?.headers.authorization).toBe('Bearer candidate');
    expect(JSON.parse(request?.body ?? '')).toEqual({ session_token: 'candidate' });
  });

  it('rides in the query of placeInfo, timeInfo, credit and orders', async () => {
    booking.on('GET /api/v1/placeInfo', ok([]));
    booking.on('GET /api/v1/timeInfo', ok({ aviableDurations: [] }));
    booking.on('GET /api/v1/credit', ok({ balance: 0 }));
    booking.on('GET /api/v1/orders', ok({ results: [] }));
    const { booking: api } = setup();

    await api.getPlaceInfo({ placeId: 3, date: '2026-11-21' });
    await api.getTimeInfo({ courtId: 4, date: '2026-11-21', time: '10:00:00' });
    await api.getCredit();
    await api.getOrders({ from: '2026-11-01', to: '2026-12-31' });

    expect(booking.seen.map((s) => Object.fromEntries(s.query))).toEqual([
      { placeID: '3', date: '2026-11-21', sessionToken: 'tok-1' },
      { courtID: '4', date: '2026-11-21', time: '10:00:00', sessionToken: 'tok-1' },
      { sessionToken: 'tok-1' },
      { sessionToken: 'tok-1', from: '2026-11-01', to: '2026-12-31' },
    ]);
  });

  it('rides in X-NSOFT-SESSION-TOKEN for consents and invoices', async () => {
    booking.on('GET /api/v2/subjects/1001/consents-v2', ok({ consents: [] }));
    booking.on('POST /api/v2/subjects/1001/consents-v2', ok(null));
    booking.on('GET /api/v2/tp/invoice/list', ok([]));
    booking.on('GET /api/v2/tp/invoice/pdf/9', {
      bytes: new TextEncoder().encode('%PDF-'),
      type: 'application/pdf',
    });
    const { booking: api } = setup();

    await api.getConsents('1001');
    await api.setConsents('1001', []);
    await api.getInvoices({ from: '2026-09-21', till: '2026-11-21' });
    await api.getInvoicePdf(9);

    expect(booking.seen.map((s) => s.headers['x-nsoft-session-token'])).toEqual([
      'tok-1',
      'tok-1',
      'tok-1',
      'tok-1',
    ]);
    expect(Object.fromEntries(booking.seen[2]?.query ?? [])).toEqual({
      from: '2026-09-21',
      till: '2026-11-21',
    });
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

  it('bank payments send the bank provider from the options (default "bank")', async () => {
    booking.on('POST /api/v2/carts/C1/user_order', ok({ url: 'https://bank/pay/1' }));
    booking.on('POST /api/v2/carts/C1/order', ok({ url: 'https://bank/pay/2' }));
    content.on('GET /wp-json/data/v1/get_savitarna_options/', {
      json: { status: true, data: OPTIONS },
    });
    const { booking: api, content: contentApi } = setup();
    const urls = { acceptUrl: 'http://p/ok', cancelUrl: 'http://p/no' };

    expect(await api.payByBank('C1', urls)).toEqual({ ok: true, data: 'https://bank/pay/1' });
    await contentApi.getOptions();
    await api.payByBank('C1', urls);
    expect(await api.orderCart('C1', { ...urls, email: 'demo@example.lt' })).toEqual({
      ok: true,
      data: 'https://bank/pay/2',
    });

    expect(booking.seen.map((s) => form(s.body))).toEqual([
      { payment_method: 'bank', session_token: 'tok-1', ...urls },
      { payment_method: 'swedbank', session_token: 'tok-1', ...urls },
      { payment_method: 'swedbank', email: 'demo@example.lt', ...urls },
    ]);
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
