/**
 * The session's model for the model-based e2e (e2e/session-paths.spec.ts; docs/qa.md, docs/rules.md
 * §4 "Session", §8): which events a visitor, the demo user and the simulator can produce, what
 * each call answers, and the tours `xstate/graph` finds through the REAL machine
 * (machines/session.ts, with the children the app gives it) with them (e2e/model-walks.ts).
 * Pure: no Playwright; the spec drives the browser along the tours and checks the screen at each
 * state they rest in.
 *
 * Two starts: a visitor (no token kept) and the demo user coming back (a token kept from an
 * earlier visit). The walk covers start-up, the login page (a right and a wrong password), the
 * balance, logging out with and without slots held (asked first, yes or no), a call refused as
 * unauthorised (401), and another tab of the browser logging out. Register, the admin login, the lost password and the password change are
 * e2e/session.spec.ts's; the spec lists their events as not driven, and `notWalked` names their
 * states.
 */
import type { Failure, LoginForm, User } from '../machines/domain';
import { type SessionSnapshot } from '../machines/session';
import { sessionMachineWithChildren } from '../tests/support/machines';
import { placeOf, type ModelEvent, type WalkModel } from './model-walks';

/** The booking API's address as the app's start-up tells it (only its sameness matters). */
const bookingUrl = 'http://127.0.0.1/api';
const check: ModelEvent = {
  type: 'session.check',
  bookingUrl,
  consentIds: { terms: 5, newsletter: 1 },
};
/** The demo user as the simulator knows them (venue-sim/data.ts). */
export const DEMO_USER: User = {
  subject: '1001',
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  email: 'demo@example.lt',
};
export const DEMO_BALANCE = 50;
const form: LoginForm = { username: 'demo@example.lt', password: 'demo123' };

const refused: Failure = {
  ok: false,
  error: 'server',
  message: 'Neteisingas el. paštas arba slaptažodis',
  status: 401,
};
const ended: Failure = {
  ok: false,
  error: 'server',
  message: 'Sesija negalioja, prisijunkite iš naujo',
  status: 401,
};
const serverError: Failure = { ok: false, error: 'server', message: '', status: 500 };

const running = (s: SessionSnapshot, id: string) => s.children[id as never] !== undefined;

/** The calls the session waits for; while one runs only answers come. */
const CALLS = ['checkToken', 'login', 'getCredit', 'emptyCart', 'logout'] as const;
export const waiting = (s: SessionSnapshot) => CALLS.some((id) => running(s, id));

/** What each call answers: the simulator's answer, or a departure the spec arranges first. */
function answers(s: SessionSnapshot): ModelEvent[] {
  const out: ModelEvent[] = [];
  if (running(s, 'checkToken')) {
    out.push({ type: 'xstate.done.actor.checkToken', output: DEMO_USER, why: 'sim' });
    // a kept token the server no longer knows (the session ended elsewhere)
    if (s.context.way === 'stored') {
      out.push({ type: 'xstate.error.actor.checkToken', error: ended, why: 'ended' });
    }
  }
  if (running(s, 'login')) {
    out.push(
      { type: 'xstate.done.actor.login', output: { token: 'issued' }, why: 'sim' },
      { type: 'xstate.error.actor.login', error: refused, why: 'wrong' },
    );
  }
  if (running(s, 'getCredit')) {
    out.push(
      { type: 'xstate.done.actor.getCredit', output: DEMO_BALANCE, why: 'sim' },
      { type: 'xstate.error.actor.getCredit', error: serverError, why: 'fault' },
    );
  }
  if (running(s, 'emptyCart')) {
    out.push({ type: 'xstate.done.actor.emptyCart', output: null, why: 'sim' });
  }
  if (running(s, 'logout')) {
    out.push(
      { type: 'xstate.done.actor.logout', output: null, why: 'sim' },
      { type: 'xstate.error.actor.logout', error: serverError, why: 'fault' },
    );
  }
  return out;
}

/** The user's events in a state at rest. */
function user(s: SessionSnapshot): ModelEvent[] {
  if (s.matches('idle')) return [check];
  if (s.matches('signedOut')) return [{ type: 'login.submitted', values: form, origin: 'page' }];
  if (s.matches({ signedIn: { logout: 'asking' } })) {
    return [{ type: 'logout.confirmed' }, { type: 'logout.cancelled' }];
  }
  if (s.matches('signedIn')) {
    return [
      { type: 'session.logoutRequested' },
      { type: 'session.logoutRequested', cartHeld: true },
      // the server ended the session (another device logged out); the next call is refused
      { type: 'call.failed', call: 'addToCart', failure: ended },
      // another tab of this browser logged out
      { type: 'session.endedElsewhere' },
    ];
  }
  return [];
}

export const sessionModel: WalkModel<SessionSnapshot> = {
  machine: sessionMachineWithChildren,
  starts: [
    { name: 'visitor', input: { token: null } },
    { name: 'returning', input: { token: 'kept' } },
  ],
  events: (s) => (waiting(s) ? answers(s) : user(s)),
  waiting,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.token !== null, s.context.user !== null, s.context.way]),
  screenOf: (s) => placeOf(s),
  label: (event) => {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'ok' : 'fails'}(${String(event.why)})`;
    if (event.type === 'session.check') return 'page load';
    if (event.type === 'login.submitted') return 'login';
    if (event.type === 'session.logoutRequested') {
      return event.cartHeld ? 'logout(slot held)' : 'logout';
    }
    if (event.type === 'logout.confirmed') return 'yes, log out';
    if (event.type === 'logout.cancelled') return 'stay';
    if (event.type === 'call.failed') return '401';
    if (event.type === 'session.endedElsewhere') return 'another tab logs out';
    return event.type;
  },
  mostActions: 8,
};
