/**
 * Carts: holding slots, expiry, and the two ways to pay (credits now, bank after the bank page).
 * A paid reservation cart turns into orders; a paid top-up cart into balance.
 */
import { isDate, minutesOf, normaliseTime, timeOf } from './clock.js';
import { SLOT_MINUTES, courtById } from './data.js';
import { isBookable, isCartLive } from './board.js';
import { DURATIONS, basePrice, priceOf } from './prices.js';
import { randomBytes } from 'node:crypto';
import { SimError, slotKey, type Cart, type User } from './model.js';
import type { Sim } from './sim.js';

export function createCart(sim: Sim): Cart {
  const code = randomBytes(6).toString('hex').toUpperCase();
  const cart: Cart = {
    code,
    owner: null,
    status: 1,
    expiresAt: sim.now() + sim.scenario.cartHoldSeconds * 1000,
    items: [],
    topUp: null,
  };
  sim.carts.set(code, cart);
  return cart;
}

/** The cart by code; a signed-in caller may only touch their own or an anonymous cart. */
export function findCart(sim: Sim, code: string, viewer: User | null): Cart {
  const cart = sim.carts.get(code);
  if (!cart) throw new SimError(404, 'Krepšelis nerastas');
  if (viewer && cart.owner !== null && cart.owner !== viewer.subject) {
    throw new SimError(403, 'Tai ne jūsų krepšelis');
  }
  return cart;
}

function requireLive(sim: Sim, cart: Cart): void {
  if (cart.status === 2) throw new SimError(409, 'Krepšelis jau apmokėtas');
  if (cart.status !== 1) throw new SimError(409, 'Krepšelis atšauktas');
  if (!isCartLive(sim, cart)) throw new SimError(409, 'Krepšelio galiojimo laikas baigėsi');
}

/** Whether the cart may become this subject's; changes nothing (refusals leave the cart as it was). */
function checkOwner(sim: Sim, cart: Cart, subject: string): void {
  if (cart.owner !== null && cart.owner !== subject) {
    throw new SimError(403, 'Tai ne jūsų krepšelis');
  }
  if (!sim.users.has(subject)) throw new SimError(404, 'Naudotojas nerastas');
}

export interface AddRequest {
  courtId: number;
  date: string;
  time: string;
  durationMins: number;
}

export function addReservation(sim: Sim, cart: Cart, req: AddRequest, viewer: User | null): void {
  requireLive(sim, cart);
  if (cart.topUp) throw new SimError(409, 'Tai balanso papildymo krepšelis');
  const court = courtById(req.courtId);
  if (!court) throw new SimError(404, 'Aikštelė nerasta');
  const time = normaliseTime(req.time);
  if (!isDate(req.date) || time === null) throw new SimError(400, 'Neteisinga data arba laikas');
  const start = minutesOf(time);
  if (start % SLOT_MINUTES !== 0 || !DURATIONS.includes(req.durationMins)) {
    throw new SimError(400, 'Neteisinga trukmė arba laikas');
  }
  const owner = viewer?.subject ?? null;
  if (owner) checkOwner(sim, cart, owner);
  const viewedAs = owner ?? cart.owner;
  for (let m = start; m < start + req.durationMins; m += SLOT_MINUTES) {
    if (!isBookable(sim, court.id, req.date, m, viewedAs)) {
      throw new SimError(409, `Laikas ${timeOf(m).slice(0, 5)} jau užimtas`);
    }
  }
  if (owner) cart.owner = owner;
  const item = {
    id: sim.nextItemId(),
    courtId: court.id,
    date: req.date,
    start,
    minutes: req.durationMins,
    price: priceOf(court.id, req.date, start, req.durationMins),
    priceWithoutDiscount: basePrice(court, req.date, start, req.durationMins),
  };
  cart.items.push(item);
  for (let m = start; m < start + item.minutes; m += SLOT_MINUTES) {
    sim.slotCarts.set(slotKey(court.id, req.date, m), cart.code);
  }
  cart.expiresAt = sim.now() + sim.scenario.cartHoldSeconds * 1000;
}

export function removeReservation(sim: Sim, cart: Cart, itemId: number): void {
  if (cart.status !== 1) throw new SimError(409, 'Krepšelis jau uždarytas');
  const item = cart.items.find((i) => i.id === itemId);
  if (!item) throw new SimError(404, 'Rezervacija krepšelyje nerasta');
  cart.items = cart.items.filter((i) => i !== item);
  for (let m = item.start; m < item.start + item.minutes; m += SLOT_MINUTES) {
    const key = slotKey(item.courtId, item.date, m);
    if (sim.slotCarts.get(key) === cart.code) sim.slotCarts.delete(key);
  }
}

export function resumeCart(sim: Sim, cart: Cart): void {
  requireLive(sim, cart);
  cart.expiresAt = sim.now() + sim.scenario.cartHoldSeconds * 1000;
}

export function cartTotal(cart: Cart): number {
  return cart.topUp ? cart.topUp.amount : cart.items.reduce((sum, i) => sum + i.price, 0);
}

/** account_cash: the cart becomes a top-up of `amount` cents for the signed-in user. */
export function setTopUp(sim: Sim, cart: Cart, user: User, amount: number): void {
  requireLive(sim, cart);
  if (cart.items.length > 0) throw new SimError(409, 'Krepšelyje jau yra rezervacijų');
  if (!Number.isInteger(amount) || amount < 500 || amount > 1_000_000) {
    throw new SimError(400, 'Suma turi būti nuo 5 iki 10000 €');
  }
  checkOwner(sim, cart, user.subject);
  cart.owner = user.subject;
  cart.topUp = { subject: user.subject, amount };
}

function requirePayable(sim: Sim, cart: Cart): void {
  requireLive(sim, cart);
  if (!cart.topUp && cart.items.length === 0) throw new SimError(409, 'Krepšelis tuščias');
}

/** user_account_order: all or nothing; a refusal changes nothing, not even the cart's owner. */
export function payByCredits(sim: Sim, cart: Cart, user: User): void {
  requirePayable(sim, cart);
  if (cart.topUp) throw new SimError(409, 'Balanso papildymo kreditais apmokėti negalima');
  checkOwner(sim, cart, user.subject);
  const total = cartTotal(cart);
  if (user.balance < total) throw new SimError(402, 'Nepakanka kreditų');
  cart.owner = user.subject;
  user.balance -= total;
  settle(sim, cart);
}

/** user_order / order: nothing changes until the bank page's Accept. */
export function startBankPayment(
  sim: Sim,
  cart: Cart,
  payer: User | null,
  origin: string,
  acceptUrl: string,
  cancelUrl: string,
): string {
  requirePayable(sim, cart);
  if (!isReturnUrl(acceptUrl) || !isReturnUrl(cancelUrl)) {
    throw new SimError(400, 'Neteisingi grįžimo adresai');
  }
  if (payer) checkOwner(sim, cart, payer.subject);
  const owner = payer?.subject ?? cart.owner;
  if (!owner) throw new SimError(401, 'Reikia prisijungti');
  cart.owner = owner;
  sim.bankCarts.add(cart.code);
  const q = new URLSearchParams({ cart: cart.code, accept: acceptUrl, cancel: cancelUrl });
  return sim.scenario.paymentUrl ?? `${origin}/__sim/bank?${q.toString()}`;
}

export function isReturnUrl(url: string): boolean {
  return /^https?:\/\//.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/**
 * The bank's Accept, and where the browser goes next. The bank has taken the money, so the hold
 * does not matter to a top-up (the balance grows whenever it comes) and a reservation is
 * completed late when its slots are still free; when they are not, the cart ends cancelled
 * (status 5) and the portal's accept page explains. A repeated Accept changes nothing. Only a
 * cart never sent to the bank goes to cancel.
 */
export function bankAccept(sim: Sim, code: string): 'accept' | 'cancel' {
  const cart = sim.carts.get(code);
  if (!cart || !sim.bankCarts.has(code)) return 'cancel';
  if (cart.status !== 1) return 'accept';
  if (cart.topUp) {
    const user = sim.users.get(cart.topUp.subject);
    if (user) user.balance += cart.topUp.amount;
  } else if (!isCartLive(sim, cart) && !slotsStillFree(sim, cart)) {
    cancelCart(sim, cart);
    return 'accept';
  }
  settle(sim, cart);
  return 'accept';
}

/** After its hold: every half-hour of the cart is still bookable by its owner. */
function slotsStillFree(sim: Sim, cart: Cart): boolean {
  return cart.items.every((item) => {
    for (let m = item.start; m < item.start + item.minutes; m += SLOT_MINUTES) {
      if (!isBookable(sim, item.courtId, item.date, m, cart.owner)) return false;
    }
    return true;
  });
}

function cancelCart(sim: Sim, cart: Cart): void {
  cart.status = 5;
  for (const [key, code] of sim.slotCarts) if (code === cart.code) sim.slotCarts.delete(key);
}

/** Marks a cart paid: its slots become orders (resold bookings leave their seller) + invoice. */
function settle(sim: Sim, cart: Cart): void {
  const owner = cart.owner ?? '';
  for (const item of cart.items) {
    for (let m = item.start; m < item.start + item.minutes; m += SLOT_MINUTES) {
      const key = slotKey(item.courtId, item.date, m);
      // still someone's booking: one listed for sale (the add and slotsStillFree saw to that)
      const sold = sim.slotOrders.get(key);
      const order = sold === undefined ? undefined : sim.orders.get(sold);
      if (order?.valid) releaseOrder(sim, order.id);
      sim.slotCarts.delete(key);
    }
    sim.addOrder({
      id: sim.nextOrderId(),
      saleId: sim.nextSaleId(),
      owner,
      courtId: item.courtId,
      date: item.date,
      start: item.start,
      minutes: item.minutes,
      price: item.price,
      listed: false,
      valid: true,
    });
  }
  cart.status = 2;
  const total = cartTotal(cart);
  const docId = sim.nextDocId();
  sim.invoices.push({
    docId,
    owner,
    date: sim.today(),
    serialNo: `SF-${sim.today().slice(0, 4)}-${String(docId).padStart(4, '0')}`,
    amount: total,
    lines: cart.topUp
      ? [{ text: 'Balanso papildymas', amount: total }]
      : cart.items.map((i) => ({
          text: `${courtById(i.courtId)?.name ?? 'Aikštelė'} ${i.date} ${timeOf(i.start).slice(0, 5)}`,
          amount: i.price,
        })),
  });
}

/** A resold booking: the seller's order stops being valid and frees its slots. */
function releaseOrder(sim: Sim, orderId: number): void {
  const order = sim.orders.get(orderId);
  if (!order) return;
  order.valid = false;
  order.listed = false;
  for (let m = order.start; m < order.start + order.minutes; m += SLOT_MINUTES) {
    const key = slotKey(order.courtId, order.date, m);
    if (sim.slotOrders.get(key) === orderId) sim.slotOrders.delete(key);
  }
}
