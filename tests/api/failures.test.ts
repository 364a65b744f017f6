// @vitest-environment node
/**
 * Every way a call can go wrong comes back as a failure Result (never an exception), with the
 * right kind and message, reported once on the error channel unless cancelled or silent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const setup = () => wireFor(`${stub.url}/wp-json/data/v1/`, `${stub.url}/api`);

describe('server failures', () => {
  it('a booking body with status "error" fails with the server message', async () => {
    stub.on(PLACES, { json: { status: 'error', message: 'Vieta uždaryta' } });
    const { booking, failures } = setup();

    const result = await booking.getPlaces();

    expect(result).toEqual({ ok: false, error: 'server', message: 'Vieta uždaryta' });
    expect(failures).toEqual([{ failure: result, call: 'getPlaces' }]);
  });

  it('a content body with status false fails, with "Error" when no message is given', async () => {
    stub.on(OPTIONS, { json: { status: false } });
    const { content, failures } = setup();

    const result = await content.getOptions();

    expect(result).toEqual({ ok: false, error: 'server', message: 'Error' });
    expect(failures).toEqual([{ failure: result, call: 'getOptions' }]);
  });

  it('a blank server message becomes "Error"', async () => {
    stub.on(PLACES, { json: { status: 'error', message: '  ' } });
    expect(await setup().booking.getPlaces()).toMatchObject({ error: 'server', message: 'Error' });
  });

  it('a 500 fails as a server error, keeping a JSON message and ignoring an HTML one', async () => {
    const { booking } = setup();
    stub.on(PLACES, { status: 500, json: { status: 'error', message: 'DB down' } });
    expect(await booking.getPlaces()).toEqual({ ok: false, error: 'server', message: 'DB down' });

    stub.on(PLACES, { status: 500, raw: '<h1>Internal Server Error</h1>', type: 'text/html' });
    expect(await booking.getPlaces()).toEqual({ ok: false, error: 'server', message: 'Error' });
  });

  it('a non-2xx answer fails even when its body claims success', async () => {
    stub.on(PLACES, { status: 503, ...ok([{ id: 1, placeName: 'A' }]) });
    expect(await setup().booking.getPlaces()).toMatchObject({ ok: false, error: 'server' });
  });

  it('malformed JSON fails as a server error', async () => {
    stub.on(PLACES, { raw: '{"status":"success","data":[{"id":1,' });
    const { booking, failures } = setup();

    expect(await booking.getPlaces()).toEqual({ ok: false, error: 'server', message: 'Error' });
    expect(failures).toHaveLength(1);
  });

  it('a success body that breaks its schema fails as a server error', async () => {
    stub.on(PLACES, ok([{ id: 'one', placeName: 'A' }]));
    const { booking, failures } = setup();

    expect(await booking.getPlaces()).toEqual({ ok: false, error: 'server', message: 'Error' });
    expect(failures.map((f) => f.call)).toEqual(['getPlaces']);
  });

  it('a booking answer with the content envelope (status true) is not a success', async () => {
    stub.on(PLACES, { json: { status: true, data: [{ id: 1, placeName: 'A' }] } });
    expect(await setup().booking.getPlaces()).toMatchObject({ ok: false, error: 'server' });
  });

  it('a body that is not an object fails', async () => {
    stub.on(PLACES, { json: ['success'] });
    expect(await setup().booking.getPlaces()).toMatchObject({ ok: false, error: 'server' });
  });
});

describe('connection failures', () => {
  it('a dropped connection fails as "Connection error"', async () => {
    stub.on(PLACES, { drop: true });
    const { booking, failures } = setup();

    const result = await booking.getPlaces();

    expect(result).toEqual({ ok: false, error: 'connection', message: 'Connection error' });
    expect(failures).toEqual([{ failure: result, call: 'getPlaces' }]);
  });

  it('a connection dropped in the middle of the body fails as a connection error', async () => {
    stub.on(PLACES, { partial: '{"status":"success","data":[' });
    expect(await setup().booking.getPlaces()).toEqual({
      ok: false,
      error: 'connection',
      message: 'Connection error',
    });
  });

  it('a server that is not there fails as a connection error', async () => {
    const url = stub.url;
    await stub.close();
    const { content, failures } = wireFor(`${url}/wp-json/data/v1/`);

    expect(await content.getServerDate()).toMatchObject({ ok: false, error: 'connection' });
    expect(failures.map((f) => f.call)).toEqual(['getServerDate']);
    stub = await startStub(); // for afterEach
  });

  it('a booking call before the booking address is known resolves to a failure', async () => {
    const { booking, failures } = wireFor(`${stub.url}/wp-json/data/v1/`);

    await expect(booking.getPlaces()).resolves.toMatchObject({ ok: false, error: 'connection' });
    expect(failures.map((f) => f.call)).toEqual(['getPlaces']);
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

  it('a throwing token source still resolves to a failure', async () => {
    stub.on(PLACES, ok([]));
    const { createWire } = await import('../../src/api');
    const wire = createWire({
      contentUrl: `${stub.url}/wp-json/data/v1/`,
      getToken: () => {
        throw new Error('storage unavailable');
      },
      onFailure: () => {},
    });
    wire.setBookingUrl(`${stub.url}/api`);
    await expect(wire.booking.getCredit()).resolves.toMatchObject({ ok: false });
  });
});

describe('cancellation', () => {
  it('an aborted call resolves "cancelled" and is never reported', async () => {
    stub.on(PLACES, { hang: true });
    const { booking, failures } = setup();
    const controller = new AbortController();

    const pending = booking.getPlaces({ signal: controller.signal });
    await stub.next(PLACES);
    controller.abort();

    expect(await pending).toEqual({ ok: false, error: 'cancelled', message: 'cancelled' });
    expect(failures).toEqual([]);
  });

  it('a call whose signal is already aborted sends nothing', async () => {
    const { content, failures } = setup();
    const controller = new AbortController();
    controller.abort();

    expect(await content.getOptions({ signal: controller.signal })).toMatchObject({
      error: 'cancelled',
    });
    expect(stub.seen).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('an unaborted signal changes nothing', async () => {
    stub.on(PLACES, ok([{ id: 1, placeName: 'A' }]));
    const result = await setup().booking.getPlaces({ signal: new AbortController().signal });
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: 'A' }] });
  });
});

describe('the error channel', () => {
  it('hears each failed call once, by name, and nothing of successes', async () => {
    stub.on(PLACES, ok([]));
    stub.on('GET /api/v1/credit', { status: 500, json: {} });
    stub.on(OPTIONS, { raw: 'nope' });
    const { booking, content, failures } = setup();

    await booking.getPlaces();
    await booking.getCredit();
    await content.getOptions();

    expect(failures.map((f) => f.call)).toEqual(['getCredit', 'getOptions']);
  });

  it('does not hear the silent calls: sellOrder and getInvoicePdf', async () => {
    stub.on('POST /api/v1/sellOrder', { json: { status: 'error', message: 'Too late' } });
    stub.on('GET /api/v2/tp/invoice/pdf/7', { status: 404, json: { status: 'error' } });
    const { booking, failures } = setup();

    expect(await booking.sellOrder({ orderId: 1, sell: true })).toEqual({
      ok: false,
      error: 'server',
      message: 'Too late',
    });
    expect(await booking.getInvoicePdf(7)).toMatchObject({ ok: false, error: 'server' });
    expect(failures).toEqual([]);
  });

  it('a throwing error channel does not make the call throw', async () => {
    stub.on(PLACES, { status: 500, json: {} });
    const { createWire } = await import('../../src/api');
    const wire = createWire({
      contentUrl: `${stub.url}/wp-json/data/v1/`,
      getToken: () => null,
      onFailure: () => {
        throw new Error('toast broke');
      },
    });
    wire.setBookingUrl(`${stub.url}/api`);

    await expect(wire.booking.getPlaces()).resolves.toMatchObject({ ok: false, error: 'server' });
  });
});

describe('invoice PDF', () => {
  const PDF = 'GET /api/v2/tp/invoice/pdf/7';

  it('comes back as a PDF Blob', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    stub.on(PDF, { bytes, type: 'application/pdf' });

    const result = await setup().booking.getInvoicePdf(7);

    if (!result.ok) throw new Error(result.message);
    expect(result.data.type).toBe('application/pdf');
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(bytes);
  });

  it('fails when the answer is not a PDF', async () => {
    stub.on(PDF, ok({ not: 'a pdf' }));
    expect(await setup().booking.getInvoicePdf(7)).toEqual({
      ok: false,
      error: 'server',
      message: 'Error',
    });
  });
});
