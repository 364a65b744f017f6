import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { TOAST_LIFETIME_MS, toastsMachine } from '../../machines/toasts';
import { describeModelPaths } from './graph';

// Graph exploration: the state is the visible messages (ids only name them), events are four
// messages, and dismissing / expiring each visible toast.
describeModelPaths(toastsMachine, {
  events: ({ context: { toasts } }) => [
    ...['A', 'B', 'C', 'D'].map((message) => ({
      type: 'toast.shown' as const,
      message,
      kind: 'error' as const,
    })),
    ...toasts.map((t) => ({ type: 'toast.dismissed' as const, id: t.id })),
    ...toasts.map((t) => ({ type: 'toast.expired' as const, id: t.id })),
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      messages: snapshot.context.toasts.map((t) => t.message),
    }),
  expectStates: ['hidden', 'visible'],
});

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const show = (message: string, kind: 'error' | 'success' = 'error') =>
    actor.send({ type: 'toast.shown', message, kind });
  const messages = () => actor.getSnapshot().context.toasts.map((t) => t.message);
  return { actor, clock, show, messages };
}

describe('toasts: rules', () => {
  it('shows a toast with an incrementing id and kind', () => {
    const { actor, show } = start();
    show('Connection error');
    show('Saved', 'success');
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: 1, message: 'Connection error', kind: 'error' },
      { id: 2, message: 'Saved', kind: 'success' },
    ]);
  });

  it('dismissing removes that toast; dismissing the last hides the stack', () => {
    const { actor, show, messages } = start();
    show('A');
    show('B');
    actor.send({ type: 'toast.dismissed', id: 1 });
    expect(messages()).toEqual(['B']);
    actor.send({ type: 'toast.dismissed', id: 2 });
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('dismissing an unknown id changes nothing', () => {
    const { actor, show, messages } = start();
    show('A');
    actor.send({ type: 'toast.dismissed', id: 99 });
    expect(messages()).toEqual(['A']);
  });

  it('each toast disappears by itself 6 s after it was shown', () => {
    const { clock, show, messages, actor } = start();
    show('A');
    clock.increment(2000);
    show('B');
    clock.increment(TOAST_LIFETIME_MS - 2000 - 1);
    expect(messages()).toEqual(['A', 'B']);
    clock.increment(1);
    expect(messages()).toEqual(['B']);
    clock.increment(2000 - 1);
    expect(messages()).toEqual(['B']);
    clock.increment(1);
    expect(messages()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('keeps at most three visible: a fourth distinct toast drops the oldest', () => {
    const { show, messages } = start();
    for (const m of ['A', 'B', 'C']) show(m);
    expect(messages()).toEqual(['A', 'B', 'C']);
    show('D');
    expect(messages()).toEqual(['B', 'C', 'D']);
    show('E');
    expect(messages()).toEqual(['C', 'D', 'E']);
  });

  it('a dropped toast does not take a later one with it when its timer would have fired', () => {
    const { clock, show, messages } = start();
    for (const m of ['A', 'B', 'C', 'D']) show(m);
    clock.increment(TOAST_LIFETIME_MS);
    expect(messages()).toEqual([]);
    show('E');
    clock.increment(TOAST_LIFETIME_MS - 1);
    expect(messages()).toEqual(['E']);
  });

  it('does not stack a message that is still visible; its 6 s start over', () => {
    const { clock, show, messages, actor } = start();
    show('Connection error');
    clock.increment(4000);
    show('Connection error');
    expect(messages()).toEqual(['Connection error']);
    clock.increment(4000);
    expect(messages()).toEqual(['Connection error']);
    clock.increment(2000);
    expect(messages()).toEqual([]);
    // once gone, the same message shows again as a new toast
    show('Connection error');
    expect(actor.getSnapshot().context.toasts).toEqual([
      { id: 2, message: 'Connection error', kind: 'error' },
    ]);
  });

  it('a dismissed toast’s timer does not fire later on a new toast', () => {
    const { clock, show, messages, actor } = start();
    show('A');
    actor.send({ type: 'toast.dismissed', id: 1 });
    clock.increment(3000);
    show('B');
    clock.increment(3000);
    expect(messages()).toEqual(['B']);
  });
});
