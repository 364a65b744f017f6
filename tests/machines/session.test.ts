import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { BookingAccess, Failure, User } from '../../machines/domain';
import type { CallReport } from '../../machines/result';
import { sessionMachine, type SessionReport } from '../../machines/session';
import { describeModelPaths, type ModelEvent } from './graph';

const ada: User = { subject: '42', firstName: 'Ada', lastName: 'L', email: 'ada@example.lt' };
const grace: User = { subject: '7', firstName: 'Grace', lastName: 'H', email: 'grace@example.lt' };
const refused: Failure = { ok: false, error: 'server', message: 'Token expired', status: 401 };
const bookingUrl = 'http://venue.test/api';

const events: ModelEvent<typeof sessionMachine>[] = [
  { type: 'session.check', bookingUrl },
  { type: 'session.signedIn', token: 'fresh', user: grace },
  { type: 'session.loggedOut' },
  { type: 'xstate.done.actor.checkToken', output: ada },
  { type: 'xstate.error.actor.checkToken', error: refused },
];

function session(
  token: string | null,
  check: (input: { access: BookingAccess }) => Promise<User>,
  spies: { forgetToken?: () => void; rememberToken?: (token: string) => void } = {},
) {
  const machine = sessionMachine.provide({
    actors: { checkToken: fromPromise(({ input }) => check(input)) },
    actions: {
      forgetToken: () => spies.forgetToken?.(),
      rememberToken: (_, params) => spies.rememberToken?.(params.token),
    },
  });
  return createActor(machine, { input: { token } });
}

describeModelPaths(sessionMachine, {
  events,
  input: { token: 'stored' },
  // with no stored token, start-up settles signed out without a call
  alsoFrom: [{ token: null }],
});

describe('session: token check', () => {
  it('waits in idle until asked', () => {
    const check = vi.fn(async () => ada);
    const actor = session('stored', check).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(check).not.toHaveBeenCalled();
  });

  it('without a stored token settles signed out without a call', () => {
    const check = vi.fn(async () => ada);
    const actor = session(null, check).start();
    actor.send({ type: 'session.check', bookingUrl });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(check).not.toHaveBeenCalled();
  });

  it('checks the stored token at the booking address it was given and signs the user in', async () => {
    const check = vi.fn(async () => ada);
    const actor = session('stored', check).start();
    actor.send({ type: 'session.check', bookingUrl });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(check).toHaveBeenCalledWith({ access: { url: bookingUrl, token: 'stored' } });
    expect(snapshot.context).toEqual({ token: 'stored', user: ada, bookingUrl });
  });

  it('a refused token signs out and clears the token', async () => {
    const forgetToken = vi.fn();
    const actor = session('stale', () => Promise.reject(refused), { forgetToken }).start();
    actor.send({ type: 'session.check', bookingUrl });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('a check that throws also signs out and clears the token', async () => {
    const forgetToken = vi.fn();
    const actor = session('stale', () => Promise.reject(new Error('offline')), {
      forgetToken,
    }).start();
    actor.send({ type: 'session.check', bookingUrl });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('asked again while checking, checks again and aborts the earlier check', async () => {
    const signals: AbortSignal[] = [];
    const machine = sessionMachine.provide({
      actors: {
        checkToken: fromPromise(({ signal }) => {
          signals.push(signal);
          return new Promise<User>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    actor.send({ type: 'session.check', bookingUrl });
    actor.send({ type: 'session.check', bookingUrl });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('runs standalone without an app (settling reports to nobody, no error)', async () => {
    const actor = session('stored', async () => ada).start();
    actor.send({ type: 'session.check', bookingUrl });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.status).toBe('active');
    expect(snapshot.error).toBeUndefined();
  });
});

describe('session: reports to the app', () => {
  type Heard = SessionReport | CallReport;
  // A minimal app (systemId `app`) that records what the session tells it.
  const appOf = (token: string | null, check: () => Promise<User>) =>
    setup({
      types: { context: {} as { heard: Heard[] }, events: {} as Heard },
      actors: {
        session: sessionMachine.provide({ actors: { checkToken: fromPromise(check) } }),
      },
    }).createMachine({
      context: { heard: [] },
      invoke: { id: 'session', src: 'session', input: { token } },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    });

  it('reports the checked user and token once signed in', async () => {
    const app = createActor(
      appOf('stored', async () => ada),
      { systemId: 'app' },
    ).start();
    app.getSnapshot().children.session?.send({ type: 'session.check', bookingUrl });
    const snapshot = await waitFor(app, (s) => s.context.heard.length > 0);
    expect(snapshot.context.heard).toEqual([
      { type: 'session.settled', user: ada, token: 'stored' },
    ]);
  });

  it('a failed check tells the error channel "could not log in", then reports no user', async () => {
    const app = createActor(
      appOf('stale', () => Promise.reject(refused)),
      { systemId: 'app' },
    ).start();
    const child = app.getSnapshot().children.session;
    child?.send({ type: 'session.check', bookingUrl });
    await waitFor(app, (s) => s.context.heard.length === 2);
    child?.send({ type: 'session.signedIn', token: 'fresh', user: grace });
    expect(app.getSnapshot().context.heard).toEqual([
      { type: 'call.failed', call: 'checkToken', failure: refused, text: 'nepavyko_prisijungti' },
      { type: 'session.settled', user: null, token: null },
      { type: 'session.settled', user: grace, token: 'fresh' },
    ]);
  });

  it('a logout tells the app (which decides where to go), then reports no user', async () => {
    const app = createActor(
      appOf('stored', async () => ada),
      { systemId: 'app' },
    ).start();
    const child = app.getSnapshot().children.session;
    child?.send({ type: 'session.check', bookingUrl });
    await waitFor(app, (s) => s.context.heard.length === 1);
    child?.send({ type: 'session.loggedOut' });
    expect(app.getSnapshot().context.heard.slice(1)).toEqual([
      { type: 'session.loggedOut' },
      { type: 'session.settled', user: null, token: null },
    ]);
  });

  it('asked to check again once settled (a start-up retry), reports again without a call', async () => {
    const check = vi.fn(async () => ada);
    const app = createActor(appOf('stored', check), { systemId: 'app' }).start();
    const child = app.getSnapshot().children.session;
    child?.send({ type: 'session.check', bookingUrl });
    await waitFor(app, (s) => s.context.heard.length === 1);
    child?.send({ type: 'session.check', bookingUrl });
    expect(app.getSnapshot().context.heard).toHaveLength(2);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('session: sign-in and logout', () => {
  it('a sign-in remembers the new token and the user', () => {
    const rememberToken = vi.fn();
    const actor = session(null, () => Promise.reject(refused), { rememberToken }).start();
    actor.send({ type: 'session.signedIn', token: 'fresh', user: grace });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', user: grace });
    expect(rememberToken).toHaveBeenCalledWith('fresh');
  });

  it('a logout forgets token and user', async () => {
    const forgetToken = vi.fn();
    const actor = session('stored', async () => ada, { forgetToken }).start();
    actor.send({ type: 'session.check', bookingUrl });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });
});
