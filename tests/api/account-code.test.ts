// @vitest-environment node
/**
 * The account calls' code comes later than the rest of the wire (src/api/account.ts, fetched on
 * the first such call). Code that does not arrive is a connection failure, like an answer that
 * does not: never an exception, and never a call made without it.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ok, startStub, type Stub } from './support/stub';

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(async () => {
  vi.doUnmock('../../src/api/account');
  vi.resetModules();
  await stub.close();
});

const wire = async () => {
  const { wireFor } = await import('./support/wire');
  return wireFor(`${stub.url}/wp-json/data/v1/`, `${stub.url}/api`);
};

it('an account call whose code cannot be fetched is a connection failure', async () => {
  vi.resetModules();
  vi.doMock('../../src/api/account', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  const { booking } = await wire();
  expect(await booking.getOrders({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
    ok: false,
    error: 'connection',
    message: '',
  });
  expect(await booking.getInvoicePdf(7)).toEqual({ ok: false, error: 'connection', message: '' });
  expect(stub.seen).toEqual([]);
});

it('once its code is in, an account call is made like any other', async () => {
  stub.on('GET /api/v1/orders', ok({ results: [] }));
  const { booking } = await wire();
  expect(await booking.getOrders({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
    ok: true,
    data: [],
  });
  expect(stub.to('GET /api/v1/orders')).toHaveLength(1);
});
