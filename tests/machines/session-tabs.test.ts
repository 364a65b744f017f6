/**
 * Another tab of this browser logged out (docs/rules.md §4 "Tabs"): the token both tabs hold is
 * dead on the server, so this tab's session ends too, and says so through the error channel as a
 * session that ended ("Sesija baigėsi"), without a call of its own and without touching the
 * stored token, which is the other tab's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CallReport } from '../../machines/domain';
import { selectUser, type SessionEvent, type SessionSnapshot } from '../../machines/session';
import { sessionMachineWithChildren } from '../support/machines';
import { ada } from '../support/data';

function start() {
  const otherTab = { logsOut: () => {} };
  const forgetToken = vi.fn();
  const calls: string[] = [];
  const session = sessionMachineWithChildren.provide({
    actors: {
      checkToken: fromPromise(async () => ada),
      getCredit: fromPromise(async () => 50),
      logout: fromPromise(async () => (calls.push('logout'), null)),
      emptyCart: fromPromise(async () => (calls.push('emptyCart'), null)),
      watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
        otherTab.logsOut = () => sendBack({ type: 'session.endedElsewhere' });
        return () => {
          otherTab.logsOut = () => {};
        };
      }),
    },
    actions: { forgetToken },
  });
  const told: CallReport[] = [];
  const app = createMachine({
    invoke: { id: 'session', src: session, input: { token: 'stored' } },
    // the consents' calls are not provided here: only the session's own word is kept
    on: {
      'call.failed': {
        actions: ({ event }) => {
          if ((event as CallReport & { call: string }).call === 'checkToken')
            told.push(event as CallReport);
        },
      },
    },
  });
  const actor = createActor(app, { systemId: 'app' }).start();
  const child = actor.getSnapshot().children.session!;
  child.send({ type: 'session.check', bookingUrl: 'https://api.example', consentIds: [] } as never);
  return { otherTab, forgetToken, calls, told, child };
}

describe('session: another tab logged out', () => {
  it('this tab is signed out and told the session ended; no call, the stored token left alone', async () => {
    const { otherTab, forgetToken, calls, told, child } = start();
    await waitFor(child, (s) =>
      (s as never as { matches(v: string): boolean }).matches('signedIn'),
    );
    otherTab.logsOut();
    const out = child.getSnapshot() as SessionSnapshot;
    expect(out.matches('signedOut')).toBe(true);
    expect(selectUser(out)).toBeNull();
    expect(told).toEqual([
      {
        type: 'call.failed',
        call: 'checkToken',
        failure: { ok: false, error: 'server', message: '', status: 401 },
      },
    ]);
    expect(calls).toEqual([]);
    expect(forgetToken).not.toHaveBeenCalled();
    // signed out, it no longer listens
    otherTab.logsOut();
    expect(told).toHaveLength(1);
  });
});
