// @vitest-environment node
/** The booking API's calls against the venue simulator: every call's happy path, mapped. */
import { describe, expect, it } from 'vitest';
import type { CourtDay } from '../../machines/domain';
import type { BookingCalls } from './support/wire';
import { TODAY, simulatorForFile } from './support/sim';

const sim = simulatorForFile();

const TOMORROW = '2026-11-22';

function unwrap<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.data;
}

/** A wire signed in as the demo user (subject 1001, 50 € credit). */
async function signedIn() {
  const wired = sim.wire();
  const { token } = unwrap(
    await wired.booking.login({ username: 'demo@example.lt', password: 'demo123' }),
  );
  wired.signIn(token);
  return { ...wired, token };
}

/** The first free half hour on a court tomorrow, with its shortest duration. */
async function freeSlot(booking: BookingCalls) {
  const days = unwrap(await booking.getPlaceInfo({ placeId: 1, date: TOMORROW }));
  for (const court of days) {
    const time = Object.keys(court.timetable).find((t) => court.timetable[t] === 'free');
    if (time === undefined) continue;
    const durations = unwrap(
      await booking.getTimeInfo({ courtId: court.courtId, date: TOMORROW, time }),
    );
    const first = durations[0];
    if (first) return { courtId: court.courtId, date: TOMORROW, time, durationMins: first.minutes };
  }
  throw new Error('no free slot tomorrow');
}

describe('board (simulator)', () => {
  it('getPlaces gives the venues as {id, name}', async () => {
    expect(await sim.wire().booking.getPlaces()).toEqual({
      ok: true,
      data: [
        { id: 1, name: 'Sporto centras Žalgiris' },
        { id: 2, name: 'Teniso arena' },
        { id: 3, name: 'Padelio klubas' },
      ],
    });
  });

  it('getPlaceInfo gives each court with a timetable of statuses keyed by HH:mm:ss', async () => {
    const days: CourtDay[] = unwrap(
      await sim.wire().booking.getPlaceInfo({ placeId: 1, date: TODAY }),
    );

    expect(days.map((d) => d.courtId)).toEqual([101, 102, 103, 104, 105]);
    const [first] = days;
    expect(first?.courtName).toBe('Teniso aikštelė 1');
    const times = Object.keys(first?.timetable ?? {});
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    for (const status of Object.values(first?.timetable ?? {}))
      expect(status).toEqual(expect.any(String));
  });

  it('getTimeInfo gives durations with prices as numbers (sent as "12.50")', async () => {
    const slot = await freeSlot(sim.wire().booking);
    const durations = unwrap(await sim.wire().booking.getTimeInfo(slot));
    expect(durations.length).toBeGreaterThan(0);
    for (const d of durations) {
      expect(d).toEqual({ minutes: expect.any(Number), price: expect.any(Number) });
      expect(d.minutes % 30).toBe(0);
      expect(d.price).toBeGreaterThan(0);
    }
  });
});

describe('session (simulator)', () => {
  it('login gives a token; checkToken gives the user', async () => {
    const { booking, token } = await signedIn();
    expect(await booking.checkToken(token)).toEqual({
      ok: true,
      data: { subject: '1001', firstName: 'Jonas', lastName: 'Jonaitis', email: 'demo@example.lt' },
    });
  });

  it('a wrong password fails with the server message and status', async () => {
    const { booking } = sim.wire();
    const result = await booking.login({ username: 'demo@example.lt', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, error: 'server', message: expect.any(String) });
    expect(result.ok || result.message).not.toBe('');
    expect(result.ok || result.status).toBeGreaterThanOrEqual(400);
  });

  it('checkToken refuses an unknown token', async () => {
    expect(await sim.wire().booking.checkToken('not-a-token')).toMatchObject({
      ok: false,
      error: 'server',
    });
  });

  it('getCredit gives the balance in euros', async () => {
    const { booking } = await signedIn();
    expect(await booking.getCredit()).toEqual({ ok: true, data: 50 });
  });

  it('changePassword gives a new token and the old one stops working', async () => {
    const { booking, token, signIn } = await signedIn();
    const { token: fresh } = unwrap(
      await booking.changePassword({ oldPassword: 'demo123', newPassword: 'naujas1' }),
    );
    signIn(fresh);
    expect(fresh).not.toBe(token);
    expect(await booking.checkToken(token)).toMatchObject({ ok: false });
    expect(await booking.checkToken(fresh)).toMatchObject({ ok: true });
  });

  it('forgotPassword accepts a known e-mail and refuses an unknown one', async () => {
    const { booking } = sim.wire();
    expect(await booking.forgotPassword('demo@example.lt')).toEqual({ ok: true, data: null });
    expect(await booking.forgotPassword('nobody@example.lt')).toMatchObject({
      ok: false,
      error: 'server',
      message: 'Toks el. paštas nerastas',
    });
  });

  it('logout ends the session', async () => {
    const { booking, token } = await signedIn();
    expect(await booking.logout()).toEqual({ ok: true, data: null });
    expect(await booking.checkToken(token)).toMatchObject({ ok: false });
  });
});

describe('orders and invoices (simulator)', () => {
  it('getOrders maps orders, normalising "1"/0 flags and numeric strings', async () => {
    const { booking } = await signedIn();
    const orders = unwrap(await booking.getOrders({ from: TODAY, to: '2027-01-21' }));

    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order).toEqual({
        id: expect.any(Number),
        saleId: expect.any(Number),
        listedForSale: expect.any(Boolean),
        start: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        end: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        venue: expect.any(String),
        service: expect.any(String),
        price: expect.any(Number),
        validCount: 1,
      });
    }
    // the seed lists exactly one future booking for sale, sent as "1"; the rest arrive as 0
    expect(orders.filter((o) => o.listedForSale)).toHaveLength(1);
  });

  it('sellOrder lists and withdraws a future order', async () => {
    const { booking } = await signedIn();
    const range = { from: TODAY, to: '2027-01-21' };
    const target = unwrap(await booking.getOrders(range)).find((o) => !o.listedForSale);
    if (!target) throw new Error('no unlisted order');

    expect(await booking.sellOrder({ orderId: target.id, sell: true })).toEqual({
      ok: true,
      data: null,
    });
    const listed = unwrap(await booking.getOrders(range)).find((o) => o.id === target.id);
    expect(listed?.listedForSale).toBe(true);

    expect(await booking.sellOrder({ orderId: target.id, sell: false })).toEqual({
      ok: true,
      data: null,
    });
    const withdrawn = unwrap(await booking.getOrders(range)).find((o) => o.id === target.id);
    expect(withdrawn?.listedForSale).toBe(false);
  });

  it('sellOrder of a past order fails as a server refusal', async () => {
    const { booking } = await signedIn();
    const past = unwrap(await booking.getOrders({ from: '2026-09-01', to: '2026-11-20' }))[0];
    if (!past) throw new Error('no past order');

    expect(await booking.sellOrder({ orderId: past.id, sell: true })).toMatchObject({
      ok: false,
      error: 'server',
    });
  });

  it('getInvoices maps invoices with amounts in euros; getInvoicePdf gives the PDF', async () => {
    const { booking } = await signedIn();
    const invoices = unwrap(await booking.getInvoices({ from: '2026-09-21', till: TODAY }));

    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice).toEqual({
        docId: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        serialNo: expect.stringMatching(/^SF-/),
        amount: expect.any(Number),
      });
    }
    // the seeded top-ups are 30 € and 20 € (3000 and 2000 cents)
    expect(invoices.map((i) => i.amount)).toEqual(expect.arrayContaining([30, 20]));

    const pdf = unwrap(await booking.getInvoicePdf(invoices[0]?.docId ?? 0));
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.slice(0, 5).text()).toBe('%PDF-');
  });

  it("another user's invoice PDF fails as a server refusal", async () => {
    const { booking } = await signedIn();
    const [invoice] = unwrap(await booking.getInvoices({ from: '2026-09-21', till: TODAY }));
    const stranger = sim.wire();
    const { token } = unwrap(
      await stranger.content.register({
        firstName: 'Kitas',
        lastName: 'Žmogus',
        email: 'kitas@example.lt',
        password: 'kitas1',
        reenteredPassword: 'kitas1',
        newsletter: false,
      }),
    );
    stranger.signIn(token);

    expect(await stranger.booking.getInvoicePdf(invoice?.docId ?? 0)).toMatchObject({
      ok: false,
      error: 'server',
    });
  });
});

describe('consents (simulator)', () => {
  it('getConsents maps 1/0 to booleans; setConsents records them', async () => {
    const { booking } = await signedIn();
    expect(unwrap(await booking.getConsents('1001'))).toEqual(
      expect.arrayContaining([
        { templateId: 5, consent: true, channels: ['email'] },
        { templateId: 1, consent: false, channels: [] },
      ]),
    );

    expect(
      await booking.setConsents('1001', [{ templateId: 1, consent: true, channels: ['email'] }]),
    ).toEqual({ ok: true, data: null });
    expect(unwrap(await booking.getConsents('1001'))).toEqual(
      expect.arrayContaining([{ templateId: 1, consent: true, channels: ['email'] }]),
    );
  });

  it("another subject's consents are refused", async () => {
    const { booking } = await signedIn();
    expect(await booking.getConsents('1002')).toMatchObject({
      ok: false,
      error: 'server',
      status: 403,
    });
  });
});

describe('carts (simulator)', () => {
  it('create, add, resume, remove: every answer maps to a Cart', async () => {
    const { booking } = await signedIn();
    const code = unwrap(await booking.createBasicCart());
    expect(code).toEqual(expect.any(String));

    const empty = unwrap(await booking.getCart(code));
    expect(empty).toMatchObject({ code, status: 1, total: 0, items: [] });

    const slot = await freeSlot(booking);
    const added = unwrap(await booking.addCourtReservation(code, { ...slot, clientId: '1001' }));
    expect(added.items).toHaveLength(1);
    const [item] = added.items;
    expect(item).toEqual({
      id: expect.any(Number),
      from: `${TOMORROW} ${slot.time}`,
      till: expect.stringMatching(/^2026-11-22 \d{2}:\d{2}:\d{2}$/),
      price: expect.any(Number),
      priceWithoutDiscount: expect.any(Number),
      product: expect.any(String),
      productId: slot.courtId,
      quantity: 1,
      placeId: 1,
      serviceId: expect.any(Number),
    });
    expect(added.total).toBe(item?.price);
    expect(added.expiration).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(added.serverNow).toBe('2026-11-21 09:30:00');

    expect(unwrap(await booking.resumeCart(code)).items).toHaveLength(1);
    const removed = unwrap(await booking.removeCourtReservation(code, item?.id ?? 0));
    expect(removed.items).toEqual([]);
  });

  it('adding a taken slot fails with the server message', async () => {
    const { booking } = await signedIn();
    // signed in, an add carries the user's subject as clientId (docs/rules.md §6)
    const slot = { ...(await freeSlot(booking)), clientId: '1001' };
    const first = unwrap(await booking.createBasicCart());
    const second = unwrap(await booking.createBasicCart());
    unwrap(await booking.addCourtReservation(first, slot));

    const result = await booking.addCourtReservation(second, slot);
    expect(result).toMatchObject({ ok: false, error: 'server', status: 409 });
    expect(result.ok || result.message).toMatch(/užimtas/);
  });

  it('payByCredits pays the cart (status 2) and lowers the balance', async () => {
    const { booking } = await signedIn();
    const code = unwrap(await booking.createBasicCart());
    const slot = { ...(await freeSlot(booking)), clientId: '1001' };
    const cart = unwrap(await booking.addCourtReservation(code, slot));

    const paid = unwrap(await booking.payByCredits(code));
    expect(paid.status).toBe(2);
    expect(await booking.getCredit()).toEqual({ ok: true, data: 50 - cart.total });
  });

  it('payByBank gives the bank page address', async () => {
    const { booking } = await signedIn();
    const code = unwrap(await booking.createBasicCart());
    const slot = { ...(await freeSlot(booking)), clientId: '1001' };
    unwrap(await booking.addCourtReservation(code, slot));
    const url = unwrap(
      await booking.payByBank(code, {
        paymentMethod: 'bank', // the simulator's data.paymentMethod
        acceptUrl: `${sim.url}/mokejimas/sekminga-rezervacija`,
        cancelUrl: `${sim.url}/mokejimas/nesekminga-rezervacija`,
      }),
    );
    expect(() => new URL(url)).not.toThrow();
  });

  it('top-up: createCart, addAccountCash ("10.00"), orderCart gives the bank address', async () => {
    const { booking } = await signedIn();
    const code = unwrap(await booking.createCart());
    const cart = unwrap(await booking.addAccountCash(code, { subject: '1001', amount: 10 }));
    expect(cart.total).toBe(10);

    const url = unwrap(
      await booking.orderCart(code, {
        paymentMethod: 'bank',
        email: 'demo@example.lt',
        acceptUrl: `${sim.url}/mokejimas/sekmingai-balansas`,
        cancelUrl: `${sim.url}/mokejimas/nesekmingai-balansas`,
      }),
    );
    expect(() => new URL(url)).not.toThrow();
  });
});
