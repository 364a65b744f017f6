/** The payment result's model paths (./graph.ts); its rules are in paymentResult.test.ts. */
import { paymentResultMachine } from '../../machines/paymentResult';
import { describeModelPaths, type ModelEvent } from './graph';
import { cart, failure, input } from './paymentResult.fixtures';

const events: ModelEvent<typeof paymentResultMachine>[] = [
  { type: 'payment.returned', kind: 'reservation', outcome: 'success', code: 'C1' },
  { type: 'payment.returned', kind: 'reservation', outcome: 'success', code: null },
  { type: 'payment.returned', kind: 'reservation', outcome: 'failure', code: 'C1' },
  { type: 'payment.returned', kind: 'balance', outcome: 'success', code: null },
  { type: 'payment.returned', kind: 'balance', outcome: 'failure', code: null },
  { type: 'access.changed', token: null },
  { type: 'xstate.done.actor.getCart', output: cart(2) },
  { type: 'xstate.done.actor.getCart', output: cart(5) },
  { type: 'xstate.done.actor.getCart', output: cart(1) },
  { type: 'xstate.error.actor.getCart', error: failure },
  { type: 'xstate.after.recheck.paymentResult.confirming.waiting' },
];

describeModelPaths(paymentResultMachine, {
  events,
  input,
  expectStates: [
    'accepted',
    'confirmed',
    'confirming',
    'confirming.checking',
    'confirming.waiting',
    'idle',
    'lost',
    'notPaid',
    'returned',
    'toppedUp',
    'unconfirmed',
  ],
});
