import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { User } from '../../machines/domain';
import { signInToAddMachine, type SignInToAddReport } from '../../machines/signInToAdd';
import { ada } from '../support/data';

const bob: User = { subject: '7', firstName: 'Bob', lastName: 'K', email: 'bob@example.lt' };
const slot = { courtId: 3, date: '2026-11-21', time: '18:00:00', durationMins: 60 };

/** The add flow as a child of a stand-in app (systemId `app`) that records every report. */
function withApp() {
  const app = createActor(
    setup({
      types: {
        context: {} as { heard: SignInToAddReport[] },
        events: {} as SignInToAddReport,
      },
      actors: { signInToAdd: signInToAddMachine },
    }).createMachine({
      context: { heard: [] },
      invoke: { id: 'signInToAdd', src: 'signInToAdd' },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
    { systemId: 'app' },
  ).start();
  const flow = app.getSnapshot().children.signInToAdd!;
  const heard = () => app.getSnapshot().context.heard;
  return { flow, heard };
}

describe('signInToAdd: a chosen slot into the cart, as the signed-in user', () => {
  it('a signed-in user’s slot goes in at once, as theirs', () => {
    const { flow, heard } = withApp();
    flow.send({ type: 'cart.addRequested', request: slot, user: ada });
    expect(heard()).toEqual([
      { type: 'signInToAdd.ready', request: { ...slot, clientId: ada.subject } },
    ]);
    expect(flow.getSnapshot().matches('idle')).toBe(true);
  });

  it('a visitor signs in first; the slot then goes in as the user they signed in as', () => {
    const { flow, heard } = withApp();
    flow.send({ type: 'cart.addRequested', request: slot, user: null });
    expect(heard()).toEqual([{ type: 'signInToAdd.signInNeeded' }]);
    flow.send({ type: 'session.signedIn', user: bob });
    expect(heard()).toEqual([
      { type: 'signInToAdd.signInNeeded' },
      { type: 'signInToAdd.ready', request: { ...slot, clientId: bob.subject } },
    ]);
    // once added, a later modal sign-in adds nothing again
    flow.send({ type: 'session.signedIn', user: bob });
    expect(heard().at(-1)).toEqual({ type: 'signInToAdd.nothingWaited' });
  });

  it('a dismissed login modal drops the waiting slot: a later sign-in adds nothing', () => {
    const { flow, heard } = withApp();
    flow.send({ type: 'cart.addRequested', request: slot, user: null });
    flow.send({ type: 'overlay.modalClosed' });
    flow.send({ type: 'session.signedIn', user: ada });
    expect(heard()).toEqual([
      { type: 'signInToAdd.signInNeeded' },
      { type: 'signInToAdd.nothingWaited' },
    ]);
  });

  it('runs standalone without an app (reports go nowhere, no error)', () => {
    const actor = createActor(signInToAddMachine).start();
    actor.send({ type: 'cart.addRequested', request: slot, user: null });
    actor.send({ type: 'session.signedIn', user: ada });
    expect(actor.getSnapshot().status).toBe('active');
  });
});
