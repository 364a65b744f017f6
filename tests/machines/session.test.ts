import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, assign, waitFor } from 'xstate';
import type { Result, User } from '../../machines/domain';
import { sessionMachine, type SessionSettledEvent } from '../../machines/session';
import { allStates, reachedStates, replayShortestPaths, untakenTransitions } from './graph';

const ada: User = { subject: '42', firstName: 'Ada', lastName: 'L', email: 'ada@example.lt' };
const grace: User = { subject: '7', firstName: 'Grace', lastName: 'H', email: 'grace@example.lt' };
const ok = (user: User): Result<User> => ({ ok: true, data: user });
const refused: Result<User> = { ok: false, error: 'server', message: 'Error' };

const events = [
  { type: 'session.check' },
  { type: 'session.signedIn', token: 'fresh', user: grace },
  { type: 'session.signedOut' },
  { type: 'xstate.done.actor.checkToken', output: ok(ada) },
  { type: 'xstate.done.actor.checkToken', output: refused },
  { type: 'xstate.error.actor.checkToken', error: new Error('boom') },
] as never[];

function session(
  token: string | null,
  check: (input: { token: string }) => Promise<Result<User>>,
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

describe('session: model paths', () => {
  const input = { token: 'stored' };

  it('reaches every state', () => {
    expect(reachedStates(sessionMachine, { events, input })).toEqual(allStates(sessionMachine));
  });

  it('takes every declared transition', () => {
    expect(untakenTransitions(sessionMachine, { events, input })).toEqual([]);
  });

  it('ends every shortest path where the live actor ends', () => {
    const result = replayShortestPaths(sessionMachine, {
      events,
      input,
      silentActors: ['checkToken'],
    });
    expect(result.checked).toBeGreaterThan(3);
    expect(result.mismatches).toEqual([]);
  });
});

describe('session: token check', () => {
  it('waits in idle until asked', () => {
    const check = vi.fn(async () => ok(ada));
    const actor = session('stored', check).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(check).not.toHaveBeenCalled();
  });

  it('without a stored token settles signed out without a call', () => {
    const check = vi.fn(async () => ok(ada));
    const actor = session(null, check).start();
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(check).not.toHaveBeenCalled();
  });

  it('checks the stored token and signs the user in', async () => {
    const check = vi.fn(async () => ok(ada));
    const actor = session('stored', check).start();
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().value).toBe('checkingToken');
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(check).toHaveBeenCalledWith({ token: 'stored' });
    expect(snapshot.context).toEqual({ token: 'stored', user: ada });
  });

  it('a refused token signs out and clears the token', async () => {
    const forgetToken = vi.fn();
    const actor = session('stale', async () => refused, { forgetToken }).start();
    actor.send({ type: 'session.check' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ token: null, user: null });
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('a check that throws also signs out and clears the token', async () => {
    const forgetToken = vi.fn();
    const actor = session(
      'stale',
      async () => {
        throw new Error('offline');
      },
      { forgetToken },
    ).start();
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('runs standalone without a parent (settling reports to nobody, no error)', async () => {
    const actor = session('stored', async () => ok(ada)).start();
    actor.send({ type: 'session.check' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.status).toBe('active');
    expect(snapshot.error).toBeUndefined();
  });
});

describe('session: reports to its parent', () => {
  // A minimal parent that records what its child reports.
  const parentOf = (token: string | null, result: Result<User>) =>
    setup({
      types: {
        context: {} as { reports: SessionSettledEvent[] },
        events: {} as SessionSettledEvent,
      },
      actors: {
        session: sessionMachine.provide({
          actors: { checkToken: fromPromise(async () => result) },
        }),
      },
    }).createMachine({
      context: { reports: [] },
      invoke: { id: 'session', src: 'session', input: { token } },
      on: {
        'session.settled': {
          actions: assign({ reports: ({ context, event }) => [...context.reports, event] }),
        },
      },
    });

  it('reports the checked user once signed in', async () => {
    const parent = createActor(parentOf('stored', ok(ada))).start();
    parent.getSnapshot().children.session?.send({ type: 'session.check' });
    const snapshot = await waitFor(parent, (s) => s.context.reports.length > 0);
    expect(snapshot.context.reports).toEqual([{ type: 'session.settled', user: ada }]);
  });

  it('reports no user when the check fails, and again after a later sign-in', async () => {
    const parent = createActor(parentOf('stale', refused)).start();
    const child = parent.getSnapshot().children.session;
    child?.send({ type: 'session.check' });
    await waitFor(parent, (s) => s.context.reports.length === 1);
    child?.send({ type: 'session.signedIn', token: 'fresh', user: grace });
    expect(parent.getSnapshot().context.reports).toEqual([
      { type: 'session.settled', user: null },
      { type: 'session.settled', user: grace },
    ]);
  });
});

describe('session: sign-in and sign-out from elsewhere', () => {
  it('a sign-in remembers the new token and the user', () => {
    const rememberToken = vi.fn();
    const actor = session(null, async () => refused, { rememberToken }).start();
    actor.send({ type: 'session.signedIn', token: 'fresh', user: grace });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toEqual({ token: 'fresh', user: grace });
    expect(rememberToken).toHaveBeenCalledWith('fresh');
  });

  it('a sign-out forgets token and user', async () => {
    const forgetToken = vi.fn();
    const actor = session('stored', async () => ok(ada), { forgetToken }).start();
    actor.send({ type: 'session.check' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });
});
