/**
 * The cart's model for the model-based e2e (e2e/cart-paths.spec.ts; docs/qa.md, docs/rules.md §4
 * "Cart", "Countdown", "Paying"): which events a signed-in customer and the simulator can produce,
 * what each invoked call answers in the simulator, and the paths `xstate/graph` finds through the
 * REAL machine (machines/cart.ts) with them. Pure: no Playwright, no vitest; the spec drives the
 * browser along the paths and checks the screen at every state they reach.
 *
 * The calls' answers are given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events and
 * the countdown's timer as `xstate.after.second.<state id>`, as tests/machines/cart.paths.test.ts
 * does. An answer is what the simulator would say given what the machine knows (a tiny server
 * model read from the snapshot), or a departure the spec arranges in the simulator before the
 * call (a fault, another customer, its clock moved on). In the browser the simulator holds a slot for
 * HOLD_SECONDS, so one tick of the countdown brings the warning and sixty more end the hold.
 */
import type { EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { cartMachine, shownOf, type CartInput, type CartSnapshot } from '../machines/cart';
import type { Cart, CourtReservationRequest, Failure } from '../machines/domain';
import { countedRuns } from './model-walks';

/** The simulator's hold in this spec: a minute and a second (one tick to the warning). */
export const HOLD_SECONDS = 61;
/** The countdown's tick in each state that counts (`after: { second }`). */
export const TICK_COUNTING = 'xstate.after.second.cart.held.counting';
export const TICK_ENDING = 'xstate.after.second.cart.held.ending';
/** A code another tab writes that the simulator never made. */
export const UNKNOWN_CODE = 'NERA00000000';
/** At most this many slots in the cart (two: removing one leaves one held). */
const MOST_ITEMS = 2;

/** The event the model sends: the machine's own, a call's answer, or a tick. */
export type ModelEvent = EventObject & Record<string, unknown>;

const SERVER_NOW = '2026-11-21 09:30:00';

/** A cart as the simulator answers it: `items` slots, `seconds` of hold left by its clock. */
function simCart(code: string, items: number, seconds: number, status = 1): Cart {
  const at = new Date(Date.UTC(2026, 10, 21, 9, 30, 0) + seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const expiration = `2026-11-21 ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return {
    code,
    status,
    expiration,
    serverNow: SERVER_NOW,
    total: items * 7,
    items: Array.from({ length: items }, (_, i) => ({
      id: i + 1,
      from: '2026-11-21 10:00:00',
      till: '2026-11-21 10:30:00',
      price: 7,
      priceWithoutDiscount: 7,
      product: 'Teniso aikštelė 1',
      productId: 101,
      quantity: 1,
      placeId: 1,
      serviceId: 1,
    })),
  };
}

const serverError: Failure = { ok: false, error: 'server', message: '', status: 500 };
const taken: Failure = { ok: false, error: 'server', message: 'Laikas jau užimtas', status: 409 };
const missing: Failure = { ok: false, error: 'server', message: 'Nerastas', status: 404 };
const tooLittle: Failure = { ok: false, error: 'server', message: 'Trūksta kreditų', status: 402 };

/** The slot the customer picks (which one is the driver's business: the next free half-hour). */
const slot: CourtReservationRequest = {
  courtId: 101,
  date: '2026-11-21',
  time: '10:00:00',
  durationMins: 30,
  clientId: '1001',
};

/** A signed-in customer with no cart kept in the browser. */
export const modelInput: CartInput = {
  access: { url: 'http://127.0.0.1/api', token: 'customer' },
  code: null,
  paymentMethod: 'bank',
  returnUrls: { accept: 'http://127.0.0.1/accept', cancel: 'http://127.0.0.1/cancel' },
  // the demo user's credit, as the session reads it at sign-in and the app relays it
  balance: 50,
};

/** The balance the simulator holds once the spec has made it poor (`poor`: 1,00 €). */
export const POOR_BALANCE = 1;

const count = (s: CartSnapshot) => s.context.cart?.items.length ?? 0;
/** The simulator's cart behind the kept code holds what the machine last saw of it. */
const knownCart = (s: CartSnapshot) =>
  s.context.cart !== null && s.context.cart.code === s.context.code ? s.context.cart : null;
const running = (s: CartSnapshot, id: string) => s.children[id] !== undefined;
const nextCode = (code: string | null) =>
  code === null || !/^c\d+$/.test(code) ? 'c1' : `c${Number(code.slice(1)) + 1}`;

/**
 * What a call answers, event by event. Each event's `why` says what makes the simulator answer
 * so: `sim` (its ordinary answer) or the departure the spec arranges before the call.
 */
function answers(s: CartSnapshot): ModelEvent[] {
  const code = s.context.code ?? '';
  const out: ModelEvent[] = [];
  if (running(s, 'getCart')) {
    if (code === UNKNOWN_CODE) {
      out.push({ type: 'xstate.error.actor.getCart', error: missing, why: 'sim' });
    } else {
      const held = knownCart(s);
      // signed out: the logout emptied the cart first (machines/session.ts)
      const items = s.context.access.token === null || held === null ? 0 : held.items.length;
      out.push({
        type: 'xstate.done.actor.getCart',
        output: simCart(code, items, HOLD_SECONDS),
        why: 'sim',
      });
      // a fault is one answer to the cart's address: not after a fetch in the same add, whose
      // own GET would take it (a failed add keeps its request)
      const fetched = s.context.request !== null && held !== null;
      if (s.context.access.token !== null && !fetched) {
        out.push({ type: 'xstate.error.actor.getCart', error: serverError, why: 'fault' });
      }
    }
  }
  if (running(s, 'fetchCart')) {
    out.push(
      { type: 'xstate.done.actor.fetchCart', output: simCart(code, count(s), 900), why: 'sim' },
      {
        type: 'xstate.done.actor.fetchCart',
        output: simCart(code, count(s), 0),
        why: 'expired',
      },
      { type: 'xstate.error.actor.fetchCart', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'createCart')) {
    out.push({ type: 'xstate.done.actor.createCart', output: nextCode(code || null), why: 'sim' });
    // with a code kept (after a fetch), a failed create reads that cart again, which the simulator
    // answers by what the fetch found: not walked, so that the model's server stays exact
    if (s.context.code === null) {
      out.push({ type: 'xstate.error.actor.createCart', error: serverError, why: 'fault' });
    }
  }
  if (running(s, 'addToCart')) {
    const held = knownCart(s)?.items.length ?? 0;
    out.push(
      {
        type: 'xstate.done.actor.addToCart',
        output: simCart(code, held + 1, HOLD_SECONDS),
        why: 'sim',
      },
      { type: 'xstate.error.actor.addToCart', error: taken, why: 'taken' },
    );
  }
  if (running(s, 'resumeCart')) {
    out.push(
      {
        type: 'xstate.done.actor.resumeCart',
        output: simCart(code, count(s), HOLD_SECONDS),
        why: 'sim',
      },
      { type: 'xstate.error.actor.resumeCart', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'removeFromCart')) {
    out.push(
      {
        type: 'xstate.done.actor.removeFromCart',
        output: simCart(code, count(s) - 1, HOLD_SECONDS),
        why: 'sim',
      },
      { type: 'xstate.error.actor.removeFromCart', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'recheckCart')) {
    // read just before paying: the cart as the machine knows it (another tab's change meanwhile
    // is e2e/tabs.spec.ts and tests/machines/cart.test.ts)
    out.push(
      {
        type: 'xstate.done.actor.recheckCart',
        output: simCart(code, count(s), HOLD_SECONDS),
        why: 'sim',
      },
      { type: 'xstate.error.actor.recheckCart', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'payByBank')) {
    out.push(
      { type: 'xstate.done.actor.payByBank', output: 'http://127.0.0.1/__sim/bank', why: 'sim' },
      { type: 'xstate.done.actor.payByBank', output: 'javascript:alert(1)', why: 'badUrl' },
      { type: 'xstate.error.actor.payByBank', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'payByCredits')) {
    out.push(
      {
        type: 'xstate.done.actor.payByCredits',
        output: simCart(code, count(s), HOLD_SECONDS, 2),
        why: 'sim',
      },
      { type: 'xstate.error.actor.payByCredits', error: tooLittle, why: 'poor' },
    );
  }
  if (rereading(s)) out.push({ type: 'balance.known', balance: POOR_BALANCE, why: 'sim' });
  return out;
}

/**
 * After the server found the balance short (402), the session reads it again and the app relays
 * it: the balance the spec left in the simulator (`poor`).
 */
const rereading = (s: CartSnapshot) =>
  s.context.notice?.message === 'balance_short' && s.context.notice.shortfall === null;

/** Is the machine waiting for a call (or the balance read again)? Then only answers can come. */
const waiting = (s: CartSnapshot) =>
  rereading(s) ||
  [
    'getCart',
    'fetchCart',
    'createCart',
    'addToCart',
    'resumeCart',
    'removeFromCart',
    'recheckCart',
    'payByBank',
    'payByCredits',
  ].some((id) => running(s, id));

/**
 * The customer's events in a state at rest, limited to keep the walk (and the browser's time)
 * small while still taking every transition: a question or a message pending takes the
 * customer's whole attention, the last minute ticks away by itself once the warning has come, a
 * second slot is there to be removed, and signing out, another tab's change and the bank end a
 * path. A tab that could not read its cart does not know what the simulator holds, so the path
 * ends there too.
 */
function customer(s: CartSnapshot): ModelEvent[] {
  const n = count(s);
  const { notice, removing, code, cart } = s.context;
  if (s.matches('empty')) {
    if (code !== null && cart === null) return [];
    return notice?.tone === 'success'
      ? [{ type: 'notice.dismissed' }, { type: 'cart.add', request: slot }]
      : [{ type: 'cart.add', request: slot }];
  }
  if (!s.matches('held')) return [];
  if (removing !== null) return [{ type: 'removal.cancelled' }, { type: 'removal.confirmed' }];
  if (notice !== null) return [{ type: 'notice.dismissed' }];
  const removal: ModelEvent = { type: 'item.removeRequested', itemId: n };
  if (s.hasTag('holdOver')) return [removal, { type: 'cart.add', request: slot }];
  if (s.matches({ held: 'ending' })) {
    return s.context.remaining < 60
      ? [{ type: TICK_ENDING }]
      : [{ type: 'hold.extendRequested' }, { type: TICK_ENDING }];
  }
  if (n >= MOST_ITEMS) return [removal];
  return [
    removal,
    { type: 'cart.add', request: slot },
    // the dialog shows the cart the machine knows
    { type: 'pay.requested', method: 'credits', shown: shownOf(cart) },
    { type: 'pay.requested', method: 'bank', shown: shownOf(cart) },
    { type: TICK_COUNTING },
    { type: 'access.changed', token: null },
    { type: 'cart.storageChanged', code },
    { type: 'cart.storageChanged', code: null },
    { type: 'cart.storageChanged', code: UNKNOWN_CODE },
  ];
}

/** Signed out, or gone to the bank: the path ends. */
const ended = (s: CartSnapshot) => s.context.access.token === null || s.matches('atBank');

export function modelEvents(s: CartSnapshot): ModelEvent[] {
  if (ended(s) && !waiting(s)) return [];
  return waiting(s) ? answers(s) : customer(s);
}

/** What tells two states apart: everything the screen shows of the cart. */
export function serializeState(s: CartSnapshot): string {
  const { context: c } = s;
  return JSON.stringify([
    s.value,
    c.remaining,
    count(s),
    c.code === null ? 'none' : c.code === UNKNOWN_CODE ? 'unknown' : 'kept',
    c.cart === null ? 'unknown' : knownCart(s) === null ? 'other' : 'same',
    c.removing !== null,
    noticeOf(s),
    c.balance,
    c.access.token !== null,
    // while the cart is read before paying, which payment follows
    s.matches('confirming') ? (c.payment?.method ?? null) : null,
  ]);
}

/** The notice as the screen tells it apart: which one, by how much, for which cause. */
export function noticeOf(s: CartSnapshot): string | null {
  const { notice } = s.context;
  if (notice === null) return null;
  if (notice.message === 'balance_short') return `balance_short ${notice.shortfall ?? '?'}`;
  if (notice.tone === 'success') return notice.message;
  if (notice.tone === 'changed') return `${notice.message} ${notice.shownTotal}`;
  return `${notice.message} ${notice.cause}`;
}

/** How an event reads in a test title. */
export function eventLabel(event: ModelEvent): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'ok' : 'fails'}(${String(event.why)})`;
  if (event.type === TICK_COUNTING || event.type === TICK_ENDING) return 'tick';
  if (event.type === 'pay.requested') return `pay(${String(event.method)})`;
  if (event.type === 'cart.storageChanged') {
    const code = event.code === null ? 'none' : event.code === UNKNOWN_CODE ? 'unknown' : 'kept';
    return `otherTab(${code})`;
  }
  if (event.type === 'access.changed') return 'logout';
  if (event.type === 'balance.known') return `balance read(${String(event.why)})`;
  return event.type;
}

/** A path's title: its events, repeated ticks counted ("tick ×60"). */
export function pathTitle(events: readonly ModelEvent[]): string {
  return countedRuns(events.map(eventLabel));
}

export interface CartPath {
  /** the events, in order, and the state after each */
  steps: { event: ModelEvent; state: CartSnapshot }[];
  title: string;
}

const serializeEvent = (event: EventObject) => JSON.stringify(event);

/** The state's name: its top state and, for `preparing` and `held`, the one inside. */
function place(s: CartSnapshot): string {
  const value = s.value as string | Record<string, string>;
  if (typeof value === 'string') return value;
  const top = Object.keys(value)[0]!;
  return `${top}.${value[top]!}`;
}

/**
 * What the screen tells apart, coarser than `serializeState` (which keeps the exact countdown and
 * codes so that the walk's answers are the simulator's): the state (the hold's only when no
 * question or message is open over it), whether anything is held, the question, the message,
 * signed in or not.
 */
export function screenOf(s: CartSnapshot): string {
  const { context: c } = s;
  const asking = c.removing !== null || c.notice !== null;
  return JSON.stringify([
    asking ? 'held' : place(s),
    count(s) > 0,
    c.removing !== null,
    noticeOf(s),
    c.access.token !== null,
  ]);
}

/** The hold's own events; every other event in `held` is the same transition at any hold. */
const holdEvents = new Set([
  TICK_COUNTING,
  TICK_ENDING,
  'hold.extendRequested',
  'xstate.done.actor.resumeCart',
  'xstate.error.actor.resumeCart',
]);

/** A kind of transition: where from, the event (with its answer's cause), where to. */
export function transitionOf(from: CartSnapshot, event: ModelEvent, to: CartSnapshot): string {
  const name = (s: CartSnapshot) =>
    s.matches('held') && !holdEvents.has(event.type) ? 'held' : place(s);
  return JSON.stringify([name(from), eventLabel(event), name(to)]);
}

type Step = { event: ModelEvent; state: CartSnapshot };

type Adjacency = Record<
  string,
  { state: CartSnapshot; transitions: Record<string, { event: EventObject; state: CartSnapshot }> }
>;

/** The walk's options for `xstate/graph`: the model's events, its state keys, its customer. */
const traversal = {
  events: (s: CartSnapshot) => modelEvents(s) as never[],
  serializeState: (s: CartSnapshot) => serializeState(s),
  serializeEvent,
  input: modelInput,
};

/** The shortest path to every state the walk reaches (`xstate/graph`). */
export function shortestPaths(): Step[][] {
  return getShortestPaths(cartMachine, traversal).map((p) =>
    p.steps.slice(1).map((step) => ({ event: step.event as ModelEvent, state: step.state })),
  );
}

/** The customer's arrival: the walk's first state. */
const startOf = (): CartSnapshot =>
  getShortestPaths(cartMachine, traversal).find((p) => p.steps.length <= 1)!.state;

/** What a path covers: the screens it rests on and the kinds of transition it takes. */
function targetsOf(from: CartSnapshot, steps: readonly Step[]): string[] {
  const targets = waiting(from) ? [] : [`screen ${screenOf(from)}`];
  for (const { event, state } of steps) {
    if (!waiting(state)) targets.push(`screen ${screenOf(state)}`);
    targets.push(`transition ${transitionOf(from, event, state)}`);
    from = state;
  }
  return targets;
}

/** At most this many customer actions in one path (a test of about half a minute). */
const MOST_ACTIONS = 9;
const isCustomer = (event: ModelEvent) =>
  !/^xstate\.(done|error|after)\./.test(event.type) && event.type !== 'balance.known';

/**
 * The paths the spec walks: tours of the walk's graph (`xstate/graph`'s adjacency map) that
 * together rest on every screen the shortest paths reach (`screenOf`) and take every kind of
 * transition (`transitionOf`). A tour starts as the customer arrives, goes each time to the
 * nearest screen or transition it has not covered yet (by the shortest way; those that end the
 * path, such as signing out or the bank, last), lets the simulator answer until the machine rests,
 * and ends after MOST_ACTIONS customer actions or where nothing is left to do; then the next
 * tour starts afresh. Fewer, longer tests than one per shortest path: each test's sign-in and
 * first board cost more than its steps.
 */
export function cartPaths(): CartPath[] {
  const adjacency = getAdjacencyMap(cartMachine, traversal) as unknown as Adjacency;
  const start = startOf();
  const edges = (key: string): Step[] =>
    Object.values(adjacency[key]?.transitions ?? {}).map(({ event, state }) => ({
      event: event as ModelEvent,
      state,
    }));
  /** the simulator's ordinary answers until the machine rests */
  const settle = (state: CartSnapshot): Step[] => {
    const steps: Step[] = [];
    while (waiting(state) && steps.length < 20) {
      const answer = edges(serializeState(state)).find(({ event }) => event.why === 'sim');
      if (!answer) break;
      steps.push(answer);
      state = answer.state;
    }
    return steps;
  };
  const ends = (state: CartSnapshot) => edges(serializeState(state)).length === 0;
  const covered = new Set<string>();
  /** the shortest way from `from` to a step covering something new, then to rest */
  const nearest = (from: CartSnapshot, kind: 'goesOn' | 'ends'): Step[] | null => {
    const seen = new Set([serializeState(from)]);
    let layer: { state: CartSnapshot; steps: Step[] }[] = [{ state: from, steps: [] }];
    while (layer.length > 0) {
      const next: typeof layer = [];
      for (const { state, steps } of layer) {
        for (const step of edges(serializeState(state))) {
          const way = [...steps, step, ...settle(step.state)];
          const end = way.at(-1)!.state;
          const fresh = targetsOf(state, [step]).some((t) => !covered.has(t));
          if (fresh && !waiting(end) && ends(end) === (kind === 'ends')) return way;
          const key = serializeState(step.state);
          if (!seen.has(key)) {
            seen.add(key);
            next.push({ state: step.state, steps: [...steps, step] });
          }
        }
      }
      layer = next;
    }
    return null;
  };
  const actionsIn = (steps: readonly Step[]) =>
    steps.filter(({ event }) => isCustomer(event)).length;
  const tours: Step[][] = [];
  for (;;) {
    const tour: Step[] = [];
    let at = start;
    for (;;) {
      const room = MOST_ACTIONS - actionsIn(tour);
      const goesOn = nearest(at, 'goesOn');
      const fits = (way: Step[] | null) =>
        way !== null && (actionsIn(way) <= room || tour.length === 0);
      // what ends a path comes last: when nothing else is left, or nothing else fits
      const way = fits(goesOn) ? goesOn : nearest(at, 'ends');
      if (!way || !fits(way)) break;
      targetsOf(at, way).forEach((t) => covered.add(t));
      tour.push(...way);
      at = way.at(-1)!.state;
      if (ends(at)) break;
    }
    if (tour.length === 0) break;
    tours.push(tour);
  }
  return tours.map((steps) => ({ steps, title: pathTitle(steps.map((step) => step.event)) }));
}

/**
 * What the shortest paths reach and take that the tours do not: [] when the spec's paths cover
 * every screen and every kind of transition of the walk.
 */
export function uncovered(paths: readonly CartPath[]): string[] {
  const start = startOf();
  const adjacency = getAdjacencyMap(cartMachine, traversal) as unknown as Adjacency;
  const want = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const { event, state: to } of Object.values(transitions)) {
      targetsOf(state, [{ event: event as ModelEvent, state: to }]).forEach((t) => want.add(t));
    }
  }
  const have = new Set(paths.flatMap(({ steps }) => targetsOf(start, steps)));
  return [...want].filter((t) => !have.has(t)).sort();
}
