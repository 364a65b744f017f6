/** The booking API (nsoftApiUrl = <origin>/api): every call of docs/wire.md "Booking API". */
import { minutesOf, normaliseTime } from './clock.js';
import type { CallShape, Fields } from './contract.js';
import { PAYMENT_METHOD, venuesListed } from './data.js';
import { durationsFrom, isHeldInCart, placeInfo } from './board.js';
import {
  addReservation,
  createCart,
  findCart,
  isReturnUrl,
  payByCredits,
  removeReservation,
  resumeCart,
  setTopUp,
  startBankPayment,
} from './carts.js';
import { SimError } from './model.js';
import { invoicePdf } from './pdf.js';
import { priceOf } from './prices.js';
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

// Where each call carries the token (docs/wire.md "The token"): always the bearer when signed
// in, plus the field docs/rules.md lists for it, plus X-NSOFT-SESSION-TOKEN for consents and invoices.
const OPEN: CallShape = { body: 'none', auth: 'optional' };
const BOARD: CallShape = { body: 'none', auth: 'optional', tokenField: 'sessionToken' };
const ACCOUNT_JSON: CallShape = { body: 'json', auth: 'none' };
const USER_QUERY: CallShape = { body: 'none', auth: 'user', tokenField: 'sessionToken' };
const USER_JSON: CallShape = { body: 'json', auth: 'user', tokenField: 'session_token' };
const USER_FORM: CallShape = { body: 'form', auth: 'user', tokenField: 'session_token' };
const USER_HEADER: CallShape = { body: 'none', auth: 'user', tokenHeader: true };
const CART_FORM: CallShape = { body: 'form', auth: 'optional' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function viewerSubject(ctx: Ctx): string | null {
  return ctx.sim.viewerOrAnonymous(ctx.token)?.subject ?? null;
}

function cartOf(ctx: Ctx) {
  return findCart(ctx.sim, ctx.match[0] ?? '', ctx.sim.viewerOrAnonymous(ctx.token));
}

/** payment_method is the bank provider the settings name; acceptUrl/cancelUrl come back later. */
function bankFields(fields: Fields) {
  fields.oneOf('payment_method', [PAYMENT_METHOD]);
  const acceptUrl = fields.text('acceptUrl');
  const cancelUrl = fields.text('cancelUrl');
  if (!isReturnUrl(acceptUrl) || !isReturnUrl(cancelUrl)) {
    throw new SimError(400, 'acceptUrl ir cancelUrl turi būti http(s) adresai arba keliai');
  }
  return { acceptUrl, cancelUrl };
}

export const bookingRoutes = [
  route('GET', '/v1/allPlacesInfo', OPEN, (ctx) =>
    venuesListed(ctx.sim.scenario.smallVenue).map((v) => ({ id: v.id, placeName: v.name })),
  ),

  route('GET', '/v1/placeInfo', BOARD, (ctx) => {
    const venueId = ctx.fields.int('placeID');
    const date = ctx.fields.date('date');
    if (!venuesListed(ctx.sim.scenario.smallVenue).some((v) => v.id === venueId)) {
      throw new SimError(404, `Vieta ${venueId} nerasta`);
    }
    return placeInfo(ctx.sim, venueId, date, viewerSubject(ctx));
  }),

  route('GET', '/v1/timeInfo', BOARD, (ctx) => {
    const courtId = ctx.fields.int('courtID');
    const date = ctx.fields.date('date');
    const time = normaliseTime(ctx.fields.text('time'));
    if (time === null) throw new SimError(400, 'Laukas time turi būti HH:mm:ss');
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

  route('POST', '/v1/login', ACCOUNT_JSON, (ctx) => ({
    session_token: ctx.sim.login(ctx.fields.text('username'), ctx.fields.secret('password')),
  })),

  route('POST', '/v1/checkToken', USER_JSON, (ctx) => userJson(ctx.sim.requireUser(ctx.token))),

  // A stale token logs out quietly: there is nothing left to end.
  route('POST', '/v1/logout', { body: 'none', auth: 'user' }, (ctx) => {
    ctx.sim.logout(ctx.token);
    return null;
  }),

  route('GET', '/v1/credit', USER_QUERY, (ctx) => ({
    balance: money(ctx.sim.requireUser(ctx.token).balance),
  })),

  route('POST', '/v1/forgotPassword', ACCOUNT_JSON, (ctx) => {
    ctx.sim.forgotPassword(ctx.fields.text('email'));
    return null;
  }),

  route('POST', '/v1/changePassword', USER_JSON, (ctx) => ({
    session_token: ctx.sim.changePassword(
      ctx.token,
      ctx.fields.secret('old_password'),
      ctx.fields.secret('new_password'),
    ),
  })),

  route('GET', '/v1/orders', USER_QUERY, (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const from = ctx.fields.date('from');
    const to = ctx.fields.date('to');
    const results = [...ctx.sim.orders.values()]
      .filter((o) => o.owner === user.subject && o.valid && o.date >= from && o.date <= to)
      .sort((a, b) => orderStart(a) - orderStart(b))
      .map(orderJson);
    return { results };
  }),

  route(
    'POST',
    '/v1/sellOrder',
    { body: 'form', auth: 'user', tokenField: 'sessionToken' },
    (ctx) => {
      const user = ctx.sim.requireUser(ctx.token);
      const sabId = ctx.fields.int('sabID');
      ctx.fields.oneOf('sellType', ['1']);
      const sell = ctx.fields.oneOf('sell', ['1', '0']) === '1';
      const order = ctx.sim.orders.get(sabId);
      if (!order || !order.valid) throw new SimError(404, 'Užsakymas nerastas');
      if (order.owner !== user.subject) throw new SimError(403, 'Tai ne jūsų užsakymas');
      if (orderStart(order) <= ctx.sim.now()) {
        throw new SimError(400, 'Parduoti galima tik būsimą rezervaciją');
      }
      if (!sell && order.listed && isHeldInCart(ctx.sim, order)) {
        throw new SimError(409, 'Šį laiką jau laiko pirkėjo krepšelis');
      }
      order.listed = sell;
      return null;
    },
  ),

  route('POST', '/v2/basic-carts', { body: 'empty-form', auth: 'optional' }, (ctx) => ({
    code: createCart(ctx.sim).code,
  })),

  route('POST', '/v2/carts', OPEN, (ctx) => ({
    cart: { reservationCode: createCart(ctx.sim).code },
  })),

  route('GET', '/v2/carts/:code', OPEN, (ctx) => cartJson(ctx.sim, cartOf(ctx))),

  route('PUT', '/v2/carts/:code/resume', OPEN, (ctx) => {
    const cart = cartOf(ctx);
    resumeCart(ctx.sim, cart);
    return cartJson(ctx.sim, cart);
  }),

  // Signed in, the add carries the user's subject as clientID (docs/rules.md §6); anonymous, none.
  route('POST', '/v2/carts/:code/court-reservations-add', CART_FORM, (ctx) => {
    const cart = cartOf(ctx);
    const f = ctx.fields;
    const request = {
      courtId: f.int('courtID'),
      date: f.date('date'),
      time: f.text('time'),
      durationMins: f.int('durationMins'),
    };
    const viewer = ctx.sim.viewerOrAnonymous(ctx.token);
    const clientId = f.optionalText('clientID');
    if (viewer && clientId === undefined) {
      throw new SimError(
        400,
        'Trūksta lauko clientID: prisijungęs naudotojas siunčia savo subject',
      );
    }
    if (!viewer && clientId !== undefined) {
      throw new SimError(401, `clientID ${clientId} be galiojančio Authorization: Bearer`);
    }
    if (viewer && clientId !== viewer.subject) {
      throw new SimError(403, `clientID ${clientId} nėra prisijungęs naudotojas`);
    }
    addReservation(ctx.sim, cart, request, viewer);
    return cartJson(ctx.sim, cart);
  }),

  route('DELETE', '/v2/carts/:code/court-reservations/:id', OPEN, (ctx) => {
    const cart = cartOf(ctx);
    const id = Number(ctx.match[1]);
    if (!Number.isInteger(id)) throw new SimError(404, 'Rezervacija krepšelyje nerasta');
    removeReservation(ctx.sim, cart, id);
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/user_order', USER_FORM, (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const cart = cartOf(ctx);
    const { acceptUrl, cancelUrl } = bankFields(ctx.fields);
    return { url: startBankPayment(ctx.sim, cart, user, ctx.origin, acceptUrl, cancelUrl) };
  }),

  route('POST', '/v2/carts/:code/user_account_order', USER_FORM, (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const cart = cartOf(ctx);
    payByCredits(ctx.sim, cart, user);
    return cartJson(ctx.sim, cart);
  }),

  // Only the signed-in user's own subject: a top-up for someone else is refused at once.
  route('POST', '/v2/carts/:code/account_cash', { body: 'form', auth: 'user' }, (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const subject = ctx.fields.text('subject');
    if (subject !== user.subject) {
      throw new SimError(403, `subject ${subject} nėra prisijungęs naudotojas`);
    }
    const amount = ctx.fields.text('amount');
    if (!/^\d+\.\d{2}$/.test(amount)) {
      throw new SimError(400, `Laukas amount turi būti eurai kaip „10.00“, gauta „${amount}“`);
    }
    const cart = cartOf(ctx);
    setTopUp(ctx.sim, cart, user, Math.round(Number(amount) * 100));
    return cartJson(ctx.sim, cart);
  }),

  route('POST', '/v2/carts/:code/order', CART_FORM, (ctx) => {
    const cart = cartOf(ctx);
    const { acceptUrl, cancelUrl } = bankFields(ctx.fields);
    const email = ctx.fields.text('email');
    if (!EMAIL.test(email)) throw new SimError(400, `Laukas email nėra el. paštas: „${email}“`);
    const payer = ctx.sim.viewerOrAnonymous(ctx.token);
    return { url: startBankPayment(ctx.sim, cart, payer, ctx.origin, acceptUrl, cancelUrl) };
  }),

  route('GET', '/v2/tp/invoice/list', USER_HEADER, (ctx) => {
    const user = ctx.sim.requireUser(ctx.token);
    const from = ctx.fields.date('from');
    const till = ctx.fields.date('till');
    return ctx.sim.invoices
      .filter((i) => i.owner === user.subject && i.date >= from && i.date <= till)
      .map(invoiceJson);
  }),

  route('GET', '/v2/tp/invoice/pdf/:docId', USER_HEADER, async (ctx): Promise<RawReply> => {
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

  route('GET', '/v2/subjects/:id/consents-v2', USER_HEADER, (ctx) =>
    consentsJson(ctx.sim.ownSubject(ctx.token, ctx.match[0] ?? '')),
  ),

  route('POST', '/v2/subjects/:id/consents-v2', { ...USER_HEADER, body: 'form' }, (ctx) => {
    const user = ctx.sim.ownSubject(ctx.token, ctx.match[0] ?? '');
    for (const c of parseConsents(ctx.fields.text('consents'))) {
      user.consents.set(c.templateId, { consent: c.consent, channels: c.channels });
    }
    return null;
  }),
];

/**
 * `consents` is a form field holding a JSON list of {template_id, consent: 1|0, channels};
 * channels are sent with a yes and empty with a no (docs/rules.md §7).
 */
function parseConsents(text: string) {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new SimError(400, 'Laukas consents turi būti JSON sąrašas');
  }
  if (!Array.isArray(list)) throw new SimError(400, 'Laukas consents turi būti JSON sąrašas');
  return list.map((entry: unknown, i) => {
    const c = (entry ?? {}) as Record<string, unknown>;
    const where = `consents[${i}]`;
    if (typeof c.template_id !== 'number' || !Number.isInteger(c.template_id)) {
      throw new SimError(400, `${where}.template_id turi būti sveikasis skaičius`);
    }
    if (c.consent !== 1 && c.consent !== 0) {
      throw new SimError(400, `${where}.consent turi būti 1 arba 0`);
    }
    const channels = c.channels;
    if (!Array.isArray(channels) || !channels.every((ch) => typeof ch === 'string')) {
      throw new SimError(400, `${where}.channels turi būti tekstų sąrašas`);
    }
    if (c.consent === 0 && channels.length > 0) {
      throw new SimError(400, `${where}: atsisakius sutikimo channels turi būti tuščias`);
    }
    return { templateId: c.template_id, consent: c.consent === 1, channels: channels as string[] };
  });
}
