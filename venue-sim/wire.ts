/**
 * How the simulator's state goes on the wire. Like a real PHP back end, some numbers travel as
 * numeric strings and some flags as "1"/0, so the portal's normalisation gets exercised.
 */
import { formatIso, formatLocal, localToEpoch, timeOf } from './clock.js';
import { NEWSLETTER_ID, PAYMENT_METHOD, TERMS_ID, courtById, venueById } from './data.js';
import { cartTotal } from './carts.js';
import type { Cart, Invoice, Order, User } from './model.js';
import type { Sim } from './sim.js';

/** cents → "12.50" */
export const money = (cents: number): string => (cents / 100).toFixed(2);

const stamp = (date: string, minutes: number) => `${date} ${timeOf(minutes)}`;

export function settingsJson(sim: Sim, origin: string) {
  const pay = (what: string) => `${origin}/mokejimas/${what}`;
  const settings: Record<string, unknown> = {
    digiApiUrl: `${origin}/wp-json/data/v1/`,
    nsoftApiUrl: sim.scenario.bookingApiUrl ?? `${origin}/api`,
    data: { paymentMethod: PAYMENT_METHOD },
    consentIDS: { taisykles: TERMS_ID, naujienos: NEWSLETTER_ID },
    serverdate: formatIso(sim.now()),
    paymentUrls: {
      balance: { accept: pay('sekmingai-balansas'), cancel: pay('nesekmingai-balansas') },
      reservation: { accept: pay('sekminga-rezervacija'), cancel: pay('nesekminga-rezervacija') },
    },
  };
  if (!sim.scenario.omitOptional) {
    settings.workHours = { start: '7', end: 23 };
    settings.vieta = 'https://maps.example/?q=Sporto+centras+%C5%BDalgiris';
    settings.tel_nr = '+37060000000';
  }
  return settings;
}

export function cartJson(sim: Sim, cart: Cart) {
  return {
    code: cart.code,
    status: { status: cart.status, expiration: formatLocal(cart.expiresAt) },
    system: { current_date_time: formatLocal(sim.now()) },
    total: { total: cartTotal(cart) / 100 },
    inside: {
      court_reservations: cart.items.map((item) => {
        const court = courtById(item.courtId);
        return {
          id: item.id,
          from: stamp(item.date, item.start),
          till: stamp(item.date, item.start + item.minutes),
          price: money(item.price),
          price_wo_disc: item.priceWithoutDiscount / 100,
          product: `${court?.name ?? 'Aikštelė'}, ${item.minutes} min`,
          product_id: item.courtId,
          quantity: '1',
          service: { place_id: court?.venueId ?? 0, service_id: item.courtId },
        };
      }),
    },
  };
}

export function orderJson(order: Order) {
  const court = courtById(order.courtId);
  return {
    sab_id: order.id,
    pard_id: order.saleId === null ? null : String(order.saleId),
    // one of each spelling a PHP back end produces
    sab_parduodamas: order.listed ? '1' : 0,
    sasi_galiojanuo: stamp(order.date, order.start),
    iki: stamp(order.date, order.start + order.minutes),
    pv_pavadinimas: venueById(court?.venueId ?? 0)?.name ?? '',
    pasl_pavadinimas: `${court?.name ?? 'Aikštelė'} nuoma`,
    kaina: money(order.price),
    nar_kiekgalioja: order.valid ? '1' : '0',
  };
}

export function orderStart(order: Order): number {
  return localToEpoch(order.date, timeOf(order.start));
}

export function invoiceJson(invoice: Invoice) {
  return {
    doc_id: invoice.docId,
    invoice_date: invoice.date,
    serial_no: invoice.serialNo,
    amount_in_cents: invoice.amount,
  };
}

export function userJson(user: User) {
  return {
    subject: user.subject,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  };
}

export function consentsJson(user: User) {
  return {
    consents: [...user.consents.entries()].map(([id, c]) => ({
      template_id: id,
      consent: c.consent ? 1 : 0,
      channels: c.channels,
    })),
  };
}
