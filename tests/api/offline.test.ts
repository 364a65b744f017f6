// @vitest-environment node
/**
 * Offline, the wire refuses a call before sending it (docs/rules.md §8 "Offline"): nothing
 * reaches the server, the caller gets a lost connection marked as refused offline (told in the
 * banner's words), and once the browser is online again the same call goes out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWire } from '../../src/api';
import { explainFailure, type Failure } from '../../machines/domain';
import { startStub, type Stub } from './support/stub';

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stub.close();
});

const DATE = { json: { status: true, data: '2026-11-21T09:30:00+02:00' } };

describe('offline', () => {
  it('refuses content and booking calls before sending them, then sends them online', async () => {
    stub.on('GET /wp-json/data/v1/get_savitarna_date/', DATE);
    let offline = true;
    const wire = createWire({
      contentUrl: `${stub.url}/wp-json/data/v1/`,
      offline: () => offline,
    });
    const booking = wire.booking({ url: `${stub.url}/api`, token: 'tok-1' });

    const refused = [await wire.content.getServerDate(), await booking.getCredit()];
    expect(refused).toEqual([
      { ok: false, error: 'connection', message: '', offline: true },
      { ok: false, error: 'connection', message: '', offline: true },
    ]);
    expect(stub.seen).toEqual([]);
    // told in the banner's words wherever the caller shows it
    expect(explainFailure(refused[0] as Failure).sentence).toBe('offline_banner');

    offline = false;
    expect(await wire.content.getServerDate()).toMatchObject({ ok: true });
    expect(stub.seen).toHaveLength(1);
  });

  it('asks the browser by default: navigator.onLine false sends nothing', async () => {
    stub.on('GET /wp-json/data/v1/get_savitarna_date/', DATE);
    const wire = createWire({ contentUrl: `${stub.url}/wp-json/data/v1/` });

    vi.stubGlobal('navigator', { onLine: false });
    expect(await wire.content.getServerDate()).toMatchObject({
      error: 'connection',
      offline: true,
    });
    expect(stub.seen).toEqual([]);

    vi.stubGlobal('navigator', { onLine: true });
    expect(await wire.content.getServerDate()).toMatchObject({ ok: true });
  });

  it('a call that got no answer while online is a lost connection, not an offline refusal', async () => {
    const wire = createWire({
      contentUrl: 'http://127.0.0.1:9/wp-json/data/v1/',
      offline: () => false,
    });
    const failed = await wire.content.getServerDate();
    expect(failed).toEqual({ ok: false, error: 'connection', message: '' });
    expect(explainFailure(failed as Failure).sentence).toBe('connection_error');
  });
});
