// @vitest-environment node
/**
 * docs/wire.md: any number may arrive as a numeric string. tests/api/normalise.test.ts sends most
 * fields that way; these are the ones it (and every other api test) sent only as numbers, so a
 * schema that read them strictly passed: a slot's lengths, a cart item's price before discount
 * and its service id.
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

describe('numeric strings in the fields other tests send as numbers', () => {
  it("a slot's lengths and prices, all as strings", async () => {
    stub.on(
      'GET /api/v1/timeInfo',
      ok({
        aviableDurations: [
          { duration_min: '60', price_with_discount: '12.50' },
          { duration_min: '90', price_with_discount: '18' },
        ],
      }),
    );
    expect(
      await setup().booking.getTimeInfo({ courtId: 4, date: '2026-11-21', time: '10:00:00' }),
    ).toEqual({
      ok: true,
      data: [
        { minutes: 60, price: 12.5 },
        { minutes: 90, price: 18 },
      ],
    });
  });

  it("a cart item's price before discount and its service id, as strings", async () => {
    stub.on(
      'GET /api/v2/carts/C1',
      ok({
        code: 'C1',
        status: { status: 1, expiration: '2026-11-21 09:45:00' },
        system: { current_date_time: '2026-11-21 09:30:00' },
        total: { total: 28 },
        inside: {
          court_reservations: [
            {
              id: 11,
              from: '2026-11-22 10:00:00',
              till: '2026-11-22 11:00:00',
              price: 28,
              price_wo_disc: '30.00',
              product: 'Kortas 1, 60 min',
              product_id: 201,
              quantity: 1,
              service: { place_id: 2, service_id: '201' },
            },
          ],
        },
      }),
    );
    expect(await setup().booking.getCart('C1')).toMatchObject({
      ok: true,
      data: { items: [{ priceWithoutDiscount: 30, serviceId: 201 }] },
    });
  });
});
