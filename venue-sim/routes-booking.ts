/** The booking API (nsoftApiUrl = <origin>/api): every call of CONTRACT.md's second table. */
import { isDate, minutesOf, normaliseTime } from './clock.js';
import { venues } from './data.js';
import { durationsFrom, placeInfo } from './board.js';
import { priceOf } from './prices.js';
import {
  addReservation,
  createCart,
  findCart,
  payByCredits,
  removeReservation,
  resumeCart,
  setTopUp,
  startBankPayment,
} from './carts.js';
import { SimError } from './model.js';
import { invoicePdf } from './pdf.js';
import { route, type Ctx, type RawReply } from './router.js';
import {
  cartJson,
  consentsJson,
  invoiceJson,
  money,
  orderJson,
  orderStart,
  userJson,
} from './wire.js';

function requireDate(value: string, name = 'date'): string {
  if (!isDate(value)) throw new SimError(400, `Neteisinga data (${name})`);
  return value;
}

function requireInt(value: string, name: string): number {
  const n = Number(value);
  if (value === '' || !Number.isInteger(n)) throw new SimError(400, `Trūksta lauko ${name}`);
  return n;
}

function viewerSubject(ctx: Ctx): string | null {
  return ctx.sim.viewerOrAnonymous(ctx.token)?.subject ?? null;
}

function cartOf(ctx: Ctx) {
  return findCart(ctx.sim, ctx.match[0] ?? '', ctx.sim.viewerOrAnonymous(ctx.token));
}

export const bookingRoutes = [
  route('GET', '/v1/allPlacesInfo', () => venues.map((v) => ({ id: v.id, placeName: v.name }))),

  route('GET', '/v1/placeInfo', (ctx) => {
    const venueId = requireInt(ctx.params.text('placeID'), 'placeID');
    const date = requireDate(ctx.params.text('date'));
    return placeInfo(ctx.sim, venueId, date, viewerSubject(ctx));
  }),

  route('GET', '/v1/timeInfo', (ctx) => {
    const courtId = requireInt(ctx.params.text('courtID'), 'courtID');
    const date = requireDate(ctx.params.text('date'));
    const time = normaliseTime(ctx.params.text('time'));
    if (time === null) throw new SimError(400, 'Neteisingas laikas');
    const start = minutesOf(time);
    if (start % 30 !== 0) throw new SimError(400, 'Laikas turi būti pusvalandžio pradžia');
    const durations = durationsFrom(ctx.sim, courtId, date, start, viewerSubject(ctx));
    return {
      aviableDurations: durations.map((minutes) => ({
        duration_min: minutes,
        price_with_discount: money(priceOf(courtId, date, start, minutes)),
      })),
    };
  }),

  route('POST', '/v1/login', (ctx) => ({
    session_token: ctx.sim.login(ctx.params.text('username'), ctx.params.get('password') ?? ''),
  })),

  route('POST', '/v1/checkToken', (ctx) => userJson(ctx.sim.requireUser(ctx.token))),

  route('POST', '/v1/logout', (ctx) => {
    ctx.sim.logout(ctx.token);
    return null;
  }),

  route('GET', '/v1/credit', (ctx) => ({
    balance: money(ctx.sim.requireUser(ctx.token).balance),
  })),

  route('POST', '/v1/forgotPassword', (ctx) => {
    ctx.sim.forgotPassword(ctx.params.text('email'));
    return null;
  }),

  route('POST', '/v1/changePassword', (ctx) => ({
    session_token: ctx.sim.changePassword(
      ctx.token,
      ctx.params.get('old_password') ?? '',
      ctx.params.get('new_password') ?? '',
    ),
  })),

  route('GET', '/v1/orders', (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const from = requireDate(ctx.params.text('from'), 'from');
    const to = requireDate(ctx.params.text('to'), 'to');
    const results = [...ctx.sim.orders.values()]
      .filter((o) => o.owner === user.subject && o.valid && o.date >= from && o.date <= to)
      .sort((a, b) => orderStart(a) - orderStart(b))
      .map(orderJson);
    return { results };
  }),

  route('POST', '/v1/sellOrder', (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const order = ctx.sim.orders.get(requireInt(ctx.params.text('sabID'), 'sabID'));
    if (!order || !order.valid) throw new SimError(404, 'Užsakymas nerastas');
    if (order.owner !== user.subject) throw new SimError(403, 'Tai ne jūsų užsakymas');
    if (orderStart(order) <= ctx.sim.now()) {
      throw new SimError(400, 'Parduoti galima tik būsimą rezervaciją');
    }
    order.listed = ctx.params.flag('sell');
    return null;
  }),

  route('POST', '/v2/basic-carts', (ctx) => ({ code: createCart(ctx.sim).code })),

  route('POST', '/v2/carts', (ctx) => ({ cart: { reservationCode: createCart(ctx.sim).code } })),

  route('GET', '/v2/carts/:code', (ctx) => cartJson(ctx.sim, cartOf(ctx))),

  route('PUT', '/v2/carts/:code/resume', (ctx) => {
    const cart = cartOf(ctx);
    resumeCart(ctx.sim, cart);
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/court-reservations-add', (ctx) => {
    const cart = cartOf(ctx);
    addReservation(
      ctx.sim,
      cart,
      {
        courtId: requireInt(ctx.params.text('courtID'), 'courtID'),
        date: requireDate(ctx.params.text('date')),
        time: ctx.params.text('time'),
        durationMins: requireInt(ctx.params.text('durationMins'), 'durationMins'),
        clientId: ctx.params.text('clientID') || null,
      },
      ctx.sim.viewerOrAnonymous(ctx.token),
    );
    return cartJson(ctx.sim, cart);
  }),

  route('DELETE', '/v2/carts/:code/court-reservations/:id', (ctx) => {
    const cart = cartOf(ctx);
    removeReservation(ctx.sim, cart, requireInt(ctx.match[1] ?? '', 'id'));
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/user_order', (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const cart = cartOf(ctx);
    const { acceptUrl, cancelUrl } = returnUrls(ctx);
    return { url: startBankPayment(ctx.sim, cart, user, ctx.origin, acceptUrl, cancelUrl) };
  }),

  route('POST', '/v2/carts/:code/user_account_order', (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const cart = cartOf(ctx);
    payByCredits(ctx.sim, cart, user);
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/account_cash', (ctx) => {
    const cart = cartOf(ctx);
    const subject = ctx.params.text('subject');
    if (!subject) throw new SimError(400, 'Trūksta lauko subject');
    setTopUp(ctx.sim, cart, subject, ctx.params.text('amount'));
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/order', (ctx) => {
    const cart = cartOf(ctx);
    const { acceptUrl, cancelUrl } = returnUrls(ctx);
    const payer = ctx.sim.viewerOrAnonymous(ctx.token);
    return { url: startBankPayment(ctx.sim, cart, payer, ctx.origin, acceptUrl, cancelUrl) };
  }),

  route('GET', '/v2/tp/invoice/list', (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const from = requireDate(ctx.params.text('from'), 'from');
    const till = requireDate(ctx.params.text('till'), 'till');
    return ctx.sim.invoices
      .filter((i) => i.owner === user.subject && i.date >= from && i.date <= till)
      .map(invoiceJson);
  }),

  route('GET', '/v2/tp/invoice/pdf/:docId', async (ctx): Promise<RawReply> => {
    const user = ctx.sim.requireUser(ctx.token);
    const docId = Number(ctx.match[0]);
    const invoice = ctx.sim.invoices.find((i) => i.docId === docId);
    if (!invoice) throw new SimError(404, 'Sąskaita nerasta');
    if (invoice.owner !== user.subject) throw new SimError(403, 'Tai ne jūsų sąskaita');
    const body = await invoicePdf(invoice, user);
    return {
      raw: {
        contentType: 'application/pdf',
        body,
        headers: { 'Content-Disposition': `attachment; filename="${invoice.serialNo}.pdf"` },
      },
    };
  }),

  route('GET', '/v2/subjects/:id/consents-v2', (ctx) =>
    consentsJson(ctx.sim.ownSubject(ctx.token, ctx.match[0] ?? '')),
  ),

  route('POST', '/v2/subjects/:id/consents-v2', (ctx) => {
    const user = ctx.sim.ownSubject(ctx.token, ctx.match[0] ?? '');
    for (const c of parseConsents(ctx.params.raw('consents'))) {
      user.consents.set(c.templateId, { consent: c.consent, channels: c.channels });
    }
    return null;
  }),
];

function returnUrls(ctx: Ctx) {
  return { acceptUrl: ctx.params.text('acceptUrl'), cancelUrl: ctx.params.text('cancelUrl') };
}

/** `consents` arrives as a JSON string (form) or as a list (JSON body). */
function parseConsents(raw: unknown) {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new SimError(400, 'consents turi būti JSON sąrašas');
    }
  }
  if (!Array.isArray(list)) throw new SimError(400, 'consents turi būti sąrašas');
  return list.map((entry: unknown) => {
    const c = (entry ?? {}) as Record<string, unknown>;
    const templateId = Number(c.template_id);
    if (!Number.isInteger(templateId)) throw new SimError(400, 'Trūksta template_id');
    const consent =
      c.consent === true || c.consent === 1 || c.consent === '1' || c.consent === 'true';
    const channels = Array.isArray(c.channels) ? c.channels.map(String) : [];
    return { templateId, consent, channels };
  });
}
