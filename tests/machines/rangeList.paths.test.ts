/** The orders list's model paths (./graph.ts); the range lists' rules are in rangeList.test.ts. */
import { ordersListMachine } from '../../machines/rangeList';
import { describeModelPaths, type ModelEvent } from './graph';
import { access, expired, failure, o1, range } from './rangeList.fixtures';

const events: ModelEvent<typeof ordersListMachine>[] = [
  { type: 'range.changed', range },
  { type: 'list.retried' },
  { type: 'row.acted', row: o1 },
  { type: 'row.confirmed' },
  { type: 'row.cancelled' },
  { type: 'access.changed', access: { ...access, token: null } },
  { type: 'xstate.done.actor.load', output: [o1] },
  { type: 'xstate.error.actor.load', error: failure },
  { type: 'xstate.error.actor.load', error: expired },
  { type: 'xstate.done.actor.act', output: null },
  { type: 'xstate.error.actor.act', error: failure },
  { type: 'xstate.error.actor.act', error: expired },
];
describeModelPaths(ordersListMachine, {
  events,
  input: { access, reloadAfterAct: true },
  alsoFrom: [{ access, reloadAfterAct: false, confirmsAct: false }],
});
