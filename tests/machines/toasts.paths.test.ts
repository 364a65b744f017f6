/** The toasts' and their timer's model paths (./graph.ts); their rules are in toasts.test.ts. */
import type { CallName } from '../../machines/domain';
import { toastsMachine, toastTimerMachine } from '../../machines/toasts';
import { describeModelPaths } from './graph';
import { failure } from './toasts.fixtures';

// Graph exploration: the state is the visible toasts (ids only name them); events are four
// distinct failures (four calls), one repeated, each call recovering, and dismissing / expiring
// each visible toast (the timers' own `toast.expired`, given as an ordinary event).
const CALLS: readonly CallName[] = ['getOptions', 'getPlaces', 'getPlaceInfo', 'sendContact'];
describeModelPaths(toastsMachine, {
  events: ({ context: { toasts } }) => [
    ...CALLS.map((call) => ({
      type: 'call.failed' as const,
      call,
      failure: failure('connection'),
    })),
    { type: 'call.failed' as const, call: CALLS[0]!, failure: failure('cancelled') },
    { type: 'call.failed' as const, call: CALLS[1]!, failure: failure('server', '', 500) },
    { type: 'connection.lost' as const },
    { type: 'connection.restored' as const },
    ...CALLS.map((call) => ({ type: 'call.succeeded' as const, call })),
    ...toasts.map((t) => ({ type: 'toast.dismissed' as const, id: t.id })),
    ...toasts.map((t) => ({ type: 'toast.expired' as const, id: t.id })),
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      toasts: snapshot.context.toasts.map(({ id: _, ...shown }) => shown),
      offline: snapshot.context.offline,
    }),
  expectStates: ['hidden', 'visible'],
});

describeModelPaths(toastTimerMachine, {
  events: [{ type: 'toast.repeated' }, { type: 'xstate.after.lifetime.toastTimer.showing' }],
  input: { id: 1 },
  // it tells its parent (the toasts) when it expires
  asChild: true,
  expectStates: ['expired', 'showing'],
});
