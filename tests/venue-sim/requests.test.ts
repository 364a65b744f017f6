// @vitest-environment node
/** The request log (GET /__sim/requests): what came in, what was answered, what was aborted. */
import { describe, expect, it } from 'vitest';
import { TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

/** The log entries matching `match` once `done` holds for them (each look is a round trip). */
async function logWhen(
  match: string,
  done: (entries: Awaited<ReturnType<typeof api.requests>>) => boolean,
) {
  for (let look = 0; look < 200; look++) {
    const entries = await api.requests(match);
    if (done(entries)) return entries;
  }
  throw new Error(`the log never showed what was expected for ${match}`);
}

describe('request log', () => {
  it('records each API request: method, path, query and the status answered', async () => {
    await api.get(`/api/v1/placeInfo?placeID=1&date=${TOMORROW}`);
    await api.get('/api/v1/placeInfo?placeID=99&date=2026-11-19');
    await api.json('/wp-json/data/v1/susisiekti', { vardas: 'Ona' });
    expect(await api.requests()).toEqual([
      {
        seq: 1,
        method: 'GET',
        path: '/api/v1/placeInfo',
        query: { placeID: '1', date: TOMORROW },
        status: 200,
        aborted: false,
        failure: null,
      },
      {
        seq: 2,
        method: 'GET',
        path: '/api/v1/placeInfo',
        query: { placeID: '99', date: '2026-11-19' },
        status: 404,
        aborted: false,
        failure: null,
      },
      {
        seq: 3,
        method: 'POST',
        path: '/wp-json/data/v1/susisiekti',
        query: {},
        status: 400,
        aborted: false,
        failure: null,
        body: { vardas: 'Ona' },
      },
    ]);
  });

  it('records what a form or JSON body carried, with passwords masked', async () => {
    const token = await api.login('naujas@example.lt', 'naujas123');
    const consents = JSON.stringify([{ template_id: 5, consent: 1, channels: ['email'] }]);
    await api.form('/api/v2/subjects/1002/consents-v2', { consents }, token);
    const [login] = await api.requests('POST /api/v1/login');
    expect(login?.body).toEqual({ username: 'naujas@example.lt', password: '***' });
    const [posted] = await api.requests('POST /api/v2/subjects/1002/consents-v2');
    expect(posted?.body).toEqual({ consents });
    await api.get('/api/v1/allPlacesInfo');
    const [get] = await api.requests('GET /api/v1/allPlacesInfo');
    expect(get).toBeDefined();
    expect(get && 'body' in get).toBe(false);
  });

  it('leaves the controls out, filters by "METHOD /path" and is cleared by reset or DELETE', async () => {
    await api.get('/api/v1/allPlacesInfo');
    await api.scenario({ latencyMs: 0 });
    await fetch(`${running.url}/__sim/state`);
    await api.form('/api/v2/basic-carts', {});
    expect((await api.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/allPlacesInfo',
      'POST /api/v2/basic-carts',
    ]);
    expect((await api.requests('POST /api/v2')).map((r) => r.seq)).toEqual([2]);

    await fetch(`${running.url}/__sim/requests`, { method: 'DELETE' });
    expect(await api.requests()).toEqual([]);
    await api.get('/api/v1/allPlacesInfo');
    expect((await api.requests()).map((r) => r.seq)).toEqual([1]);
    await fetch(`${running.url}/__sim/reset`, { method: 'POST' });
    expect(await api.requests()).toEqual([]);
  });

  it('records a request its client aborted before the answer as aborted, never handled', async () => {
    await api.scenario({ latencyMs: 60_000 });
    const cartsBefore = await cartCount();
    const controller = new AbortController();
    const call = fetch(`${running.url}/api/v2/basic-carts`, {
      method: 'POST',
      body: new URLSearchParams(),
      signal: controller.signal,
    });
    const [pending] = await logWhen('/v2/basic-carts', (entries) => entries.length === 1);
    expect(pending).toMatchObject({ status: null, aborted: false });

    controller.abort();
    await expect(call).rejects.toThrow();
    const [aborted] = await logWhen('/v2/basic-carts', ([entry]) => entry?.aborted === true);
    expect(aborted).toMatchObject({ method: 'POST', status: null, aborted: true });
    expect(await cartCount()).toBe(cartsBefore);
  });

  it('holds the answers while `held`, and answers them all once it is let go', async () => {
    await api.scenario({ held: true });
    const day = api.get(`/api/v1/placeInfo?placeID=1&date=${TOMORROW}`);
    const carts = api.form('/api/v2/basic-carts', {});
    const waiting = await logWhen('', (entries) => entries.length === 2);
    expect(waiting.map((r) => r.status)).toEqual([null, null]);
    // a held request its client gives up on is never handled, as under a latency
    const cartsBefore = await cartCount();
    const controller = new AbortController();
    const given = fetch(`${running.url}/api/v2/basic-carts`, {
      method: 'POST',
      body: new URLSearchParams(),
      signal: controller.signal,
    });
    await logWhen('', (entries) => entries.length === 3);
    controller.abort();
    await expect(given).rejects.toThrow();
    await logWhen('', (entries) => entries[2]?.aborted === true);

    await api.scenario({ held: false });
    expect((await day).status).toBe(200);
    expect((await carts).status).toBe(200);
    expect(await cartCount()).toBe(cartsBefore + 1);
    // nothing is held any more: a new request is answered at once
    expect((await api.get('/api/v1/allPlacesInfo')).status).toBe(200);
  });

  it('a reset lets held requests go', async () => {
    await api.scenario({ held: true });
    const places = api.get('/api/v1/allPlacesInfo');
    await logWhen('', (entries) => entries.length === 1);
    await fetch(`${running.url}/__sim/reset`, { method: 'POST' });
    expect((await places).status).toBe(200);
  });

  it('tells a dropped connection (an injected failure) from an abort', async () => {
    await api.scenario({ failures: [{ match: '/v1/allPlacesInfo', kind: 'drop', times: 1 }] });
    await expect(fetch(`${running.url}/api/v1/allPlacesInfo`)).rejects.toThrow();
    const [dropped] = await logWhen('/v1/allPlacesInfo', ([entry]) => entry !== undefined);
    expect(dropped).toMatchObject({ status: null, aborted: false, failure: 'drop' });
  });
});

async function cartCount(): Promise<number> {
  const res = await fetch(`${running.url}/__sim/state`);
  return ((await res.json()) as { data: { carts: number } }).data.carts;
}
