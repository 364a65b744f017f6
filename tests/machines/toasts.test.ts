import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { explainFailure, type Failure, type FailureKind } from '../../machines/domain';
import type { CallName } from '../../machines/domain';
import { TOAST_LIFETIME_MS, toastsMachine } from '../../machines/toasts';
import { failure } from './toasts.fixtures';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const show = (call: CallName, shown: Failure = failure('connection')) =>
    actor.send({ type: 'call.failed', call, failure: shown });
  const calls = () => actor.getSnapshot().context.toasts.map((t) => t.call);
  return { actor, clock, show, calls };
}

describe('toasts: rules', () => {
  it('shows a toast with an incrementing id, the failure’s kind and the sentence that leads', () => {
    const { actor, show } = start();
    show('getPlaces', failure('server', 'Database down', 500));
    actor.send({
      type: 'call.failed',
      call: 'checkToken',
      failure: failure('connection'),
      text: 'nepavyko_prisijungti',
    });
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.toasts).toEqual([
      {
        id: 1,
        call: 'getPlaces',
        kind: 'server',
        text: 'error_server',
        detail: null,
        console: 'Database down',
      },
      {
        id: 2,
        call: 'checkToken',
        kind: 'connection',
        text: 'nepavyko_prisijungti',
        detail: null,
        console: null,
      },
    ]);
  });

  it('a server failure’s own message is never the detail: it is kept for the console', () => {
    const { actor, show } = start();
    show('addToCart', failure('server', 'Simulated failure', 500));
    show('getPlaces', failure('unreadable', 'Unexpected token', 200));
    expect(
      actor
        .getSnapshot()
        .context.toasts.map(({ text, detail, console }) => ({ text, detail, console })),
    ).toEqual([
      { text: 'error_server', detail: null, console: 'Simulated failure' },
      { text: 'error_unreadable', detail: null, console: 'Unexpected token' },
    ]);
  });

  it('a refusal the server explains leads with the portal’s sentence, its words as the detail', () => {
    const { actor, show } = start();
    show('addToCart', failure('server', 'Laikas 10:00 jau užimtas', 409));
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({
      text: 'error_refused',
      detail: 'Laikas 10:00 jau užimtas',
      console: null,
    });
  });

  it('a machine’s own text still leads over a refusal, which keeps its detail', () => {
    const { actor } = start();
    actor.send({
      type: 'call.failed',
      call: 'checkToken',
      failure: failure('server', 'Reikia prisijungti', 401),
      text: 'sesija_baigesi',
    });
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({
      text: 'sesija_baigesi',
      detail: 'Reikia prisijungti',
    });
  });

  it('the same 500 with another message is not stacked again: the user reads the same', () => {
    const { actor, show } = start();
    show('addToCart', failure('server', 'Simulated failure', 500));
    show('addToCart', failure('server', 'Deadlock found', 500));
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });

  it('a cancelled call is nobody’s news: no toast, with or without others on screen', () => {
    const { actor, show, calls } = start();
    show('getPlaceInfo', failure('cancelled'));
    expect(actor.getSnapshot().value).toBe('hidden');
    show('getPlaces');
    show('getPlaceInfo', failure('cancelled'));
    expect(calls()).toEqual(['getPlaces']);
  });

  it('a call refused as unauthorised says the session has ended, the server’s words under it', () => {
    const { actor, show } = start();
    show('getCredit', failure('server', 'Sesija negalioja', 401));
    expect(actor.getSnapshot().context.toasts[0]).toMatchObject({
      call: 'getCredit',
      text: 'sesija_baigesi',
      detail: 'Sesija negalioja',
    });
  });

  it('dismissing removes that toast; dismissing the last hides the stack', () => {
    const { actor, show, calls } = start();
    show('getOptions');
    show('getPlaces');
    actor.send({ type: 'toast.dismissed', id: 1 });
    expect(calls()).toEqual(['getPlaces']);
    actor.send({ type: 'toast.dismissed', id: 2 });
    expect(calls()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('dismissing an unknown id changes nothing', () => {
    const { actor, show, calls } = start();
    show('getOptions');
    actor.send({ type: 'toast.dismissed', id: 99 });
    expect(calls()).toEqual(['getOptions']);
  });

  it('each toast disappears by itself 6 s after it was shown', () => {
    const { clock, show, calls, actor } = start();
    show('getOptions');
    clock.increment(2000);
    show('getPlaces');
    clock.increment(TOAST_LIFETIME_MS - 2000 - 1);
    expect(calls()).toEqual(['getOptions', 'getPlaces']);
    clock.increment(1);
    expect(calls()).toEqual(['getPlaces']);
    clock.increment(2000 - 1);
    expect(calls()).toEqual(['getPlaces']);
    clock.increment(1);
    expect(calls()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('keeps at most three visible: a fourth distinct toast drops the oldest', () => {
    const { show, calls } = start();
    for (const call of ['getOptions', 'getPlaces', 'getPlaceInfo'] as const) show(call);
    expect(calls()).toEqual(['getOptions', 'getPlaces', 'getPlaceInfo']);
    show('sendContact');
    expect(calls()).toEqual(['getPlaces', 'getPlaceInfo', 'sendContact']);
    show('getOptions');
    expect(calls()).toEqual(['getPlaceInfo', 'sendContact', 'getOptions']);
  });

  it('a dropped toast does not take a later one with it when its timer would have fired', () => {
    const { clock, show, calls } = start();
    for (const call of ['getOptions', 'getPlaces', 'getPlaceInfo', 'sendContact'] as const) {
      show(call);
    }
    clock.increment(TOAST_LIFETIME_MS);
    expect(calls()).toEqual([]);
    show('checkToken');
    clock.increment(TOAST_LIFETIME_MS - 1);
    expect(calls()).toEqual(['checkToken']);
  });

  it('does not stack a failure that is still visible; its 6 s start over', () => {
    const { clock, show, calls, actor } = start();
    show('getPlaces');
    clock.increment(4000);
    show('getPlaces');
    expect(calls()).toEqual(['getPlaces']);
    clock.increment(4000);
    expect(calls()).toEqual(['getPlaces']);
    clock.increment(2000);
    expect(calls()).toEqual([]);
    // once gone, the same failure shows again as a new toast
    show('getPlaces');
    expect(actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual([2]);
  });

  it('the same call failing differently is a second toast', () => {
    const { show, actor } = start();
    show('getPlaces', failure('connection'));
    show('getPlaces', failure('server', 'Database down', 500));
    expect(actor.getSnapshot().context.toasts.map((t) => t.kind)).toEqual(['connection', 'server']);
  });

  it('a dismissed toast’s timer does not fire later on a new toast', () => {
    const { clock, show, calls, actor } = start();
    show('getOptions');
    actor.send({ type: 'toast.dismissed', id: 1 });
    clock.increment(3000);
    show('getPlaces');
    clock.increment(3000);
    expect(calls()).toEqual(['getPlaces']);
  });

  it('a call that recovers takes its toasts with it; the others stay', () => {
    const { show, calls, actor } = start();
    show('getPlaces', failure('connection'));
    show('getOptions');
    show('getPlaces', failure('server'));
    actor.send({ type: 'call.succeeded', call: 'getPlaces' });
    expect(calls()).toEqual(['getOptions']);
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'call.succeeded', call: 'getOptions' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('explainFailure: how any failed call is told (docs/rules.md §8)', () => {
  const cases: [string, Failure, ReturnType<typeof explainFailure>][] = [
    [
      'a lost connection',
      failure('connection'),
      { sentence: 'connection_error', detail: null, console: null },
    ],
    [
      'a server failure (500) keeps its message for the console',
      failure('server', 'Simulated failure', 500),
      { sentence: 'error_server', detail: null, console: 'Simulated failure' },
    ],
    [
      'a gateway failure (502) with no message',
      failure('server', '', 502),
      { sentence: 'error_server', detail: null, console: null },
    ],
    [
      'an unreadable answer keeps its message for the console',
      failure('unreadable', 'not JSON', 200),
      { sentence: 'error_unreadable', detail: null, console: 'not JSON' },
    ],
    [
      'a refusal the server explains (409) shows its words as the detail',
      failure('server', 'Laikas 10:00 jau užimtas', 409),
      { sentence: 'error_refused', detail: 'Laikas 10:00 jau užimtas', console: null },
    ],
    [
      'a refusal with no words (404) has no detail',
      failure('server', '', 404),
      { sentence: 'error_refused', detail: null, console: null },
    ],
    [
      'a failure envelope in a 200 answer is a refusal too',
      failure('server', 'Nepakanka kreditų', 200),
      { sentence: 'error_refused', detail: 'Nepakanka kreditų', console: null },
    ],
    [
      'a server failure with no status (a broken actor) is a server failure',
      failure('server', 'TypeError: x is undefined'),
      { sentence: 'error_server', detail: null, console: 'TypeError: x is undefined' },
    ],
    [
      'a cancelled call, were it ever told, is a server failure',
      failure('cancelled'),
      { sentence: 'error_server', detail: null, console: null },
    ],
  ];
  it.each(cases)('%s', (_, given, told) => {
    expect(explainFailure(given)).toEqual(told);
  });

  it('never shows a server message unless it is a refusal (any status, any message)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<FailureKind>('connection', 'server', 'unreadable', 'cancelled'),
        fc.string(),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (error, message, status) => {
          const told = explainFailure(failure(error, message, status));
          if (told.detail !== null) {
            expect(told.sentence).toBe('error_refused');
            expect(told.detail).toBe(message);
          }
          // what the server said is either the detail, kept for the console, or (a refusal with
          // nothing to say, a lost connection) nothing at all — never lost to both
          if (message !== '' && error !== 'connection') {
            expect([told.detail, told.console]).toContain(message);
          }
        },
      ),
    );
  });
});

describe('toasts: offline, the banner tells a lost connection', () => {
  it('offline, a call that got no answer adds no toast; any other failure still does', () => {
    const { actor, show, calls } = start();
    actor.send({ type: 'connection.lost' });
    show('getPlaceInfo');
    show('payByCredits');
    expect(calls()).toEqual([]);
    show('getCart', failure('server', 'Down', 500));
    expect(calls()).toEqual(['getCart']);
  });

  it('going offline takes away the toasts that said the connection was lost, not the others', () => {
    const { actor, show, calls } = start();
    show('getPlaceInfo');
    show('getCart', failure('server', 'Down', 500));
    show('addToCart');
    actor.send({ type: 'connection.lost' });
    expect(calls()).toEqual(['getCart']);
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'toast.dismissed', id: 2 });
    show('getPlaceInfo');
    actor.send({ type: 'connection.lost' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('online again, a call that gets no answer is told by a toast again', () => {
    const { actor, show, calls } = start();
    actor.send({ type: 'connection.lost' });
    actor.send({ type: 'connection.restored' });
    show('getPlaceInfo');
    expect(calls()).toEqual(['getPlaceInfo']);
  });
});
