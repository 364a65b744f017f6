// @vitest-environment node
/** Scenario controls: latency, injected failures, reset, the clock and determinism. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimMiddleware, startSim } from '../../venue-sim/server';
import { NOW, TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

const OPTIONS = '/wp-json/data/v1/get_savitarna_options/';

async function state() {
  const res = await fetch(`${running.url}/__sim/state`);
  return ((await res.json()) as { data: { scenario: Record<string, unknown>; now: string } }).data;
}

describe('latency', () => {
  // Only the simulator's own setTimeout is faked: the HTTP server and fetch keep real time.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds every answer back by latencyMs, while the controls answer at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await api.scenario({ latencyMs: 1_000 })).status).toBe(200);
    let settled = false;
    const slow = fetch(`${running.url}/api/v1/allPlacesInfo`).finally(() => {
      settled = true;
    });
    const pending = await arrived('/v1/allPlacesInfo');
    expect(pending).toMatchObject({ status: null, aborted: false });

    await vi.advanceTimersByTimeAsync(999);
    expect((await api.requests('/v1/allPlacesInfo'))[0]?.status).toBeNull();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect((await slow).status).toBe(200);
    expect((await api.requests('/v1/allPlacesInfo'))[0]?.status).toBe(200);
  });

  it('answers without waiting at latency 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // no timer is ever advanced: the answer cannot depend on one
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(200);
  });
});

/** The request's log entry, once the simulator has received it (each look is a round trip). */
async function arrived(match: string) {
  for (let look = 0; look < 200; look++) {
    const [entry] = await api.requests(match);
    if (entry) return entry;
  }
  throw new Error(`${match} never reached the simulator`);
}

describe('injected failures', () => {
  it("'500' answers 500 with each server's failure body", async () => {
    await api.scenario({
      failures: [
        { match: 'GET /wp-json/data/v1/get_savitarna_options', kind: '500' },
        { match: '/v1/allPlacesInfo', kind: '500' },
      ],
    });
    const content = await api.get(OPTIONS);
    expect(content.status).toBe(500);
    expect(content.body).toEqual({ status: false, message: 'Simulated failure' });
    const booking = await api.get('/api/v1/allPlacesInfo');
    expect(booking.status).toBe(500);
    expect(booking.body).toEqual({ status: 'error', message: 'Simulated failure' });
    // other calls are untouched
    expect((await api.get('/wp-json/data/v1/get_savitarna_date/')).status).toBe(200);
  });

  it("'drop' closes the connection without an answer", async () => {
    await api.scenario({ failures: [{ match: '/v1/allPlacesInfo', kind: 'drop' }] });
    await expect(fetch(`${running.url}/api/v1/allPlacesInfo`)).rejects.toThrow();
  });

  it("'malformed' answers 200 with a body that is not JSON", async () => {
    await api.scenario({ failures: [{ match: 'get_savitarna_options', kind: 'malformed' }] });
    const res = await fetch(`${running.url}${OPTIONS}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it("'schema' answers 200 with a successful-looking body of the wrong shape", async () => {
    await api.scenario({
      failures: [
        { match: '/v1/allPlacesInfo', kind: 'schema' },
        { match: 'get_savitarna_options', kind: 'schema' },
      ],
    });
    const places = await api.get('/api/v1/allPlacesInfo');
    expect(places.status).toBe(200);
    expect(places.body.status).toBe('success');
    expect(Array.isArray(places.body.data)).toBe(false);
    const options = await api.get(OPTIONS);
    expect(options.body.status).toBe(true);
    expect(typeof options.body.data).not.toBe('object');
  });

  it('`times` counts down, then calls succeed again', async () => {
    await api.scenario({ failures: [{ match: '/v1/allPlacesInfo', kind: '500', times: 2 }] });
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(500);
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(500);
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(200);
    const failures = (await state()).scenario.failures as Array<{ times: number }>;
    expect(failures[0]?.times).toBe(0);
  });

  it('never blocks the controls themselves', async () => {
    await api.scenario({ failures: [{ match: '/', kind: '500' }] });
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(500);
    expect((await fetch(`${running.url}/__sim/state`)).status).toBe(200);
    expect((await api.scenario({ failures: [] })).status).toBe(200);
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(200);
  });

  it('refuses a malformed scenario', async () => {
    expect((await api.scenario({ failures: [{ match: 'x', kind: 'explode' }] })).status).toBe(400);
    expect((await api.scenario({ now: 'not a date' })).status).toBe(400);
  });
});

describe('options scenario', () => {
  it('omitOptional drops vieta, tel_nr and workHours', async () => {
    await api.scenario({ omitOptional: true });
    const data = (await api.get(OPTIONS)).body.data as Record<string, unknown>;
    expect(data).not.toHaveProperty('vieta');
    expect(data).not.toHaveProperty('tel_nr');
    expect(data).not.toHaveProperty('workHours');
    expect(data).toHaveProperty('nsoftApiUrl');
  });

  it('bookingApiUrl moves the booking address the options answer, and null moves it back', async () => {
    const own = `${running.url}/api`;
    expect((await api.get(OPTIONS)).body.data).toMatchObject({ nsoftApiUrl: own });
    await api.scenario({ bookingApiUrl: 'http://localhost:5173/api' });
    expect((await api.get(OPTIONS)).body.data).toMatchObject({
      nsoftApiUrl: 'http://localhost:5173/api',
    });
    await api.scenario({ bookingApiUrl: null });
    expect((await api.get(OPTIONS)).body.data).toMatchObject({ nsoftApiUrl: own });
    expect((await api.scenario({ bookingApiUrl: 5 })).status).toBe(400);
  });
});

describe('terms HTML', () => {
  const TERMS = '/wp-json/data/v1/get_savitarna_taisykles/';
  const PROBE = '<p>Prieš</p><img src=x onerror="window.__xss=1"><p>Po</p>';

  it('answers the seeded terms until a scenario seeds others, and again after a reset', async () => {
    expect((await api.get(TERMS)).body).toMatchObject({
      status: true,
      data: expect.stringContaining('<h2>Taisyklės</h2>'),
    });
    expect((await api.scenario({ termsHtml: PROBE })).status).toBe(200);
    expect((await api.get(TERMS)).body).toEqual({ status: true, data: PROBE });
    expect((await state()).scenario.termsHtml).toBe(PROBE);

    await fetch(`${running.url}/__sim/reset`, { method: 'POST' });
    expect((await api.get(TERMS)).body.data).toContain('<h2>Taisyklės</h2>');
  });

  it('takes null for the seeded terms back, and refuses anything but a string', async () => {
    await api.scenario({ termsHtml: PROBE });
    await api.scenario({ termsHtml: null });
    expect((await api.get(TERMS)).body.data).toContain('<h2>Taisyklės</h2>');

    const refused = await api.scenario({ termsHtml: 42 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/termsHtml/);
    expect((await state()).scenario.termsHtml).toBeNull();
  });
});

describe('reset', () => {
  it('restores the seed and the default scenario', async () => {
    const token = await api.login();
    const changed = await api.json(
      '/api/v1/changePassword',
      { old_password: 'demo123', new_password: 'kitas99', session_token: token },
      token,
    );
    expect(changed.status).toBe(200);
    await api.scenario({
      latencyMs: 5,
      held: true,
      failures: [{ match: '/v1/credit', kind: '500' }],
    });
    const res = await fetch(`${running.url}/__sim/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await state()).scenario).toEqual({
      latencyMs: 0,
      held: false,
      latencyJitterMs: 0,
      now: null,
      cartHoldSeconds: 900,
      omitOptional: false,
      failures: [],
      termsHtml: null,
      probe: null,
      paymentUrl: null,
      bookingApiUrl: null,
      smallVenue: false,
    });
    const fresh = await api.login('demo@example.lt', 'demo123');
    expect(await api.credit(fresh)).toBe(50);
    // the old session is gone with the old world
    expect((await api.checkToken(token)).status).toBe(401);
  });

  it('takes a scenario with the reset', async () => {
    await fetch(`${running.url}/__sim/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: NOW, cartHoldSeconds: 30 }),
    });
    expect((await state()).now).toBe('2026-11-18T10:00:00+02:00');
    expect((await state()).scenario.cartHoldSeconds).toBe(30);
  });

  it('works programmatically too', async () => {
    running.sim.setScenario({ latencyMs: 7 });
    expect((await state()).scenario.latencyMs).toBe(7);
    running.sim.reset({ now: NOW });
    expect((await state()).scenario.latencyMs).toBe(0);
  });
});

describe('clock', () => {
  it('a fixed now stays fixed', async () => {
    const first = await api.get('/wp-json/data/v1/get_savitarna_date/');
    const second = await api.get('/wp-json/data/v1/get_savitarna_date/');
    expect(first.body.data).toBe('2026-11-18T10:00:00+02:00');
    expect(second.body.data).toBe(first.body.data);
  });

  it('accepts a bare local time and speaks summer time in summer', async () => {
    await api.scenario({ now: '2026-07-01T12:00' });
    const r = await api.get('/wp-json/data/v1/get_savitarna_date/');
    expect(r.body.data).toBe('2026-07-01T12:00:00+03:00');
  });

  it('moving now to another day lays the demo history out around that day', async () => {
    await api.scenario({ now: '2027-03-10T09:00:00+02:00' });
    const token = await api.login();
    const r = await api.getWithToken(
      '/api/v1/orders',
      { from: '2027-03-10', to: '2027-04-10' },
      token,
    );
    expect((r.body.data as { results: unknown[] }).results.length).toBeGreaterThanOrEqual(3);
  });

  it('null returns to real time', async () => {
    await api.scenario({ now: null });
    const data = (await api.get('/wp-json/data/v1/get_savitarna_date/')).body.data as string;
    const drift = Math.abs(Date.parse(data) - Date.now());
    expect(drift).toBeLessThan(60_000);
  });
});

describe('determinism', () => {
  it('two fresh simulators show identical boards for the same fixed now', async () => {
    const other = await startSim();
    other.sim.setScenario({ now: NOW });
    const otherApi = client(other);
    try {
      for (const place of [1, 2, 3]) {
        for (const date of ['2026-11-18', TOMORROW, '2026-11-22', '2026-11-30']) {
          expect(await otherApi.placeInfo(place, date)).toEqual(await api.placeInfo(place, date));
        }
      }
    } finally {
      await other.close();
    }
  });

  it('the board is a mix that differs from day to day', async () => {
    const a = await api.placeInfo(2, TOMORROW);
    const b = await api.placeInfo(2, '2026-11-20');
    expect(a).not.toEqual(b);
  });
});

describe('middleware', () => {
  it('passes paths it does not own to next() and builds addresses from the Host', async () => {
    const middleware = createSimMiddleware();
    const server = createServer((req, res) =>
      middleware(req, res, () => {
        res.writeHead(418);
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/rezervacija/1`)).status).toBe(418);
      expect((await fetch(`http://127.0.0.1:${port}/apiary`)).status).toBe(418);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/allPlacesInfo`)).status).toBe(200);
      const options = await fetch(`http://127.0.0.1:${port}${OPTIONS}`);
      const data = ((await options.json()) as { data: { nsoftApiUrl: string } }).data;
      expect(data.nsoftApiUrl).toBe(`http://127.0.0.1:${port}/api`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('balances', () => {
  it("sets an account's credit in cents, once, after a reset's reseed too", async () => {
    expect((await api.scenario({ balances: { 'demo@example.lt': 1899 } })).status).toBe(200);
    expect(await api.credit(await api.login())).toBe(18.99);
    // not kept in the scenario: a reset without it brings the seeded 50 € back
    expect((await state()).scenario).not.toHaveProperty('balances');
    await fetch(`${running.url}/__sim/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ balances: { 'naujas@example.lt': 700 } }),
    });
    expect(await api.credit(await api.login())).toBe(50);
    expect(await api.credit(await api.login('naujas@example.lt', 'naujas123'))).toBe(7);
  });

  it('refuses an unknown account or an amount that is not whole cents, changing nothing', async () => {
    for (const balances of [
      { 'demo@example.lt': 100, 'nobody@example.lt': 100 },
      { 'demo@example.lt': 12.5 },
      { 'demo@example.lt': -1 },
      [1],
    ]) {
      const refused = await api.scenario({ balances });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/balances/);
    }
    expect(await api.credit(await api.login())).toBe(50);
  });
});
