/**
 * Shared plumbing for the venue simulator's tests: a running sim and small HTTP helpers that put
 * the token where docs/wire.md does (the bearer always, plus the call's own field or header).
 */
import { afterEach, beforeEach } from 'vitest';
import type { RequestRecord } from '../../venue-sim/model';
import { startSim } from '../../venue-sim/server';

/** A Wednesday morning in Vilnius: off-peak hours, the demo history laid out around it. */
export const NOW = '2026-11-18T10:00:00+02:00';
export const TODAY = '2026-11-18';
export const TOMORROW = '2026-11-19';

export type Running = Awaited<ReturnType<typeof startSim>>;

export interface Reply {
  status: number;
  body: Record<string, unknown> & { status?: unknown; data?: unknown; message?: unknown };
}

export function client(sim: Running) {
  const call = async (method: string, path: string, init: RequestInit = {}): Promise<Reply> => {
    const res = await fetch(`${sim.url}${path}`, { ...init, method });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Reply['body'] };
  };
  const bearer = (token?: string): Record<string, string> =>
    token ? { Authorization: `Bearer ${token}` } : {};
  return {
    /** GET with the bearer (when given) and any extra headers */
    get: (path: string, token?: string, headers: Record<string, string> = {}) =>
      call('GET', path, { headers: { ...bearer(token), ...headers } }),
    /** consents and invoices: the bearer and X-NSOFT-SESSION-TOKEN */
    getNsoft: (path: string, token: string) =>
      call('GET', path, { headers: { ...bearer(token), 'X-NSOFT-SESSION-TOKEN': token } }),
    /** x-www-form-urlencoded, as the portal sends forms */
    form: (path: string, fields: Record<string, string>, token?: string, method = 'POST') =>
      call(method, path, { headers: bearer(token), body: new URLSearchParams(fields) }),
    /** multipart/form-data: the other form encoding the contract allows */
    multipart: (path: string, fields: Record<string, string>, token?: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return call('POST', path, { headers: bearer(token), body });
    },
    json: (path: string, data: unknown, token?: string, method = 'POST') =>
      call(method, path, {
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      }),
    send: (method: string, path: string, token?: string) =>
      call(method, path, { headers: bearer(token) }),
    async login(username = 'demo@example.lt', password = 'demo123'): Promise<string> {
      const r = await this.json('/api/v1/login', { username, password });
      const token = (r.body.data as { session_token?: string } | undefined)?.session_token;
      if (!token) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
      return token;
    },
    async checkToken(token: string) {
      return this.json('/api/v1/checkToken', { session_token: token }, token);
    },
    /** a GET whose token also travels as ?sessionToken (placeInfo, timeInfo, credit, orders) */
    getWithToken(path: string, query: Record<string, string>, token?: string) {
      const q = new URLSearchParams(token ? { ...query, sessionToken: token } : query);
      return this.get(`${path}?${q.toString()}`, token);
    },
    async credit(token: string): Promise<number> {
      const r = await this.getWithToken('/api/v1/credit', {}, token);
      return Number((r.body.data as { balance: string }).balance);
    },
    async placeInfo(placeId: number, date: string, token?: string) {
      const r = await this.getWithToken(
        '/api/v1/placeInfo',
        { placeID: String(placeId), date },
        token,
      );
      return r.body.data as Array<{
        courtID: number;
        courtName: string;
        timetable: Record<string, { status: string }>;
      }>;
    },
    /** The first court + time on that day with `slots` consecutive free half-hours. */
    async findFree(placeId: number, date: string, slots = 1, token?: string) {
      for (const court of await this.placeInfo(placeId, date, token)) {
        const times = Object.keys(court.timetable).sort();
        for (let i = 0; i + slots <= times.length; i++) {
          const run = times.slice(i, i + slots);
          if (run.every((t) => court.timetable[t]?.status === 'free')) {
            return { courtID: court.courtID, time: run[0] ?? '' };
          }
        }
      }
      throw new Error('no free slot');
    },
    async newCart(token?: string): Promise<string> {
      const r = await this.form('/api/v2/basic-carts', {}, token);
      return (r.body.data as { code: string }).code;
    },
    /** the simulator's request log (GET /__sim/requests), optionally filtered */
    async requests(match = ''): Promise<RequestRecord[]> {
      const res = await fetch(`${sim.url}/__sim/requests?${new URLSearchParams({ match })}`);
      return ((await res.json()) as { data: RequestRecord[] }).data;
    },
    scenario: (patch: unknown) =>
      call('POST', '/__sim/scenario', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(patch),
      }),
  };
}

/**
 * A fresh simulator (clock fixed at NOW) for every test of the file, closed after it; `use`
 * receives it and a client for it. Call at the top level of a test file.
 */
export function simulatorPerTest(use: (running: Running, api: ReturnType<typeof client>) => void) {
  let running: Running | undefined;
  beforeEach(async () => {
    running = await startFixed();
    use(running, client(running));
  });
  afterEach(() => running?.close());
}

export async function startFixed(): Promise<Running> {
  const running = await startSim();
  running.sim.setScenario({ now: NOW });
  return running;
}
