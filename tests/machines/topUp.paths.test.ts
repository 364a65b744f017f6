/** Top-up's model paths (./graph.ts); its rules are in topUp.test.ts. */
import { parseTypedAmount } from '../../machines/domain';
import { amountError, topUpMachine } from '../../machines/topUp';
import { describeModelPaths, type ModelEvent } from './graph';
import { expired, failure, input } from './topUp.fixtures';

const events: ModelEvent<typeof topUpMachine>[] = [
  { type: 'amount.changed', text: '4' },
  { type: 'amount.changed', text: '25' },
  { type: 'step.pressed', direction: 1 },
  { type: 'step.released' },
  { type: 'topUp.requested' },
  { type: 'topUp.confirmed' },
  { type: 'topUp.cancelled' },
  { type: 'access.changed', access: input.access, subject: '7', email: 'grace@example.lt' },
  { type: 'xstate.done.actor.createCart', output: 'T1' },
  { type: 'xstate.error.actor.createCart', error: failure },
  { type: 'xstate.error.actor.createCart', error: expired },
  { type: 'xstate.done.actor.addAccountCash', output: null },
  { type: 'xstate.error.actor.addAccountCash', error: failure },
  { type: 'xstate.error.actor.addAccountCash', error: expired },
  { type: 'xstate.done.actor.orderCart', output: 'https://bank.test/pay/9' },
  { type: 'xstate.done.actor.orderCart', output: 'not an address' },
  { type: 'xstate.error.actor.orderCart', error: failure },
  { type: 'xstate.error.actor.orderCart', error: expired },
  { type: 'xstate.after.stepDelay.topUp.editing.held' },
  { type: 'xstate.after.stepRepeat.topUp.editing.repeating' },
];

describeModelPaths(topUpMachine, {
  events,
  input,
  // the amount counts by what the rules make of it, not by its digits
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      amountError(parseTypedAmount(s.context.text)),
      s.context.error,
      s.context.failure,
      s.context.subject,
    ]),
});
