// @vitest-environment node
/**
 * Properties of the wire's coercions (src/api/schemas.ts; docs/wire.md "Wire quirks"): numbers
 * that arrive as numeric strings, flags that arrive as 0/1, optional fields that arrive absent,
 * null or empty, and money and amounts as the servers write them. Examples live in
 * normalise.test.ts; the shown money format's own properties in tests/format/money.test.ts.
 */
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  bool,
  cartBody,
  consentsBody,
  num,
  optionsBody,
  readBody,
  text,
  toCart,
  toConsents,
  toVenueOptions,
} from '../../src/api/schemas';
import { invoicesBody, ordersBody, toInvoices, toOrders } from '../../src/api/accountSchemas';
import { formatPrice } from '../../src/format/money';

/** What the wire makes of a value: [ok, value] the way http.ts validates a body. */
function read<T, S>(value: unknown, schema: Struct<T, S>): { ok: true; value: T } | { ok: false } {
  const read = readBody(value, schema);
  return read ? { ok: true, value: read.value } : { ok: false };
}

/** Any amount of euros in whole cents, up to ten million euros. */
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
/** cents as a PHP back end writes money: "12.50" (venue-sim/wire.ts `money`). */
const wireMoney = (c: number) => (c / 100).toFixed(2);

/** Reads a shown price back to cents: "1234,50 €" → 123450. */
function shownCents(shown: string): number {
  const m = /^(-?)(\d+),(\d{2}) €$/.exec(shown);
  if (!m) throw new Error(`not a price: ${JSON.stringify(shown)}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

describe('num: numbers, and numbers written as decimal strings', () => {
  it('a finite number passes as it is', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(read(n, num)).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('a number written out as a string reads as that number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        // String(-0) is "0": the sign of a zero does not travel
        expect(read(String(n), num)).toEqual({ ok: true, value: n + 0 });
      }),
    );
  });

  it('surrounding spaces and a leading plus do not matter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom('', ' ', '\t', '  '),
        fc.constantFrom('', ' ', '\n'),
        (n, before, after) => {
          const written = n >= 0 && before === ' ' ? `+${n}` : String(n);
          expect(read(`${before}${written}${after}`, num)).toEqual({ ok: true, value: n });
        },
      ),
    );
  });

  it('money as the servers write it ("12.50") reads as the same cents, and shows them', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const parsed = read(wireMoney(c), num);
        expect(parsed).toEqual({ ok: true, value: c / 100 });
        if (parsed.ok) expect(shownCents(formatPrice(parsed.value))).toBe(c);
      }),
    );
  });

  it('a blank string is not a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r]*$/), (blank) => {
        expect(read(blank, num).ok).toBe(false);
      }),
    );
  });

  it('a string with a letter in it is not a number (hex, binary, Infinity and words alike)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.constantFrom('a', 'x', 'b', 'o', 'I', 'Ž', 'N'),
        fc.string({ maxLength: 6 }),
        (a, letter, b) => {
          expect(read(`${a}${letter}${b}`, num).ok).toBe(false);
        },
      ),
    );
    for (const odd of ['0x10', '0b11', '0o7', 'Infinity', '-Infinity', 'NaN', '1e400', '12,50']) {
      expect(read(odd, num), odd).toEqual({ ok: false });
    }
  });

  it('anything else (booleans, null, lists, objects) is refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer()), fc.object()),
        (value) => {
          expect(read(value, num).ok).toBe(false);
        },
      ),
    );
  });
});

describe('bool: true/false, 1/0 and "1"/"0"', () => {
  const yes = [true, 1, '1'] as const;
  const no = [false, 0, '0'] as const;

  it('each spelling of yes and no reads as the boolean', () => {
    fc.assert(
      fc.property(fc.constantFrom(...yes, ...no), (flag) => {
        expect(read(flag, bool)).toEqual({
          ok: true,
          value: (yes as readonly unknown[]).includes(flag),
        });
      }),
    );
    // JSON's -0 is a zero too (the property below once drew it)
    expect(read(-0, bool)).toEqual({ ok: true, value: false });
  });

  it('a body that cannot even be printed is refused, not thrown', () => {
    // JSON.parse makes such an object from '{"toString": {}}'; superstruct's message prints it
    expect(read({ toString: {} }, bool).ok).toBe(false);
    expect(read({ valueOf: 1, toString: 'x' }, num).ok).toBe(false);
  });

  it('any other value is refused, whatever its truthiness', () => {
    // (by ===, as the schema compares: -0 is a JSON zero as much as 0 is, and reads false)
    const spelled = (v: unknown) => [...yes, ...no].some((f) => f === v);
    fc.assert(
      fc.property(
        fc.anything().filter((v) => !spelled(v)),
        (value) => {
          expect(read(value, bool).ok).toBe(false);
        },
      ),
    );
  });
});

describe('text: strings, and ids or numbers sent as numbers', () => {
  it('a string passes unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(read(s, text)).toEqual({ ok: true, value: s });
      }),
    );
  });

  it('a number becomes its decimal string (a serial 42 reads "42")', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(read(n, text)).toEqual({ ok: true, value: String(n) });
      }),
    );
  });
});

/** An optional wire field: absent, null, or (for texts) empty, each meaning "not given". */
const absent = <T>(present: fc.Arbitrary<T>, empties: unknown[] = [null]) =>
  fc
    .option(present, { nil: undefined })
    .chain((value) =>
      value === undefined
        ? fc.constantFrom<unknown>(undefined, ...empties)
        : fc.constant<unknown>(value),
    );

/** An object without the keys whose value is undefined (absent, not null). */
const compact = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe('orders: optional sale fields', () => {
  const order = fc.record({
    sab_id: fc.oneof(fc.nat(), fc.nat().map(String)),
    pard_id: absent(fc.oneof(fc.nat(), fc.nat().map(String))),
    sab_parduodamas: absent(fc.constantFrom<unknown>(1, 0, '1', '0', true, false)),
    sasi_galiojanuo: fc.constant('2026-11-22 18:00:00'),
    iki: fc.constant('2026-11-22 19:00:00'),
    pv_pavadinimas: fc.string(),
    pasl_pavadinimas: fc.oneof(fc.string(), fc.integer()),
    kaina: cents.map(wireMoney),
    nar_kiekgalioja: absent(fc.oneof(fc.nat(9), fc.nat(9).map(String))),
  });

  it('absent or null sale fields read as "no sale id", "not listed" and 0 valid', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 5 }), (orders) => {
        const body = { status: 'success', data: { results: orders.map(compact) } };
        const parsed = read(body, ordersBody);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const mapped = toOrders(parsed.value);
        mapped.forEach((o, i) => {
          const sent = orders[i]!;
          expect(o.id).toBe(Number(sent.sab_id));
          expect(o.saleId).toBe(
            sent.pard_id === undefined || sent.pard_id === null ? null : Number(sent.pard_id),
          );
          expect(o.listedForSale).toBe([1, '1', true].includes(sent.sab_parduodamas as never));
          expect(o.validCount).toBe(
            sent.nar_kiekgalioja === undefined || sent.nar_kiekgalioja === null
              ? 0
              : Number(sent.nar_kiekgalioja),
          );
          expect(o.service).toBe(String(sent.pasl_pavadinimas));
          expect(Math.round(o.price * 100)).toBe(Math.round(Number(sent.kaina) * 100));
        });
      }),
    );
  });
});

describe('venue options: optional settings, and the map link an http(s) address only', () => {
  const options = fc.record({
    digiApiUrl: fc.constant('https://content.example/wp-json/data/v1/'),
    nsoftApiUrl: fc.constant('https://booking.example/api'),
    data: absent(
      fc.record({ paymentMethod: absent(fc.constantFrom('bank', 'paysera'), [null, '']) }),
    ),
    consentIDS: fc.record({
      taisykles: fc.oneof(fc.nat(99), fc.nat(99).map(String)),
      naujienos: fc.oneof(fc.nat(99), fc.nat(99).map(String)),
    }),
    serverdate: fc.constant('2026-11-21T09:30:00+02:00'),
    workHours: absent(
      fc.record({
        start: fc.oneof(
          fc.integer({ min: 0, max: 11 }),
          fc.integer({ min: 0, max: 11 }).map(String),
        ),
        end: fc.oneof(
          fc.integer({ min: 12, max: 24 }),
          fc.integer({ min: 12, max: 24 }).map(String),
        ),
      }),
    ),
    vieta: absent(
      fc.oneof(
        fc.webUrl(),
        fc.constantFrom(
          "javascript:window.__pwned='map'",
          ' JavaScript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'vbscript:msgbox(1)',
          'maps.example/?q=Vilnius',
        ),
      ),
      [null, ''],
    ),
    tel_nr: absent(fc.oneof(fc.constant('+37060000000'), fc.constant(37060000000)), [null, '']),
    paymentUrls: fc.constant({
      balance: { accept: 'https://p.example/a', cancel: 'https://p.example/c' },
      reservation: { accept: 'https://p.example/ra', cancel: 'https://p.example/rc' },
    }),
  });

  it('absent, null or empty settings read as their defaults; given ones as given', () => {
    fc.assert(
      fc.property(options, (sent) => {
        const body = {
          status: true,
          data: compact({
            ...sent,
            data:
              sent.data && typeof sent.data === 'object'
                ? compact(sent.data as Record<string, unknown>)
                : sent.data,
          }),
        };
        const parsed = read(body, optionsBody);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const o = toVenueOptions(parsed.value);
        const given = (v: unknown) => v !== undefined && v !== null && v !== '';
        const method = (sent.data as { paymentMethod?: unknown } | null | undefined)?.paymentMethod;
        expect(o.paymentMethod).toBe(given(method) ? method : 'bank');
        // only an http(s) address becomes the map link
        expect(o.mapUrl).toBe(
          given(sent.vieta) && /^https?:\/\//.test(String(sent.vieta)) ? sent.vieta : null,
        );
        expect(o.phone).toBe(given(sent.tel_nr) ? String(sent.tel_nr) : null);
        const hours = sent.workHours as { start: unknown; end: unknown } | null | undefined;
        expect(o.workHours).toEqual(
          hours ? { start: Number(hours.start), end: Number(hours.end) } : { start: 7, end: 23 },
        );
        expect(o.consentIds).toEqual({
          terms: Number(sent.consentIDS.taisykles),
          newsletter: Number(sent.consentIDS.naujienos),
        });
      }),
    );
  });
});

describe('carts, invoices and consents: money and optional fields', () => {
  const item = fc.record({
    id: fc.nat(),
    from: fc.constant('2026-11-21 10:00'),
    till: fc.constant('2026-11-21 10:30'),
    price: cents.map(wireMoney),
    price_wo_disc: cents.map((c) => c / 100),
    product: fc.string(),
    product_id: fc.nat().map(String),
    quantity: fc.constantFrom<unknown>('1', 1),
    service: fc.record({ place_id: fc.nat(9), service_id: fc.nat(999) }),
  });

  it('a cart: numeric-string prices read as their cents; an absent expiration reads as none', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 4 }),
        cents,
        absent(fc.constant('2026-11-21 09:45:00'), [null, '']),
        (items, total, expiration) => {
          const body = {
            status: 'success',
            data: {
              code: 'C1',
              status: compact({ status: '1', expiration }),
              system: { current_date_time: '2026-11-21 09:30:00' },
              total: { total: wireMoney(total) },
              inside: { court_reservations: items },
            },
          };
          const parsed = read(body, cartBody);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          const cart = toCart(parsed.value);
          expect(cart.expiration).toBe(expiration ? expiration : null);
          expect(shownCents(formatPrice(cart.total))).toBe(total);
          cart.items.forEach((it, i) => {
            expect(shownCents(formatPrice(it.price))).toBe(
              Math.round(Number(items[i]!.price) * 100),
            );
            expect(it.quantity).toBe(1);
          });
        },
      ),
    );
  });

  it('an invoice amount in cents (number or numeric string) shows as those cents', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(cents, cents.map(String)), { maxLength: 5 }), (amounts) => {
        const body = {
          status: 'success',
          data: amounts.map((a, i) => ({
            doc_id: String(700 + i),
            invoice_date: '2026-11-01',
            serial_no: 700 + i,
            amount_in_cents: a,
          })),
        };
        const parsed = read(body, invoicesBody);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        toInvoices(parsed.value).forEach((inv, i) => {
          expect(shownCents(formatPrice(inv.amount))).toBe(Number(amounts[i]));
          expect(inv.serialNo).toBe(String(700 + i));
        });
      }),
    );
  });

  it('consents: 0/1 flags read as booleans, absent or null channels as none', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            template_id: fc.oneof(fc.nat(99), fc.nat(99).map(String)),
            consent: fc.constantFrom<unknown>(1, 0, '1', '0', true, false),
            channels: absent(fc.array(fc.oneof(fc.constantFrom('email', 'sms'), fc.nat(9)))),
          }),
          { maxLength: 4 },
        ),
        (consents) => {
          const body = { status: 'success', data: { consents: consents.map(compact) } };
          const parsed = read(body, consentsBody);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          toConsents(parsed.value).forEach((c, i) => {
            const sent = consents[i]!;
            expect(c.templateId).toBe(Number(sent.template_id));
            expect(c.consent).toBe([1, '1', true].includes(sent.consent as never));
            expect(c.channels).toEqual(
              Array.isArray(sent.channels) ? sent.channels.map(String) : [],
            );
          });
        },
      ),
    );
  });
});
