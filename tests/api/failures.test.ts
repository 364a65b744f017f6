// @vitest-environment node
/**
 * Every way a call can go wrong comes back as a failure Result (never an exception) with its kind,
 * the server's own message (trimmed, at most 500 characters, or '') and the HTTP status when the
 * server answered: `server` (a non-2xx status or a failure envelope), `unreadable` (a 2xx answer
 * nobody can read), `connection` (no answer) or `cancelled` (the caller aborted).
 */
import { string, type as object } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWire } from '../../src/api';
import { createHttp } from '../../src/api/http';
import { explainFailure, type Failure } from '../../machines/domain';
import { ok, startStub, type Stub } from './support/stub';
import { wireFor } from './support/wire';

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stub.close();
});

const PLACES = 'GET /api/v1/allPlacesInfo';
const OPTIONS = 'GET /wp-json/data/v1/get_savitarna_options/';
const PDF = 'GET /api/v2/tp/invoice/pdf/7';
const setup = () => wireFor(`${stub.url}/wp-json/data/v1/`, `${stub.url}/api`);

describe('server: the server said no', () => {
  it('a booking body with status "error" fails with the server message and status', async () => {
    stub.on(PLACES, { json: { status: 'error', message: 'Vieta uždaryta' } });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'server',
      message: 'Vieta uždaryta',
      status: 200,
    });
  });

  it('a content body with status false fails with an empty message when none is given', async () => {
    stub.on(OPTIONS, { json: { status: false } });
    expect(await setup().content.getOptions()).toEqual({
      ok: false,
      error: 'server',
      message: '',
      status: 200,
    });
  });

  it('a 500 with a JSON message keeps the message and the status', async () => {
    stub.on(PLACES, { status: 500, json: { status: 'error', message: 'DB down' } });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'server',
      message: 'DB down',
      status: 500,
    });
  });

  it('a 500 without a JSON message (an HTML page) fails with an empty message', async () => {
    stub.on(PLACES, { status: 500, raw: '<h1>Internal Server Error</h1>', type: 'text/html' });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'server',
      message: '',
      status: 500,
    });
  });

  it('a 500 with an empty JSON body fails with an empty message', async () => {
    stub.on(PLACES, { status: 500, json: {} });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'server',
      message: '',
      status: 500,
    });
  });

  it('carries the status the server answered with', async () => {
    stub.on(PLACES, { status: 409, json: { status: 'error', message: 'Užimta' } });
    expect(await setup().booking.getPlaces()).toMatchObject({ error: 'server', status: 409 });
  });

  it('a non-2xx answer fails even when its body claims success', async () => {
    stub.on(PLACES, { status: 503, ...ok([{ id: 1, placeName: 'A' }]) });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'server',
      message: '',
      status: 503,
    });
  });

  it('the message is trimmed, and a blank one is empty', async () => {
    const { booking } = setup();
    stub.on(PLACES, { json: { status: 'error', message: '  Per vėlu \n' } });
    expect(await booking.getPlaces()).toMatchObject({ error: 'server', message: 'Per vėlu' });
    stub.on(PLACES, { json: { status: 'error', message: '   ' } });
    expect(await booking.getPlaces()).toMatchObject({ error: 'server', message: '' });
  });

  it('the message is cut to 500 characters', async () => {
    stub.on(PLACES, { json: { status: 'error', message: `${'a'.repeat(499)}bcd` } });
    const result = await setup().booking.getPlaces();
    expect(result.ok || result.message).toBe(`${'a'.repeat(499)}b`);
  });

  it('a message that is not a string is no message', async () => {
    stub.on(PLACES, { json: { status: 'error', message: { lt: 'Klaida' } } });
    expect(await setup().booking.getPlaces()).toMatchObject({ error: 'server', message: '' });
  });

  it('sellOrder and getInvoicePdf fail like every other call, with the message and status', async () => {
    stub.on('POST /api/v1/sellOrder', { json: { status: 'error', message: 'Too late' } });
    stub.on(PDF, { status: 404, json: { status: 'error', message: 'Nėra sąskaitos' } });
    const { booking } = setup();

    expect(await booking.sellOrder({ orderId: 1, sell: true })).toEqual({
      ok: false,
      error: 'server',
      message: 'Too late',
      status: 200,
    });
    expect(await booking.getInvoicePdf(7)).toEqual({
      ok: false,
      error: 'server',
      message: 'Nėra sąskaitos',
      status: 404,
    });
  });
});

describe('unreadable: a 2xx answer nobody can read', () => {
  it('malformed JSON on a 200', async () => {
    stub.on(PLACES, { raw: '{"status":"success","data":[{"id":1,' });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'unreadable',
      message: '',
      status: 200,
    });
  });

  it('an HTML page on a 200', async () => {
    stub.on(OPTIONS, { raw: '<html>Prisijunkite prie tinklo</html>', type: 'text/html' });
    expect(await setup().content.getOptions()).toEqual({
      ok: false,
      error: 'unreadable',
      message: '',
      status: 200,
    });
  });

  it('a success body that breaks its schema', async () => {
    stub.on(PLACES, ok([{ id: 'one', placeName: 'A' }]));
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'unreadable',
      message: '',
      status: 200,
    });
  });

  it('a content success body that breaks its schema', async () => {
    stub.on(OPTIONS, { json: { status: true, data: { nsoftApiUrl: 42 } } });
    expect(await setup().content.getOptions()).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it.each([[['success']], ['success'], [42]])(
    'a 200 whose JSON is not an object (%j)',
    async (body) => {
      stub.on(PLACES, { json: body });
      expect(await setup().booking.getPlaces()).toEqual({
        ok: false,
        error: 'unreadable',
        message: '',
        status: 200,
      });
    },
  );

  it('an invoice whose bytes are not a PDF, whatever its content type says', async () => {
    const { booking } = setup();
    stub.on(PDF, ok({ not: 'a pdf' }));
    expect(await booking.getInvoicePdf(7)).toEqual({
      ok: false,
      error: 'unreadable',
      message: '',
      status: 200,
    });
    stub.on(PDF, { bytes: new TextEncoder().encode('<html/>'), type: 'application/pdf' });
    expect(await booking.getInvoicePdf(7)).toMatchObject({ error: 'unreadable', status: 200 });
  });

  it('a mapper that throws lands as unreadable, never as an exception', async () => {
    stub.on('GET /wp-json/data/v1/x', { json: { status: true, data: 'y' } });
    const http = createHttp({ contentUrl: `${stub.url}/wp-json/data/v1/` });

    const result = await http.content(
      'x',
      (api, signal) => api.get('x', { signal }),
      object({ data: string() }),
      () => {
        throw new Error('mapper bug');
      },
    );

    expect(result).toEqual({ ok: false, error: 'unreadable', message: '', status: 200 });
  });

  it('a booking answer with the content envelope (status true) is not a success', async () => {
    stub.on(PLACES, { json: { status: true, data: [{ id: 1, placeName: 'A' }] } });
    expect(await setup().booking.getPlaces()).toMatchObject({ ok: false, status: 200 });
  });
});

describe('connection: no answer', () => {
  it('a dropped connection fails with no message and no status', async () => {
    stub.on(PLACES, { drop: true });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'connection',
      message: '',
    });
  });

  it('a connection dropped in the middle of the body fails as a connection error', async () => {
    stub.on(PLACES, { partial: '{"status":"success","data":[' });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'connection',
      message: '',
    });
  });

  it('a connection dropped in the middle of a PDF fails as a connection error', async () => {
    stub.on(PDF, { partial: '%PDF-1.7' });
    expect(await setup().booking.getInvoicePdf(7)).toEqual({
      ok: false,
      error: 'connection',
      message: '',
    });
  });

  it('a server that is not there fails as a connection error', async () => {
    const url = stub.url;
    await stub.close();
    const { content } = wireFor(`${url}/wp-json/data/v1/`);

    expect(await content.getServerDate()).toEqual({ ok: false, error: 'connection', message: '' });
    stub = await startStub(); // for afterEach
  });

  it('a booking call without a booking address resolves to a failure and sends nothing', async () => {
    const { booking } = wireFor(`${stub.url}/wp-json/data/v1/`, '');

    await expect(booking.getPlaces()).resolves.toMatchObject({ ok: false, error: 'connection' });
    expect(stub.seen).toEqual([]);
  });

  it('a relative content address with no page to resolve it against resolves to a failure', async () => {
    const { content } = wireFor('/wp-json/data/v1/');
    await expect(content.getTerms()).resolves.toMatchObject({ ok: false, error: 'connection' });
  });
});

describe('addresses', () => {
  it('a relative content address resolves against the page origin', async () => {
    vi.stubGlobal('location', { origin: stub.url });
    stub.on('GET /wp-json/data/v1/get_savitarna_taisykles/', {
      json: { status: true, data: '<p/>' },
    });
    const { content } = wireFor('/wp-json/data/v1/');
    expect(await content.getTerms()).toEqual({ ok: true, data: '<p/>' });
  });

  it('a booking address with a trailing slash reaches the same paths', async () => {
    stub.on(PLACES, ok([]));
    const { booking } = wireFor(`${stub.url}/wp-json/data/v1/`, `${stub.url}/api/`);
    expect(await booking.getPlaces()).toEqual({ ok: true, data: [] });
  });
});

describe('cancelled: the caller aborted', () => {
  it('a call aborted after its request was sent resolves "cancelled"', async () => {
    stub.on(PLACES, { hang: true });
    const controller = new AbortController();

    const pending = setup().booking.getPlaces({ signal: controller.signal });
    await stub.next(PLACES);
    controller.abort();

    expect(await pending).toEqual({ ok: false, error: 'cancelled', message: '' });
  });

  it('a call aborted while its answer is arriving resolves "cancelled"', async () => {
    const { booking } = setup();
    const controller = new AbortController();
    stub.on(PDF, { partial: '%PDF-1.7', hold: true });

    const pending = booking.getInvoicePdf(7, { signal: controller.signal });
    await stub.next(PDF);
    controller.abort(new Error('gone'));

    expect(await pending).toEqual({ ok: false, error: 'cancelled', message: '' });
  });

  it('a call whose signal is already aborted sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();

    expect(await setup().content.getOptions({ signal: controller.signal })).toEqual({
      ok: false,
      error: 'cancelled',
      message: '',
    });
    expect(stub.seen).toEqual([]);
  });

  it('an unaborted signal changes nothing', async () => {
    stub.on(PLACES, ok([{ id: 1, placeName: 'A' }]));
    const result = await setup().booking.getPlaces({ signal: new AbortController().signal });
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: 'A' }] });
  });
});

describe('invoice PDF', () => {
  it('comes back as a PDF Blob', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    stub.on(PDF, { bytes, type: 'application/pdf' });

    const result = await setup().booking.getInvoicePdf(7);

    if (!result.ok) throw new Error(result.error);
    expect(result.data.type).toBe('application/pdf');
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(bytes);
  });

  it('PDF bytes sent as octet-stream still come back typed as a PDF', async () => {
    stub.on(PDF, { bytes: new TextEncoder().encode('%PDF-1.4'), type: 'application/octet-stream' });
    const result = await setup().booking.getInvoicePdf(7);
    expect(result.ok && result.data.type).toBe('application/pdf');
  });
});

// Offline, the wire refuses a call before sending it (docs/rules.md §8 "Offline"): nothing reaches
// the server, the caller gets a lost connection marked as refused offline (told in the banner's
// words), and once the browser is online again the same call goes out.
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
