/** The session's model paths (./graph.ts); its rules are in session.test.ts. */
import type { LoginForm, RegistrationForm } from '../../machines/domain';
import type { sessionMachine } from '../../machines/session';
import { sessionMachineWithChildren } from '../support/machines';
import { describeModelPaths, type ModelEvent } from './graph';
import { ada } from '../support/data';
import { admin, change, check, movedCheck, refused } from './session.fixtures';

const login: LoginForm = { username: 'ada@example.lt', password: 'secret1' };
const registration: RegistrationForm = {
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.lt',
  password: 'secret1',
  reenteredPassword: 'secret1',
  newsletter: true,
};

const events: ModelEvent<typeof sessionMachine>[] = [
  check,
  movedCheck,
  { type: 'login.submitted', values: login, origin: 'modal' },
  { type: 'register.submitted', values: registration, origin: 'modal' },
  { type: 'admin.submitted', values: admin, origin: 'modal' },
  { type: 'lostPassword.submitted', values: { email: 'ada@example.lt' }, origin: 'page' },
  { type: 'password.submitted', values: change, origin: 'page' },
  { type: 'session.logoutRequested' },
  { type: 'session.logoutRequested', cartHeld: true },
  { type: 'logout.confirmed' },
  { type: 'logout.cancelled' },
  { type: 'call.failed', call: 'getCredit', failure: refused },
  { type: 'balance.refreshRequested' },
  { type: 'session.endedElsewhere' },
  { type: 'balance.readElsewhere', balance: 40 },
  { type: 'xstate.done.actor.checkToken', output: ada },
  { type: 'xstate.error.actor.checkToken', error: refused },
  // no answer: a stored token is kept (a form's is not)
  { type: 'xstate.error.actor.checkToken', error: { ok: false, error: 'connection', message: '' } },
  { type: 'xstate.done.actor.login', output: { token: 'fresh' } },
  { type: 'xstate.error.actor.login', error: refused },
  { type: 'xstate.done.actor.register', output: { token: 'registered' } },
  { type: 'xstate.done.actor.register', output: { token: null } },
  { type: 'xstate.error.actor.register', error: refused },
  { type: 'xstate.done.actor.loginAsUser', output: { token: 'theirs' } },
  { type: 'xstate.error.actor.loginAsUser', error: refused },
  { type: 'xstate.done.actor.forgotPassword', output: null },
  { type: 'xstate.error.actor.forgotPassword', error: refused },
  { type: 'xstate.done.actor.changePassword', output: { token: 'renewed' } },
  { type: 'xstate.error.actor.changePassword', error: refused },
  { type: 'xstate.done.actor.getCredit', output: 50 },
  // not a 401: run on its own, the session hears its own reports, and a 401 would end it (the
  // app relays every report to it); that rule has its own test in session.test.ts
  { type: 'xstate.error.actor.getCredit', error: { ...refused, status: 500 } },
  { type: 'xstate.done.actor.emptyCart', output: null },
  { type: 'xstate.error.actor.emptyCart', error: refused },
  { type: 'xstate.done.actor.logout', output: null },
  { type: 'xstate.error.actor.logout', error: refused },
];

describeModelPaths(sessionMachineWithChildren, {
  events,
  input: { token: 'stored' },
  // with no stored token, start-up settles signed out without a call; a token the admin login
  // issued comes back after a reload with its origin
  alsoFrom: [{ token: null }, { token: 'stored', tokenFrom: 'admin' }],
  // a state is what the chart shows: who is in, how they got there, with which token
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.token,
      s.context.user?.subject,
      s.context.way,
      s.context.tokenFrom,
    ]),
});
