// @vitest-environment node
/** Scenario knobs for the race and XSS e2e: latency jitter, the text probe, the payment URL. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

const PROBE = '<img src=x onerror="window.__pwned=1">';

describe('probe', () => {
  it('is appended to names, products, orders, invoices and error messages, and only there', async () => {
    expect((await api.scenario({ probe: PROBE })).status).toBe(200);
    const token = await api.login();

    const places = (await api.get('/api/v1/allPlacesInfo')).body.data as { placeName: string }[];
    expect(places[0]?.placeName).toBe(`Sporto centras Žalgiris${PROBE}`);
    const board = await api.placeInfo(2, TOMORROW, token);
    expect(board[0]?.courtName).toBe(`Kortas 1${PROBE}`);
    expect(Object.keys(board[0]?.timetable ?? {})[0]).toBe('07:00:00');

    const orders = await api.getWithToken(
      '/api/v1/orders',
      { from: '2026-01-01', to: '2026-12-31' },
      token,
    );
    const [first] = (orders.body.data as { results: Record<string, unknown>[] }).results;
    expect(first).toMatchObject({
      pv_pavadinimas: expect.stringMatching(/<img src=x onerror="window.__pwned=1">$/),
      pasl_pavadinimas: expect.stringMatching(/ nuoma<img src=x onerror="window.__pwned=1">$/),
      kaina: expect.stringMatching(/^\d+\.\d\d$/),
    });

    const refused = await api.json('/api/v1/login', { username: 'x@example.lt', password: 'no' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(`Neteisingas el. paštas arba slaptažodis${PROBE}`);
  });

  it('null takes it away; anything but a string is refused', async () => {
    await api.scenario({ probe: PROBE });
    await api.scenario({ probe: null });
    const places = (await api.get('/api/v1/allPlacesInfo')).body.data as { placeName: string }[];
    expect(places[0]?.placeName).toBe('Sporto centras Žalgiris');
    expect((await api.scenario({ probe: 42 })).status).toBe(400);
  });
});

describe('paymentUrl', () => {
  it('is what user_order answers as the bank address', async () => {
    await api.scenario({ paymentUrl: 'javascript:alert(1)' });
    const token = await api.login();
    const code = await api.newCart(token);
    const free = await api.findFree(1, TOMORROW, 1, token);
    await api.form(
      `/api/v2/carts/${code}/court-reservations-add`,
      {
        courtID: String(free.courtID),
        date: TOMORROW,
        time: free.time,
        durationMins: '30',
        clientID: '1001',
      },
      token,
    );
    const paid = await api.form(
      `/api/v2/carts/${code}/user_order`,
      {
        payment_method: 'bank',
        acceptUrl: `${running.url}/mokejimas/sekminga-rezervacija`,
        cancelUrl: `${running.url}/mokejimas/nesekminga-rezervacija`,
        session_token: token,
      },
      token,
    );
    expect(paid.body.data).toEqual({ url: 'javascript:alert(1)' });
  });
});

describe('latency jitter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('adds up to latencyJitterMs to latencyMs, drawn for each request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await api.scenario({ latencyMs: 100, latencyJitterMs: 1000 });
    let settled = false;
    const slow = fetch(`${running.url}/api/v1/allPlacesInfo`).finally(() => {
      settled = true;
    });
    for (
      let look = 0;
      look < 200 && (await api.requests('/v1/allPlacesInfo')).length === 0;
      look++
    );
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await slow).status).toBe(200);
  });
});
