/**
 * The simulator's state and its controls: scenario, clock, accounts and sessions. Board and cart
 * rules live in board.ts and carts.ts and operate on a Sim.
 */
import { randomBytes } from 'node:crypto';
import { addDays, formatIso, localParts, parseNow } from './clock.js';
import {
  NEWSLETTER_ID,
  OTHERS,
  TERMS_ID,
  seedDemoInvoices,
  seedDemoOrders,
  seedUsers,
} from './data.js';
import { priceOf } from './prices.js';
import {
  SimError,
  defaultScenario,
  slotKey,
  type Cart,
  type FailureKind,
  type FailureRule,
  type Invoice,
  type Order,
  type RequestRecord,
  type Scenario,
  type User,
} from './model.js';

/** the request log keeps the newest this many requests */
export const REQUEST_LOG_LIMIT = 1000;

export type ScenarioPatch = Partial<Omit<Scenario, 'now'>> & {
  now?: string | null;
  /**
   * Sets accounts' credit, in cents, by e-mail (`{"demo@example.lt": 1899}`), so a test can pay
   * with exactly its balance or one cent short. Applied once to the world as it stands (after a
   * reset's reseed), not kept in the scenario: payments and top-ups change it as usual.
   */
  balances?: Record<string, number>;
};

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  terms: boolean;
  newsletter: boolean;
}

export class Sim {
  scenario: Scenario = defaultScenario();
  /** the day the seed was laid out around (yyyy-MM-dd, Vilnius) */
  anchor = '';
  users = new Map<string, User>();
  tokens = new Map<string, string>();
  orders = new Map<number, Order>();
  /** slot key → order id */
  slotOrders = new Map<string, number>();
  /** court|date pairs whose "other customers" bookings have been drawn */
  drawnDays = new Set<string>();
  carts = new Map<string, Cart>();
  /** slot key → cart code (only meaningful while that cart is live) */
  slotCarts = new Map<string, string>();
  /** carts sent to the bank (kept after the return: a repeated Accept must find its cart) */
  bankCarts = new Set<string>();
  invoices: Invoice[] = [];
  contactMessages: Array<Record<string, string>> = [];
  /** e-mails the simulator "sent" (password reminders), newest last */
  outbox: Array<{ to: string; subject: string }> = [];
  /** content server and booking API requests since the last reset, oldest first */
  requests: RequestRecord[] = [];
  private requestSeq = 0;
  private fixedNow: number | null = null;
  /** settles when the held requests may be answered (at once while nothing is held) */
  private released: Promise<void> = Promise.resolve();
  private release: () => void = () => {};
  private ids = { order: 100_000, sale: 200_000, item: 1, subject: 2000, doc: 900 };

  constructor(scenario?: ScenarioPatch) {
    this.reset(scenario);
  }

  /** Fresh seeded state and the default scenario (plus an optional patch). */
  reset(patch?: ScenarioPatch): void {
    this.release();
    this.scenario = defaultScenario();
    this.fixedNow = null;
    this.clearRequests();
    this.applyScenario(patch ?? {});
    this.seed();
    this.applyBalances(patch?.balances);
  }

  /**
   * Changes the scenario. Moving a fixed `now` within the seeded day keeps the state (that is how
   * cart expiry is tested); moving it to another day reseeds the world around that day, so a test
   * that fixes the date sees the demo history relative to it.
   */
  setScenario(patch: ScenarioPatch): void {
    this.applyScenario(patch);
    if (localParts(this.now()).date !== this.anchor) this.seed();
    this.applyBalances(patch.balances);
  }

  /** Scenario `balances`: every e-mail must be an account and every amount whole cents ≥ 0. */
  private applyBalances(balances: unknown): void {
    if (balances === undefined) return;
    if (typeof balances !== 'object' || balances === null || Array.isArray(balances)) {
      throw new SimError(400, 'balances: an object of e-mail → cents');
    }
    const changes = Object.entries(balances).map(([email, cents]) => {
      const user = this.userByEmail(email);
      if (!user) throw new SimError(400, `balances: no account ${email}`);
      if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 0) {
        throw new SimError(400, `balances: ${email} needs whole cents ≥ 0`);
      }
      return { user, cents };
    });
    // all checked before any is set: a refusal changes nothing
    for (const { user, cents } of changes) user.balance = cents;
  }

  now(): number {
    return this.fixedNow ?? Date.now();
  }

  today(): string {
    return localParts(this.now()).date;
  }

  summary() {
    return {
      scenario: this.scenario,
      now: formatIso(this.now()),
      anchor: this.anchor,
      users: this.users.size,
      sessions: this.tokens.size,
      carts: this.carts.size,
      contactMessages: this.contactMessages.length,
      outbox: this.outbox,
    };
  }

  /** Starts the log entry of a request; the server fills in how it ended. */
  logRequest(method: string, path: string, query: URLSearchParams): RequestRecord {
    const record: RequestRecord = {
      seq: ++this.requestSeq,
      method,
      path,
      query: Object.fromEntries(query),
      status: null,
      aborted: false,
      failure: null,
    };
    this.requests.push(record);
    if (this.requests.length > REQUEST_LOG_LIMIT) this.requests.shift();
    return record;
  }

  clearRequests(): void {
    this.requests = [];
    this.requestSeq = 0;
  }

  /** The failure to inject for "METHOD /path", counting `times` down. */
  takeFailure(request: string): FailureKind | null {
    const rule = this.scenario.failures.find(
      (f) => request.includes(f.match) && (f.times === undefined || f.times > 0),
    );
    if (!rule) return null;
    if (rule.times !== undefined) rule.times -= 1;
    return rule.kind;
  }

  /** Settles once the requests the scenario holds may be answered: at once while none is held. */
  whenReleased(): Promise<void> {
    return this.released;
  }

  private hold(held: boolean): void {
    if (held === this.scenario.held) return;
    this.scenario.held = held;
    if (!held) {
      this.release();
      return;
    }
    this.released = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  private applyScenario(patch: ScenarioPatch): void {
    const s = this.scenario;
    if (patch.held !== undefined) this.hold(Boolean(patch.held));
    if (patch.latencyMs !== undefined) s.latencyMs = Math.max(0, Number(patch.latencyMs) || 0);
    if (patch.latencyJitterMs !== undefined) {
      s.latencyJitterMs = Math.max(0, Number(patch.latencyJitterMs) || 0);
    }
    for (const key of ['probe', 'paymentUrl', 'bookingApiUrl'] as const) {
      const value = patch[key];
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string') {
        throw new SimError(400, `${key}: a string, or null for none`);
      }
      s[key] = value;
    }
    if (patch.cartHoldSeconds !== undefined) {
      const hold = Number(patch.cartHoldSeconds);
      if (!Number.isFinite(hold) || hold <= 0) throw new SimError(400, 'cartHoldSeconds > 0');
      s.cartHoldSeconds = hold;
    }
    if (patch.omitOptional !== undefined) s.omitOptional = Boolean(patch.omitOptional);
    if (patch.smallVenue !== undefined) s.smallVenue = Boolean(patch.smallVenue);
    if (patch.failures !== undefined) s.failures = validFailures(patch.failures);
    if (patch.termsHtml !== undefined) {
      if (patch.termsHtml !== null && typeof patch.termsHtml !== 'string') {
        throw new SimError(400, 'termsHtml: a string of HTML, or null for the seeded terms');
      }
      s.termsHtml = patch.termsHtml;
    }
    if (patch.now !== undefined) {
      if (patch.now === null) {
        this.fixedNow = null;
        s.now = null;
      } else {
        const ms = parseNow(String(patch.now));
        if (ms === null) throw new SimError(400, `Bad now: ${String(patch.now)}`);
        this.fixedNow = ms;
        s.now = formatIso(ms);
      }
    }
  }

  private seed(): void {
    this.anchor = this.today();
    this.users = new Map(seedUsers().map((u) => [u.subject, u]));
    this.tokens.clear();
    this.orders.clear();
    this.slotOrders.clear();
    this.drawnDays.clear();
    this.carts.clear();
    this.slotCarts.clear();
    this.bankCarts.clear();
    this.contactMessages = [];
    this.outbox = [];
    this.ids = { order: 100_000, sale: 200_000, item: 1, subject: 2000, doc: 900 };
    const demo = seedDemoOrders(this.anchor, priceOf);
    for (const order of demo) this.addOrder(order);
    const twoMonthsAgo = addDays(this.anchor, -62);
    const past = demo.filter((o) => o.date < this.anchor && o.date >= twoMonthsAgo);
    this.invoices = seedDemoInvoices(this.anchor, past);
  }

  // ── ids ──────────────────────────────────────────────────────────────────────────────────────

  nextOrderId(): number {
    return ++this.ids.order;
  }
  nextSaleId(): number {
    return ++this.ids.sale;
  }
  nextItemId(): number {
    return this.ids.item++;
  }
  nextDocId(): number {
    return ++this.ids.doc;
  }

  addOrder(order: Order): void {
    this.orders.set(order.id, order);
    for (let m = order.start; m < order.start + order.minutes; m += 30) {
      this.slotOrders.set(slotKey(order.courtId, order.date, m), order.id);
    }
  }

  // ── accounts and sessions ────────────────────────────────────────────────────────────────────

  userByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.users.values()].find((u) => u.email.toLowerCase() === wanted);
  }

  issueToken(subject: string): string {
    const token = randomBytes(24).toString('hex');
    this.tokens.set(token, subject);
    return token;
  }

  /** The signed-in user, or null when no token came; a bad token is a 401. */
  viewer(token: string | undefined): User | null {
    if (!token) return null;
    const subject = this.tokens.get(token);
    const user = subject === undefined ? undefined : this.users.get(subject);
    if (!user) throw new SimError(401, 'Sesija negalioja, prisijunkite iš naujo');
    return user;
  }

  /**
   * The signed-in user, or null for no token or a stale one. For calls that also work
   * anonymously (board, carts): a token the portal has not yet dropped must not break them.
   */
  viewerOrAnonymous(token: string | undefined): User | null {
    const subject = token ? this.tokens.get(token) : undefined;
    return (subject !== undefined && this.users.get(subject)) || null;
  }

  requireUser(token: string | undefined): User {
    const user = this.viewer(token);
    if (!user) throw new SimError(401, 'Reikia prisijungti');
    return user;
  }

  login(username: string, password: string): string {
    const user = this.userByEmail(username);
    if (!user || user.password !== password || user.subject === OTHERS) {
      throw new SimError(401, 'Neteisingas el. paštas arba slaptažodis');
    }
    return this.issueToken(user.subject);
  }

  loginAsUser(username: string, password: string, targetId: string): string {
    const admin = this.userByEmail(username);
    if (!admin || admin.password !== password || !admin.admin) {
      throw new SimError(401, 'Neteisingi administratoriaus duomenys');
    }
    const target = this.users.get(targetId.trim());
    if (!target) throw new SimError(404, 'Naudotojas nerastas');
    return this.issueToken(target.subject);
  }

  logout(token: string | undefined): void {
    if (token) this.tokens.delete(token);
  }

  changePassword(token: string | undefined, oldPassword: string, newPassword: string): string {
    const user = this.requireUser(token);
    if (user.password !== oldPassword) throw new SimError(400, 'Neteisingas senas slaptažodis');
    if (newPassword.length < 5) throw new SimError(400, 'Slaptažodis per trumpas');
    user.password = newPassword;
    if (token) this.tokens.delete(token);
    return this.issueToken(user.subject);
  }

  forgotPassword(email: string): void {
    const user = this.userByEmail(email);
    if (!user) throw new SimError(404, 'Toks el. paštas nerastas');
    this.outbox.push({ to: user.email, subject: 'Slaptažodžio priminimas' });
  }

  register(input: RegisterInput): string {
    if (!input.firstName || !input.lastName) throw new SimError(400, 'Įveskite vardą ir pavardę');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
      throw new SimError(400, 'Neteisingas el. paštas');
    }
    if (input.password.length < 5) throw new SimError(400, 'Slaptažodis per trumpas');
    if (!input.terms) throw new SimError(400, 'Būtina sutikti su taisyklėmis');
    if (this.userByEmail(input.email)) {
      throw new SimError(409, 'Naudotojas su tokiu el. paštu jau yra');
    }
    const subject = String(++this.ids.subject);
    const channels = (on: boolean) => ({ consent: on, channels: on ? ['email'] : [] });
    this.users.set(subject, {
      subject,
      email: input.email.trim(),
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      balance: 0,
      admin: false,
      consents: new Map([
        [TERMS_ID, channels(true)],
        [NEWSLETTER_ID, channels(input.newsletter)],
      ]),
    });
    return this.issueToken(subject);
  }

  /** Owner-only data: the token's user must be the subject asked about. */
  ownSubject(token: string | undefined, subject: string): User {
    const user = this.requireUser(token);
    if (user.subject !== subject.trim()) throw new SimError(403, 'Prieiga draudžiama');
    return user;
  }
}

function validFailures(value: unknown): FailureRule[] {
  if (!Array.isArray(value)) throw new SimError(400, 'failures must be a list');
  const kinds = ['500', 'drop', 'malformed', 'schema'];
  return value.map((raw: unknown) => {
    const f = (raw ?? {}) as Record<string, unknown>;
    const kind = String(f.kind);
    if (typeof f.match !== 'string' || !kinds.includes(kind)) {
      throw new SimError(400, 'failure needs match and kind 500|drop|malformed|schema');
    }
    const rule: FailureRule = { match: f.match, kind: kind as FailureKind };
    if (f.times !== undefined && f.times !== null) rule.times = Math.max(0, Number(f.times) || 0);
    return rule;
  });
}
