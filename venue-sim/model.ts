/** The simulator's own state types (not the wire's: see routes for how they are serialised). */

/** The key of one half-hour of one court on one day in the slot maps. */
export function slotKey(courtId: number, date: string, start: number): string {
  return `${courtId}|${date}|${start}`;
}

export interface Venue {
  id: number;
  name: string;
}

export interface Court {
  id: number;
  venueId: number;
  name: string;
  /** euros per hour, before 17:00 on weekdays */
  offPeak: number;
  /** euros per hour, from 17:00 and at weekends */
  peak: number;
}

export interface ConsentRecord {
  consent: boolean;
  channels: string[];
}

export interface User {
  subject: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** cents */
  balance: number;
  admin: boolean;
  /** keyed by template id */
  consents: Map<number, ConsentRecord>;
}

export interface Order {
  id: number;
  saleId: number | null;
  owner: string;
  courtId: number;
  /** yyyy-MM-dd */
  date: string;
  /** minutes since midnight */
  start: number;
  minutes: number;
  /** cents */
  price: number;
  listed: boolean;
  /** false once resold to someone else */
  valid: boolean;
}

export interface Invoice {
  docId: number;
  owner: string;
  date: string;
  serialNo: string;
  /** cents */
  amount: number;
  lines: Array<{ text: string; amount: number }>;
}

export interface CartItem {
  id: number;
  courtId: number;
  date: string;
  start: number;
  minutes: number;
  /** cents */
  price: number;
  priceWithoutDiscount: number;
}

export interface Cart {
  code: string;
  owner: string | null;
  /** 1 open, 2 paid, 5 cancelled */
  status: number;
  /** epoch ms */
  expiresAt: number;
  items: CartItem[];
  /** top-up carts (account_cash): cents to add to `topUpSubject` when paid */
  topUp: { subject: string; amount: number } | null;
}

export type FailureKind = '500' | 'drop' | 'malformed' | 'schema';

export interface FailureRule {
  match: string;
  kind: FailureKind;
  /** remaining times; undefined = unlimited */
  times?: number;
}

/** One request to the content server or the booking API, as the request log keeps it. */
export interface RequestRecord {
  /** 1, 2, … in arrival order since the last reset */
  seq: number;
  method: string;
  /** as requested, without the query: "/api/v1/placeInfo" */
  path: string;
  query: Record<string, string>;
  /** the status answered; null while pending, and when no answer was sent (aborted, dropped) */
  status: number | null;
  /** the client went away before the answer was complete */
  aborted: boolean;
  /** the failure the scenario injected, if any */
  failure: FailureKind | null;
  /**
   * the fields of a form (urlencoded) or JSON body as sent, passwords masked; absent for requests
   * without one. Tests read what the portal sent (the consents list, a reservation's fields) here.
   */
  body?: Record<string, unknown>;
}

export interface Scenario {
  latencyMs: number;
  /**
   * every content and booking request is received and then waits, unanswered, until `held` is
   * set false again (or the simulator is reset): a test holds the answers while it looks at what
   * waits for them, then lets them go, with no latency to guess for a loaded machine
   */
  held: boolean;
  /** each request waits latencyMs plus a random 0..latencyJitterMs more, so answers can overtake */
  latencyJitterMs: number;
  /** ISO; fixes the clock. null = real time */
  now: string | null;
  cartHoldSeconds: number;
  omitOptional: boolean;
  failures: FailureRule[];
  /** the terms HTML get_savitarna_taisykles answers; null = the seeded text (data.ts) */
  termsHtml: string | null;
  /** appended to every server-supplied text (names, error messages): see probe.ts */
  probe: string | null;
  /** what user_order and order answer as the bank's address instead of the bank page */
  paymentUrl: string | null;
  /** what the options answer as the booking API's address (nsoftApiUrl) instead of `<origin>/api` */
  bookingApiUrl: string | null;
  /** allPlacesInfo lists a fourth venue of two courts (data.ts `smallVenue`); off by default */
  smallVenue: boolean;
}

export const defaultScenario = (): Scenario => ({
  latencyMs: 0,
  held: false,
  latencyJitterMs: 0,
  now: null,
  cartHoldSeconds: 15 * 60,
  omitOptional: false,
  failures: [],
  termsHtml: null,
  probe: null,
  paymentUrl: null,
  bookingApiUrl: null,
  smallVenue: false,
});

/** A rule broken by a request: becomes `{status:"error", message}` with this HTTP status. */
export class SimError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}
