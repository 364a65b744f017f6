/**
 * The board's model for the model-based e2e (e2e/board-paths.spec.ts; docs/qa.md, docs/rules.md
 * §2, §4 "Adding to the cart", §9): which events the demo user, the app and the simulator can
 * produce on the board, what each call answers, and the tours `xstate/graph` finds through the
 * REAL machine (machines/board.ts) with them (e2e/model-walks.ts). Pure: no Playwright.
 *
 * One start: the demo user signed in on Home, the simulator's clock at Saturday 2026-11-21 09:30,
 * the day of the first venue on screen (the arrival: what start-up tells the board, the page,
 * the day). From there: another venue (its tab), the next day (the calendar), a day that fails
 * to load and its retry, a free cell's dialog (its lengths, or their failure and retry), a length
 * put in the cart, taken meanwhile by another customer, or refused by a server fault, and the
 * dialog closed. The cart's answers reach the board through the app (machines/app.ts): an add
 * that went in reads the day again (`cart.changed`) and closes the dialog (`cart.added`); one that
 * failed is told in the dialog, then the day is read again once it closes.
 */
import { boardMachine, type BoardSnapshot } from '../machines/board';
import type { CourtDay, Duration, Failure, Place } from '../machines/domain';
import { placeOf, type ModelEvent, type WalkModel } from './model-walks';

export const TODAY = '2026-11-21';
export const TOMORROW = '2026-11-22';

/** The venues the walk visits and the court it books on in each (venue-sim/data.ts). */
export const COURTS: Record<number, { courtId: number; name: string }> = {
  1: { courtId: 101, name: 'Teniso aikštelė 1' },
  2: { courtId: 201, name: 'Kortas 1' },
};
const places: Place[] = [
  { id: 1, name: 'Sporto centras Žalgiris' },
  { id: 2, name: 'Teniso arena' },
  { id: 3, name: 'Padelio klubas' },
];

/**
 * A day as far as the machine's guards look: the walk's court, free from 10:00 (which free
 * half-hour the driver picks is its business: the next one not yet taken).
 */
function simDay(placeId: number | null): CourtDay[] {
  const court = COURTS[placeId ?? 1] ?? COURTS[1]!;
  return [{ courtId: court.courtId, courtName: court.name, timetable: { '10:00:00': 'free' } }];
}
const lengths: Duration[] = [
  { minutes: 30, price: 7 },
  { minutes: 60, price: 14 },
];

const serverError: Failure = { ok: false, error: 'server', message: '', status: 500 };
const taken: Failure = { ok: false, error: 'server', message: 'Laikas jau užimtas', status: 409 };

const running = (s: BoardSnapshot, id: string) => s.children[id as never] !== undefined;

/**
 * Waiting: for a call's answer, or, in the dialog, for the app to relay the cart's (an add on its
 * way; a failed add's day read again, which the app asks for straight after telling the failure).
 */
export const waiting = (s: BoardSnapshot) =>
  running(s, 'loadPlaceInfo') ||
  running(s, 'loadTimeInfo') ||
  s.hasTag('slotAdding') ||
  (s.matches({ shown: { loaded: 'slot' } }) &&
    s.context.addFailure !== null &&
    !s.context.refreshDue);

function answers(s: BoardSnapshot): ModelEvent[] {
  const c = s.context;
  // the app relays the cart's answer: in the cart (the day read again first, then the dialog
  // closes), or refused, taken meanwhile or a server fault (told first, the day read after)
  if (s.hasTag('slotAdding')) {
    return c.refreshDue
      ? [{ type: 'slot.added', why: 'sim' }]
      : [
          { type: 'board.refreshRequested', why: 'sim' },
          { type: 'slot.addFailed', failure: taken, why: 'taken' },
          { type: 'slot.addFailed', failure: serverError, why: 'fault' },
        ];
  }
  if (c.addFailure !== null && !c.refreshDue && s.matches({ shown: { loaded: 'slot' } })) {
    return [{ type: 'board.refreshRequested', why: 'sim' }];
  }
  const out: ModelEvent[] = [];
  if (running(s, 'loadPlaceInfo')) {
    out.push(
      { type: 'xstate.done.actor.loadPlaceInfo', output: simDay(c.placeId), why: 'sim' },
      { type: 'xstate.error.actor.loadPlaceInfo', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'loadTimeInfo')) {
    // the half-hour another customer just took offers no length any more
    const takenNow = c.addFailure?.status === 409;
    out.push(
      { type: 'xstate.done.actor.loadTimeInfo', output: takenNow ? [] : lengths, why: 'sim' },
      { type: 'xstate.error.actor.loadTimeInfo', error: serverError, why: 'fault' },
    );
  }
  return out;
}

/** The user's events in a state at rest. */
function user(s: BoardSnapshot): ModelEvent[] {
  const c = s.context;
  if (s.matches({ shown: 'failed' })) return [{ type: 'board.retried' }];
  if (s.matches({ shown: { loaded: { slot: 'choosing' } } })) {
    return c.durations.length > 0
      ? [{ type: 'duration.selected', minutes: 30 }, { type: 'slot.closed' }]
      : [{ type: 'slot.closed' }];
  }
  if (s.matches({ shown: { loaded: { slot: 'timesFailed' } } })) {
    return [{ type: 'slot.retried' }, { type: 'slot.closed' }];
  }
  if (s.matches({ shown: { loaded: 'browsing' } })) {
    const court = COURTS[c.placeId ?? 1]!;
    const out: ModelEvent[] = [
      { type: 'slot.selected', courtId: court.courtId, time: '10:00:00' },
      // the other venue's tab
      { type: 'place.selected', placeId: c.placeId === 1 ? 2 : 1 },
    ];
    // the next day in the calendar (the venue's own page, with its date)
    if (c.date === TODAY) out.push({ type: 'place.selected', placeId: c.placeId, date: TOMORROW });
    return out;
  }
  return [];
}

export const boardModel: WalkModel<BoardSnapshot> = {
  machine: boardMachine,
  starts: [
    {
      name: 'signed in',
      input: { places: null, today: '', access: { url: '', token: null } },
      // what start-up and the session tell the board as the portal starts, the page, its day
      arrival: [
        {
          type: 'startup.learnt',
          places,
          today: TODAY,
          url: 'http://127.0.0.1/api',
          serverDate: `${TODAY}T09:30:00+02:00`,
          workHours: { start: 7, end: 23 },
        },
        { type: 'access.changed', token: 'demo' },
        { type: 'place.selected' },
        { type: 'xstate.done.actor.loadPlaceInfo', output: simDay(1) },
      ],
    },
  ],
  events: (s) => (waiting(s) ? answers(s) : user(s)),
  waiting,
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.placeId,
      c.date,
      c.durations.length,
      c.adding,
      c.addFailure?.status ?? null,
      c.refreshDue,
      c.courtsDate,
    ]);
  },
  screenOf: (s) => {
    const c = s.context;
    return JSON.stringify([
      placeOf(s),
      s.matches({ shown: { loaded: 'slot' } }) ? (c.addFailure?.status ?? null) : null,
      c.durations.length > 0,
    ]);
  },
  label: (event) => {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'ok' : 'fails'}(${String(event.why)})`;
    if (event.type === 'place.selected') {
      return event.date ? `date ${String(event.date)}` : `venue ${String(event.placeId)}`;
    }
    if (event.type === 'slot.selected') return 'a free cell';
    if (event.type === 'duration.selected') return `${String(event.minutes)} min`;
    if (event.type === 'slot.addFailed') return `add fails(${String(event.why)})`;
    if (event.type === 'slot.added') return 'added';
    if (event.type === 'board.refreshRequested') return 'cart changed';
    return event.type;
  },
  mostActions: 9,
};
