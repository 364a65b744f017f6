/**
 * The reservation board: who holds each half-hour slot and how it looks to a viewer.
 * Other customers' bookings are drawn lazily per court and date from a PRNG seeded by both, so
 * every fresh simulator shows the same board for the same day.
 */
import { addDays, localToEpoch, timeOf, weekdayOf } from './clock.js';
import {
  OTHERS,
  SLOT_MINUTES,
  WORK_END,
  WORK_START,
  courtById,
  courts,
  smallVenueCourts,
  hashSeed,
  prng,
} from './data.js';
import { SimError, slotKey, type Cart, type Order } from './model.js';
import { DURATIONS, priceOf } from './prices.js';
import type { Sim } from './sim.js';

/** the booking window other customers' bookings are drawn for, relative to the seed's day */
const DRAWN_PAST_DAYS = 62;
const DRAWN_FUTURE_DAYS = 14;

/** Draws other customers' bookings for one court and day (once). */
function ensureDay(sim: Sim, courtId: number, date: string): void {
  const key = `${courtId}|${date}`;
  if (sim.drawnDays.has(key)) return;
  sim.drawnDays.add(key);
  if (
    date < addDays(sim.anchor, -DRAWN_PAST_DAYS) ||
    date > addDays(sim.anchor, DRAWN_FUTURE_DAYS)
  ) {
    return;
  }
  const random = prng(hashSeed(key));
  const weekend = [0, 6].includes(weekdayOf(date));
  let m = WORK_START * 60;
  while (m < WORK_END * 60) {
    const busy = m >= 17 * 60 || weekend ? 0.45 : 0.22;
    if (random() >= busy) {
      m += SLOT_MINUTES;
      continue;
    }
    const slots = 1 + Math.floor(random() * 4);
    const listed = random() < 0.2;
    let length = 0;
    while (
      length < slots &&
      m + length * SLOT_MINUTES < WORK_END * 60 &&
      !sim.slotOrders.has(slotKey(courtId, date, m + length * SLOT_MINUTES))
    ) {
      length++;
    }
    if (length > 0) {
      const minutes = length * SLOT_MINUTES;
      sim.addOrder({
        id: sim.nextOrderId(),
        saleId: sim.nextSaleId(),
        owner: OTHERS,
        courtId,
        date,
        start: m,
        minutes,
        price: priceOf(courtId, date, m, minutes),
        listed,
        valid: true,
      });
    }
    m += Math.max(1, length) * SLOT_MINUTES;
  }
}

export function isCartLive(sim: Sim, cart: Cart): boolean {
  return cart.status === 1 && sim.now() < cart.expiresAt;
}

export type Holder = { kind: 'cart'; cart: Cart } | { kind: 'order'; order: Order } | null;

export function holderOf(sim: Sim, courtId: number, date: string, start: number): Holder {
  ensureDay(sim, courtId, date);
  const key = slotKey(courtId, date, start);
  const code = sim.slotCarts.get(key);
  const cart = code === undefined ? undefined : sim.carts.get(code);
  if (cart && isCartLive(sim, cart)) return { kind: 'cart', cart };
  if (code !== undefined) sim.slotCarts.delete(key);
  const order = orderAt(sim, courtId, date, start);
  return order ? { kind: 'order', order } : null;
}

export function isPast(sim: Sim, date: string, start: number): boolean {
  return localToEpoch(date, timeOf(start)) <= sim.now();
}

/**
 * How one slot looks to a viewer (subject, or null when anonymous). A booking stays its owner's
 * ('my') until a buyer pays for it, also while a buyer's cart holds it.
 */
export function statusFor(
  sim: Sim,
  courtId: number,
  date: string,
  start: number,
  viewer: string | null,
): string {
  const holder = holderOf(sim, courtId, date, start);
  if (viewer !== null && orderAt(sim, courtId, date, start)?.owner === viewer) return 'my';
  if (isPast(sim, date, start)) return 'full';
  if (!holder) return 'free';
  if (holder.kind === 'cart' && viewer !== null && holder.cart.owner === viewer) return 'mycart';
  if (holder.kind === 'order' && holder.order.listed) return 'fullsell';
  return 'full';
}

/** The valid booking of a half-hour, whether or not a cart holds it now. */
function orderAt(sim: Sim, courtId: number, date: string, start: number): Order | undefined {
  const orderId = sim.slotOrders.get(slotKey(courtId, date, start));
  const order = orderId === undefined ? undefined : sim.orders.get(orderId);
  return order?.valid ? order : undefined;
}

/** Whether a live cart (a buyer's) holds any half-hour of this booking. */
export function isHeldInCart(sim: Sim, order: Order): boolean {
  for (let m = order.start; m < order.start + order.minutes; m += SLOT_MINUTES) {
    if (holderOf(sim, order.courtId, order.date, m)?.kind === 'cart') return true;
  }
  return false;
}

/** Whether a viewer may put this slot in a cart: free, or someone else's booking on sale. */
export function isBookable(
  sim: Sim,
  courtId: number,
  date: string,
  start: number,
  viewer: string | null,
): boolean {
  if (start < WORK_START * 60 || start >= WORK_END * 60) return false;
  const status = statusFor(sim, courtId, date, start, viewer);
  return status === 'free' || status === 'fullsell';
}

export function placeInfo(sim: Sim, venueId: number, date: string, viewer: string | null) {
  return [...courts, ...smallVenueCourts]
    .filter((c) => c.venueId === venueId)
    .map((court) => {
      const timetable: Record<string, { status: string }> = {};
      for (let m = WORK_START * 60; m < WORK_END * 60; m += SLOT_MINUTES) {
        timetable[timeOf(m)] = { status: statusFor(sim, court.id, date, m, viewer) };
      }
      return { courtID: court.id, courtName: court.name, timetable };
    });
}

/** Durations bookable from a slot: consecutive free/on-sale half-hours within work hours. */
export function durationsFrom(
  sim: Sim,
  courtId: number,
  date: string,
  start: number,
  viewer: string | null,
): number[] {
  if (!courtById(courtId)) throw new SimError(404, 'Aikštelė nerasta');
  const result: number[] = [];
  for (const minutes of DURATIONS) {
    const last = start + minutes - SLOT_MINUTES;
    if (start + minutes > WORK_END * 60 || !isBookable(sim, courtId, date, last, viewer)) break;
    result.push(minutes);
  }
  return result;
}
