// @vitest-environment node
/** Every call of docs/wire.md answers in its contract shape, over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY, TOMORROW, client, startFixed, type Running } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  running = await startFixed();
  api = client(running);
  token = await api.login();
});
afterAll(() => running.close());

const numeric = expect.stringMatching(/^\d+(\.\d+)?$/);
const stamp = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

describe('content server', () => {
  it('serves the site settings built from the request origin', async () => {
    const r = await api.get('/wp-json/data/v1/get_savitarna_options/');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(true);
    expect(r.body.data).toMatchObject({
      digiApiUrl: `${running.url}/wp-json/data/v1/`,
      nsoftApiUrl: `${running.url}/api`,
      data: { paymentMethod: 'bank' },
      consentIDS: { taisykles: 5, naujienos: 1 },
      serverdate: '2026-11-18T10:00:00+02:00',
      workHours: { end: 23 },
      vieta: expect.stringMatching(/^https:/),
      tel_nr: expect.any(String),
      paymentUrls: {
        balance: {
          accept: `${running.url}/mokejimas/sekmingai-balansas`,
          cancel: `${running.url}/mokejimas/nesekmingai-balansas`,
        },
        reservation: {
          accept: `${running.url}/mokejimas/sekminga-rezervacija`,
          cancel: `${running.url}/mokejimas/nesekminga-rezervacija`,
        },
      },
    });
  });

  it('serves the server date as ISO with the Vilnius offset', async () => {
    const r = await api.get('/wp-json/data/v1/get_savitarna_date/');
    expect(r.body).toEqual({ status: true, data: '2026-11-18T10:00:00+02:00' });
  });

  it('serves terms HTML that a sanitiser has work to do on', async () => {
    const r = await api.get('/wp-json/data/v1/get_savitarna_taisykles/');
    expect(r.body.status).toBe(true);
    expect(r.body.data).toContain('<h2>Taisyklės</h2>');
    expect(r.body.data).toContain('onerror=');
    expect(r.body.data).toContain('<script>');
  });

  it('takes contact requests and refuses incomplete ones', async () => {
    const fields = { vardas: 'Ona', tel_nr: '+37061111111', el_pastas: 'ona@example.lt' };
    const sent = await api.json('/wp-json/data/v1/susisiekti', {
      ...fields,
      text: 'Labas',
      url: '/',
    });
    expect(sent.body).toEqual({ status: true });
    const incomplete = await api.json('/wp-json/data/v1/susisiekti', {
      ...fields,
      tel_nr: '',
      text: '',
      url: '/',
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ status: false, message: expect.any(String) });
  });
});

describe('booking API', () => {
  it('lists the places', async () => {
    const r = await api.get('/api/v1/allPlacesInfo');
    expect(r.body.status).toBe('success');
    expect(r.body.data).toEqual([
      { id: 1, placeName: 'Sporto centras Žalgiris' },
      { id: 2, placeName: 'Teniso arena' },
      { id: 3, placeName: 'Padelio klubas' },
    ]);
  });

  it('gives a day of half-hour slots per court, work hours 7 to 23', async () => {
    const days = await api.placeInfo(2, TOMORROW);
    expect(days.length).toBeGreaterThanOrEqual(4);
    for (const day of days) {
      expect(day).toMatchObject({ courtID: expect.any(Number), courtName: expect.any(String) });
      const times = Object.keys(day.timetable);
      expect(times[0]).toBe('07:00:00');
      expect(times.at(-1)).toBe('22:30:00');
      expect(times).toHaveLength(32);
    }
    const statuses = new Set(days.flatMap((d) => Object.values(d.timetable).map((s) => s.status)));
    expect(statuses).toEqual(new Set(['free', 'full', 'fullsell']));
  });

  it('shows past slots of today as taken', async () => {
    const [court] = await api.placeInfo(1, TODAY);
    expect(court?.timetable['09:30:00']?.status).toBe('full');
  });

  it('treats a stale token on the board as anonymous rather than failing', async () => {
    const r = await api.getWithToken(
      '/api/v1/placeInfo',
      { placeID: '1', date: TOMORROW },
      'stale',
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(await api.placeInfo(1, TOMORROW));
  });

  it('answers an unknown place with 404 and a bad date with 400', async () => {
    const unknown = await api.get(`/api/v1/placeInfo?placeID=99&date=${TOMORROW}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', message: expect.stringContaining('99') });
    const bad = await api.get('/api/v1/placeInfo?placeID=1&date=tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('prices durations off-peak, peak and per court', async () => {
    // court 101: 8 €/h before 17:00, 14 €/h from 17:00; court 207 is dearer
    const { courtID, time } = await api.findFree(1, TOMORROW, 2);
    const q = new URLSearchParams({ courtID: String(courtID), date: TOMORROW, time });
    const r = await api.get(`/api/v1/timeInfo?${q.toString()}`);
    expect(r.body.status).toBe('success');
    const durations = (r.body.data as { aviableDurations: unknown[] }).aviableDurations;
    expect(durations.length).toBeGreaterThanOrEqual(2);
    expect(durations[0]).toEqual({ duration_min: 30, price_with_discount: numeric });
    expect(durations.map((d) => (d as { duration_min: number }).duration_min)).toEqual(
      [30, 60, 90, 120].slice(0, durations.length),
    );
  });

  it('offers no durations from a taken slot and only 30 minutes from the last slot', async () => {
    const day = (await api.placeInfo(1, TOMORROW)).find((d) =>
      Object.values(d.timetable).some((s) => s.status === 'full'),
    );
    const taken = Object.entries(day?.timetable ?? {}).find(([, s]) => s.status === 'full')?.[0];
    const q = new URLSearchParams({
      courtID: String(day?.courtID),
      date: TOMORROW,
      time: taken ?? '',
    });
    const r = await api.get(`/api/v1/timeInfo?${q.toString()}`);
    expect(r.body.data).toEqual({ aviableDurations: [] });
    // beyond the days other customers' bookings are drawn for: the last slot is free
    const last = await api.get(`/api/v1/timeInfo?courtID=101&date=2026-12-20&time=22:30:00`);
    expect(last.body.data).toEqual({
      aviableDurations: [{ duration_min: 30, price_with_discount: numeric }],
    });
  });

  it('checks a token into the user', async () => {
    const r = await api.checkToken(token);
    expect(r.body).toEqual({
      status: 'success',
      data: {
        subject: '1001',
        first_name: 'Jonas',
        last_name: 'Jonaitis',
        email: 'demo@example.lt',
      },
    });
    const bad = await api.checkToken('nope');
    expect(bad.status).toBe(401);
    expect(bad.body.status).toBe('error');
  });

  it('gives the credit balance in euros as a numeric string', async () => {
    const r = await api.getWithToken('/api/v1/credit', {}, token);
    expect(r.body).toEqual({ status: 'success', data: { balance: '50.00' } });
  });

  it('lists orders in a range with PHP-style numbers and flags', async () => {
    const r = await api.getWithToken('/api/v1/orders', { from: TODAY, to: '2027-01-18' }, token);
    const results = (r.body.data as { results: Array<Record<string, unknown>> }).results;
    expect(results).toHaveLength(4);
    for (const order of results) {
      expect(order).toMatchObject({
        sab_id: expect.any(Number),
        pard_id: expect.any(String),
        sasi_galiojanuo: stamp,
        iki: stamp,
        pv_pavadinimas: expect.any(String),
        pasl_pavadinimas: expect.any(String),
        kaina: numeric,
        nar_kiekgalioja: '1',
      });
    }
    expect(results.filter((o) => o.sab_parduodamas === '1')).toHaveLength(1);
    expect(results.filter((o) => o.sab_parduodamas === 0)).toHaveLength(3);
  });

  it('lists invoices over the last two months', async () => {
    const r = await api.getNsoft(`/api/v2/tp/invoice/list?from=2026-09-18&till=${TODAY}`, token);
    const list = r.body.data as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const invoice of list) {
      expect(invoice).toEqual({
        doc_id: expect.any(Number),
        invoice_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        serial_no: expect.stringMatching(/^SF-/),
        amount_in_cents: expect.any(Number),
      });
    }
  });

  it('serves an invoice as a real PDF named by its serial number', async () => {
    const list = await api.getNsoft(`/api/v2/tp/invoice/list?from=2026-09-18&till=${TODAY}`, token);
    const first = (list.body.data as Array<{ doc_id: number; serial_no: string }>)[0];
    const res = await fetch(`${running.url}/api/v2/tp/invoice/pdf/${first?.doc_id}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-NSOFT-SESSION-TOKEN': token },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${first?.serial_no}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('reads and writes consents (form field holding JSON)', async () => {
    const headers = { Authorization: `Bearer ${token}`, 'X-NSOFT-SESSION-TOKEN': token };
    const read = async () => {
      const res = await fetch(`${running.url}/api/v2/subjects/1001/consents-v2`, { headers });
      return ((await res.json()) as { data: { consents: unknown[] } }).data.consents;
    };
    expect(await read()).toContainEqual({ template_id: 5, consent: 1, channels: ['email'] });
    expect(await read()).toContainEqual({ template_id: 1, consent: 0, channels: [] });
    const body = new URLSearchParams({
      consents: JSON.stringify([{ template_id: 1, consent: 1, channels: ['email'] }]),
    });
    const res = await fetch(`${running.url}/api/v2/subjects/1001/consents-v2`, {
      method: 'POST',
      headers,
      body,
    });
    expect(await res.json()).toEqual({ status: 'success', data: null });
    expect(await read()).toContainEqual({ template_id: 1, consent: 1, channels: ['email'] });
  });

  it('creates both kinds of cart and reads a cart in its contract shape', async () => {
    const basic = await api.form('/api/v2/basic-carts', {});
    expect(basic.body).toEqual({ status: 'success', data: { code: expect.any(String) } });
    const plain = await api.form('/api/v2/carts', {});
    const code = (plain.body.data as { cart: { reservationCode: string } }).cart.reservationCode;
    expect(code).toEqual(expect.any(String));
    const cart = await api.get(`/api/v2/carts/${code}`);
    expect(cart.body.data).toEqual({
      code,
      status: { status: 1, expiration: '2026-11-18 10:15:00' },
      system: { current_date_time: '2026-11-18 10:00:00' },
      total: { total: 0 },
      inside: { court_reservations: [] },
    });
  });

  it('adds a reservation from a multipart form and describes it', async () => {
    const code = await api.newCart();
    const { courtID, time } = await api.findFree(3, TOMORROW, 2);
    const r = await api.multipart(`/api/v2/carts/${code}/court-reservations-add`, {
      courtID: String(courtID),
      date: TOMORROW,
      time,
      durationMins: '60',
    });
    expect(r.status).toBe(200);
    const cart = r.body.data as {
      inside: { court_reservations: unknown[] };
      total: { total: number };
    };
    expect(cart.inside.court_reservations).toEqual([
      {
        id: expect.any(Number),
        from: `${TOMORROW} ${time}`,
        till: expect.stringMatching(new RegExp(`^${TOMORROW} `)),
        price: numeric,
        price_wo_disc: expect.any(Number),
        product: expect.any(String),
        product_id: courtID,
        quantity: '1',
        service: { place_id: 3, service_id: courtID },
      },
    ]);
    expect(cart.total.total).toBeGreaterThan(0);
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    expect((await api.get('/api/v1/nothing')).status).toBe(404);
    expect((await api.get('/api/v1/login')).status).toBe(405);
    expect((await api.get('/wp-json/data/v1/nothing')).body).toMatchObject({ status: false });
  });

  it('answers CORS preflight with 204 and allows the token headers', async () => {
    const res = await fetch(`${running.url}/api/v1/credit`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-NSOFT-SESSION-TOKEN/);
    const get = await fetch(`${running.url}/api/v1/allPlacesInfo`);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });
});
