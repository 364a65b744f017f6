// @vitest-environment node
/**
 * Numbers may arrive as numeric strings and booleans as 1/0/"1"/"0" (docs/wire.md); the wire
 * normalises both, and refuses values that are neither as an unreadable answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startStub, type Stub } from './support/stub';
import { wireFor } from './support/wire';

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(async () => {
  await stub.close();
});

const setup = () => wireFor(`${stub.url}/wp-json/data/v1/`, `${stub.url}/api`);

describe('normalisation', () => {
  it('numeric strings become numbers', async () => {
    stub.on('GET /api/v1/allPlacesInfo', ok([{ id: '3', placeName: 'Padelis' }]));
    stub.on('GET /api/v1/credit', ok({ balance: '12.50' }));
    const { booking } = setup();

    expect(await booking.getPlaces()).toEqual({ ok: true, data: [{ id: 3, name: 'Padelis' }] });
    expect(await booking.getCredit()).toEqual({ ok: true, data: 12.5 });
  });

  it.each([
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [true, true],
    [false, false],
  ])('consent %j becomes %s', async (sent, expected) => {
    stub.on(
      'GET /api/v2/subjects/7/consents-v2',
      ok({ consents: [{ template_id: '5', consent: sent, channels: ['email'] }] }),
    );
    expect(await setup().booking.getConsents('7')).toEqual({
      ok: true,
      data: [{ templateId: 5, consent: expected, channels: ['email'] }],
    });
  });

  it.each([['yes'], [2], [''], [null]])('consent %j is refused as unreadable', async (sent) => {
    stub.on(
      'GET /api/v2/subjects/7/consents-v2',
      ok({ consents: [{ template_id: 5, consent: sent, channels: [] }] }),
    );
    expect(await setup().booking.getConsents('7')).toMatchObject({
      ok: false,
      error: 'unreadable',
      status: 200,
    });
  });

  it.each([['abc'], [''], ['  '], [null]])(
    'a price of %j is refused as unreadable',
    async (sent) => {
      stub.on('GET /api/v1/credit', ok({ balance: sent }));
      expect(await setup().booking.getCredit()).toMatchObject({
        ok: false,
        error: 'unreadable',
        status: 200,
      });
    },
  );

  it('content success may be status 1 or "1"; 0 or "false" is not success', async () => {
    const { content } = setup();
    const date = '2026-11-21T09:30:00+02:00';
    stub.on('GET /wp-json/data/v1/get_savitarna_date/', { json: { status: '1', data: date } });
    expect(await content.getServerDate()).toEqual({ ok: true, data: date });
    stub.on('GET /wp-json/data/v1/get_savitarna_date/', { json: { status: 0, data: date } });
    expect(await content.getServerDate()).toMatchObject({ ok: false, error: 'server' });
    stub.on('GET /wp-json/data/v1/get_savitarna_date/', { json: { status: 'false', data: date } });
    expect(await content.getServerDate()).toMatchObject({ ok: false });
  });

  it('orders: "1" and 0 flags, string ids and prices, absent optional fields', async () => {
    const order = {
      sab_id: '5001',
      pard_id: '9001',
      sab_parduodamas: '1',
      sasi_galiojanuo: '2026-11-22 18:00:00',
      iki: '2026-11-22 19:00:00',
      pv_pavadinimas: 'Teniso arena',
      pasl_pavadinimas: 'Kortas 1 nuoma',
      kaina: '14.00',
      nar_kiekgalioja: '1',
    };
    const { sab_parduodamas: _listed, pard_id: _sale, nar_kiekgalioja: _count, ...bare } = order;
    stub.on('GET /api/v1/orders', ok({ results: [order, { ...bare, sab_id: 5002 }] }));

    expect(await setup().booking.getOrders({ from: 'a', to: 'b' })).toEqual({
      ok: true,
      data: [
        {
          id: 5001,
          saleId: 9001,
          listedForSale: true,
          start: '2026-11-22 18:00:00',
          end: '2026-11-22 19:00:00',
          venue: 'Teniso arena',
          service: 'Kortas 1 nuoma',
          price: 14,
          validCount: 1,
        },
        expect.objectContaining({ id: 5002, saleId: null, listedForSale: false, validCount: 0 }),
      ],
    });
  });

  it('invoices: amount_in_cents / 100, serial numbers as strings', async () => {
    stub.on(
      'GET /api/v2/tp/invoice/list',
      ok([{ doc_id: '701', invoice_date: '2026-10-02', serial_no: 42, amount_in_cents: '3050' }]),
    );
    expect(await setup().booking.getInvoices({ from: 'a', till: 'b' })).toEqual({
      ok: true,
      data: [{ docId: 701, date: '2026-10-02', serialNo: '42', amount: 30.5 }],
    });
  });

  it('placeInfo: a map of courts is accepted like a list; statuses stay as sent', async () => {
    const court = (id: number) => ({
      courtID: String(id),
      courtName: `Kortas ${id}`,
      timetable: { '07:00:00': { status: 'free' }, '07:30:00': { status: 'blocked' } },
    });
    stub.on('GET /api/v1/placeInfo', ok({ a: court(1), b: court(2) }));

    const result = await setup().booking.getPlaceInfo({ placeId: 1, date: '2026-11-21' });

    expect(result).toEqual({
      ok: true,
      data: [1, 2].map((id) => ({
        courtId: id,
        courtName: `Kortas ${id}`,
        timetable: { '07:00:00': 'free', '07:30:00': 'blocked' },
      })),
    });
  });

  it.each([
    ['a slot without a status', { '07:00:00': {} }],
    ['a status that is not a string', { '07:00:00': { status: 1 } }],
    ['a slot that is a bare string', { '07:00:00': 'free' }],
    ['a null slot', { '07:00:00': null }],
    ['a timetable that is a string', 'free'],
    ['no timetable', undefined],
  ])('placeInfo with %s is refused as unreadable', async (_, timetable) => {
    stub.on(
      'GET /api/v1/placeInfo',
      ok([
        { courtID: 1, courtName: 'Kortas 1', timetable: { '07:00:00': { status: 'free' } } },
        { courtID: 2, courtName: 'Kortas 2', timetable },
      ]),
    );
    expect(await setup().booking.getPlaceInfo({ placeId: 1, date: '2026-11-21' })).toMatchObject({
      ok: false,
      error: 'unreadable',
      status: 200,
    });
  });

  it('cart: numeric strings in items and totals, a null expiration', async () => {
    stub.on(
      'GET /api/v2/carts/C1',
      ok({
        code: 'C1',
        status: { status: '5', expiration: null },
        system: { current_date_time: '2026-11-21 09:30:00' },
        total: { total: '28.00' },
        inside: {
          court_reservations: [
            {
              id: '11',
              from: '2026-11-22 10:00:00',
              till: '2026-11-22 11:00:00',
              price: '28.00',
              price_wo_disc: 30,
              product: 'Kortas 1, 60 min',
              product_id: '201',
              quantity: '1',
              service: { place_id: '2', service_id: 201 },
            },
          ],
        },
      }),
    );

    expect(await setup().booking.getCart('C1')).toEqual({
      ok: true,
      data: {
        code: 'C1',
        status: 5,
        expiration: null,
        serverNow: '2026-11-21 09:30:00',
        total: 28,
        items: [
          {
            id: 11,
            from: '2026-11-22 10:00:00',
            till: '2026-11-22 11:00:00',
            price: 28,
            priceWithoutDiscount: 30,
            product: 'Kortas 1, 60 min',
            productId: 201,
            quantity: 1,
            placeId: 2,
            serviceId: 201,
          },
        ],
      },
    });
  });

  it('options: workHours as strings, payment method default, blank phone is no phone', async () => {
    stub.on('GET /wp-json/data/v1/get_savitarna_options/', {
      json: {
        status: true,
        data: {
          digiApiUrl: 'http://c/',
          nsoftApiUrl: 'http://b/api',
          consentIDS: { taisykles: '5', naujienos: '1' },
          serverdate: '2026-11-21T09:30:00+02:00',
          workHours: { start: '8', end: '22' },
          tel_nr: '',
          vieta: null,
          paymentUrls: {
            balance: { accept: 'ba', cancel: 'bc' },
            reservation: { accept: 'ra', cancel: 'rc' },
          },
        },
      },
    });

    expect(await setup().content.getOptions()).toEqual({
      ok: true,
      data: {
        contentApiUrl: 'http://c/',
        bookingApiUrl: 'http://b/api',
        paymentMethod: 'bank',
        consentIds: { terms: 5, newsletter: 1 },
        serverDate: '2026-11-21T09:30:00+02:00',
        workHours: { start: 8, end: 22 },
        mapUrl: null,
        phone: null,
        paymentUrls: {
          balance: { accept: 'ba', cancel: 'bc' },
          reservation: { accept: 'ra', cancel: 'rc' },
        },
      },
    });
  });
});
