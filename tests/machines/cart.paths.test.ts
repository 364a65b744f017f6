/** The cart's model paths (./graph.ts); its rules are in cart.test.ts. */
import { cartMachine } from '../../machines/cart';
import { describeModelPaths, type ModelEvent } from './graph';
import {
  cartWith,
  connection,
  emptyUsable,
  expired,
  holding,
  input,
  missing,
  paid,
  pay,
  slot,
  taken,
  tooLittle,
  twoHeld,
} from './cart.fixtures';

const events: ModelEvent<typeof cartMachine>[] = [
  { type: 'cart.add', request: slot },
  { type: 'item.removeRequested', itemId: 11 },
  { type: 'removal.confirmed' },
  { type: 'removal.cancelled' },
  pay('bank'),
  pay('credits'),
  // a dialog that showed another total than the cart the machine knows
  pay('credits', cartWith(900, { total: 17 })),
  { type: 'hold.extendRequested' },
  { type: 'notice.dismissed' },
  { type: 'otherTab.acknowledged' },
  { type: 'balance.known', balance: 5 },
  { type: 'balance.known', balance: 100 },
  { type: 'balance.changedElsewhere', balance: 40 },
  { type: 'access.changed', token: null },
  { type: 'cart.storageChanged', code: 'c2' },
  { type: 'cart.storageChanged', code: null },
  { type: 'cart.storageChanged', code: 'c1' },
  { type: 'cart.refreshRequested' },
  { type: 'xstate.done.actor.getCart', output: holding },
  { type: 'xstate.done.actor.getCart', output: cartWith(61) },
  { type: 'xstate.done.actor.getCart', output: cartWith(2) },
  { type: 'xstate.done.actor.getCart', output: emptyUsable },
  { type: 'xstate.done.actor.getCart', output: paid },
  { type: 'xstate.error.actor.getCart', error: connection },
  { type: 'xstate.error.actor.getCart', error: missing },
  { type: 'xstate.error.actor.getCart', error: { ...connection, offline: true } },
  { type: 'xstate.done.actor.fetchCart', output: holding },
  { type: 'xstate.done.actor.fetchCart', output: paid },
  { type: 'xstate.error.actor.fetchCart', error: connection },
  { type: 'xstate.done.actor.createCart', output: 'c2' },
  { type: 'xstate.error.actor.createCart', error: connection },
  { type: 'xstate.done.actor.addToCart', output: holding },
  { type: 'xstate.error.actor.addToCart', error: taken },
  { type: 'xstate.done.actor.resumeCart', output: holding },
  { type: 'xstate.error.actor.resumeCart', error: connection },
  { type: 'xstate.error.actor.resumeCart', error: { ...connection, offline: true } },
  { type: 'xstate.done.actor.removeFromCart', output: holding },
  { type: 'xstate.done.actor.removeFromCart', output: emptyUsable },
  { type: 'xstate.error.actor.removeFromCart', error: connection },
  { type: 'xstate.error.actor.removeFromCart', error: { ...connection, offline: true } },
  { type: 'xstate.done.actor.recheckCart', output: holding },
  { type: 'xstate.done.actor.recheckCart', output: twoHeld },
  { type: 'xstate.done.actor.recheckCart', output: emptyUsable },
  { type: 'xstate.done.actor.recheckCart', output: paid },
  // still holding its slots, but past its hold by the venue's clock
  { type: 'xstate.done.actor.recheckCart', output: cartWith(-5) },
  { type: 'xstate.error.actor.recheckCart', error: connection },
  { type: 'xstate.error.actor.recheckCart', error: expired },
  { type: 'xstate.done.actor.payByBank', output: 'https://bank.test/pay/1' },
  { type: 'xstate.done.actor.payByBank', output: 'javascript:alert(1)' },
  { type: 'xstate.error.actor.payByBank', error: connection },
  { type: 'xstate.error.actor.payByBank', error: expired },
  { type: 'xstate.done.actor.payByCredits', output: paid },
  { type: 'xstate.error.actor.payByCredits', error: taken },
  { type: 'xstate.error.actor.payByCredits', error: tooLittle },
  { type: 'xstate.error.actor.payByCredits', error: expired },
  { type: 'xstate.after.second.cart.held.counting' },
  { type: 'xstate.after.second.cart.held.ending' },
];

/** The countdown as the walk tells states apart: plenty, the last warning minute, the last ticks. */
const bucket = (remaining: number) =>
  remaining > 61
    ? 'plenty'
    : remaining === 61
      ? '61'
      : remaining > 2
        ? 'ending'
        : String(remaining);

describeModelPaths(cartMachine, {
  events,
  input,
  alsoFrom: [{ ...input, code: null }],
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      bucket(s.context.remaining),
      s.context.code !== null,
      s.context.removing !== null,
      // another tab's cart, read if this tab's call lets its own go
      s.context.keptElsewhere !== null,
      s.context.notice?.message ?? null,
      s.context.balance,
      // the method matters only while the cart is read before paying
      s.matches('confirming') ? (s.context.payment?.method ?? null) : null,
    ]),
});
