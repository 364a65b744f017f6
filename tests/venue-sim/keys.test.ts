/**
 * One simulator per `x-sim-worker` header (venue-sim/server.ts `simPerKey`), as the dev server
 * mounts it: the e2e suite's workers each change, reset and read a venue of their own.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIM_KEY_HEADER, createSimMiddleware, simPerKey } from '../../venue-sim/server';

let server: ReturnType<typeof createServer>;
let base = '';

beforeEach(async () => {
  const middleware = createSimMiddleware(simPerKey());
  server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const as = (key: string | null): Record<string, string> =>
  key === null ? {} : { [SIM_KEY_HEADER]: key };

async function latencyOf(key: string | null): Promise<unknown> {
  const res = await fetch(`${base}/__sim/state`, { headers: as(key) });
  return ((await res.json()) as { data: { scenario: { latencyMs: unknown } } }).data.scenario
    .latencyMs;
}

async function setLatency(key: string | null, latencyMs: number): Promise<void> {
  const res = await fetch(`${base}/__sim/scenario`, {
    method: 'POST',
    headers: { ...as(key), 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
  expect(res.status).toBe(200);
}

describe('a simulator per key', () => {
  it("keeps each key's scenario to itself, and one for requests without a key", async () => {
    await setLatency('0', 120);
    await setLatency('1', 340);
    expect(await latencyOf('0')).toBe(120);
    expect(await latencyOf('1')).toBe(340);
    expect(await latencyOf(null)).toBe(0);

    await setLatency(null, 50);
    expect(await latencyOf(null)).toBe(50);
    expect(await latencyOf('0')).toBe(120);
  });

  it("resets only the key's own simulator", async () => {
    await setLatency('0', 120);
    await setLatency('1', 340);
    const res = await fetch(`${base}/__sim/reset`, { method: 'POST', headers: as('1') });
    expect(res.status).toBe(200);
    expect(await latencyOf('1')).toBe(0);
    expect(await latencyOf('0')).toBe(120);
  });
});
