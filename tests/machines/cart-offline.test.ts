/**
 * The cart's calls the wire refuses unsent because the browser is offline (docs/rules.md §8
 * "Offline"), each told in the cart where the user looks, never only by the banner: an extension
 * of the hold beside its button, a read of the cart in the cart (never as an empty cart). Nothing
 * goes to the error channel; the same press, or the read once online, goes through.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type AnyEventObject } from 'xstate';
import {
  cartMachine,
  selectExtendFailure,
  selectHoldEnding,
  selectItems,
  selectReadFailure,
} from '../../machines/cart';
import type { Cart, Failure } from '../../machines/domain';
import { cartUnderApp } from '../support/machines';

const refused: Failure = { ok: false, error: 'connection', message: '', offline: true };
const noAnswer: Failure = { ok: false, error: 'connection', message: '' };

/** A cart holding one slot, its hold ending at 18:15 by the server's clock, read at `now`. */
const held = (now: string, expiration = '2026-11-21 18:15:00'): Cart => ({
  code: 'c1',
  status: 1,
  expiration,
  serverNow: now,
  total: 7,
  items: [
    {
      ...{ id: 11, from: '2026-11-21 19:00:00', till: '2026-11-21 19:30:00', price: 7 },
      ...{ priceWithoutDiscount: 7, product: 'Kortas 1', productId: 101, quantity: 1 },
      ...{ placeId: 1, serviceId: 5 },
    },
  ],
});

/** Each read and each extension answers the next of its list (a Failure is thrown). */
function start(reads: (Cart | Failure)[], extensions: (Cart | Failure)[] = []) {
  const answer = async (list: (Cart | Failure)[]) => {
    const next = list.shift();
    if (!next) return new Promise<Cart>(() => {});
    if ('ok' in next) throw next;
    return next;
  };
  const cart = cartMachine.provide({
    actors: {
      getCart: fromPromise(() => answer(reads)),
      resumeCart: fromPromise(() => answer(extensions)),
    },
  });
  const { reports, child, snap } = cartUnderApp(cart);
  return { reports, child, snap };
}

const failedCalls = (reports: AnyEventObject[]) => reports.filter((r) => r.type === 'call.failed');

describe('cart: offline', () => {
  it('an extension refused unsent is said in the warning, which stays; online the same press extends', async () => {
    // 30 s left: the warning is up
    const { reports, child, snap } = start(
      [held('2026-11-21 18:14:30')],
      [refused, held('2026-11-21 18:14:31', '2026-11-21 18:30:00')],
    );
    await waitFor(child, () => snap().hasTag('holdEnding'));
    child.send({ type: 'hold.extendRequested' });
    await waitFor(child, () => selectExtendFailure(snap()) !== null);
    expect(selectExtendFailure(snap())).toEqual(refused);
    expect(snap().matches({ held: 'ending' })).toBe(true);
    expect(failedCalls(reports)).toEqual([]);

    child.send({ type: 'hold.extendRequested' });
    // pressed again: what was said goes while it is tried
    expect(selectExtendFailure(snap())).toBeNull();
    await waitFor(child, () => snap().matches({ held: 'counting' }));
    expect(selectExtendFailure(snap())).toBeNull();
    expect(snap().context.remaining).toBeGreaterThan(60);
  });

  it('an extension that got no answer online still goes to the error channel', async () => {
    const { reports, child, snap } = start([held('2026-11-21 18:14:30')], [noAnswer]);
    await waitFor(child, () => snap().hasTag('holdEnding'));
    child.send({ type: 'hold.extendRequested' });
    await waitFor(child, () => failedCalls(reports).length === 1);
    expect(selectExtendFailure(snap())).toBeNull();
  });

  it('a first read refused unsent says the cart could not be read, not that it is empty; the code is kept', async () => {
    const { reports, child, snap } = start([refused, held('2026-11-21 18:00:00')]);
    await waitFor(child, () => selectReadFailure(snap()) !== null);
    expect(selectReadFailure(snap())).toEqual(refused);
    expect(snap().context.code).toBe('c1');
    expect(failedCalls(reports)).toEqual([]);
    // online again: the cart is read, and what was said goes
    child.send({ type: 'cart.refreshRequested' });
    await waitFor(child, () => snap().matches('held'));
    expect(selectReadFailure(snap())).toBeNull();
    expect(selectItems(snap())).toHaveLength(1);
  });

  it("a read again refused unsent (another tab's change) keeps the slots on screen and says so", async () => {
    const { reports, child, snap } = start([
      held('2026-11-21 18:00:00'),
      refused,
      held('2026-11-21 18:01:00'),
    ]);
    await waitFor(child, () => snap().matches('held'));
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    await waitFor(child, () => selectReadFailure(snap()) !== null);
    expect(snap().matches('held')).toBe(true);
    expect(selectItems(snap())).toHaveLength(1);
    expect(failedCalls(reports)).toEqual([]);
    child.send({ type: 'cart.refreshRequested' });
    await waitFor(child, () => selectReadFailure(snap()) === null);
    expect(snap().context.remaining).toBe(14 * 60);
  });

  it('back online, the cart read again with the warning up keeps the warning: it is not shown, or announced, anew', async () => {
    // 30 s left; the read again never answers, so the test looks while it is under way
    const { child, snap } = start([held('2026-11-21 18:14:30')]);
    await waitFor(child, () => snap().hasTag('holdEnding'));
    child.send({ type: 'cart.refreshRequested' });
    expect(snap().matches('loading')).toBe(true);
    expect(selectHoldEnding(snap())).toBe(true);
  });

  it('with more than a minute left, a read again shows no warning while it is under way', async () => {
    const { child, snap } = start([held('2026-11-21 18:00:00')]);
    await waitFor(child, () => snap().matches('held'));
    child.send({ type: 'cart.refreshRequested' });
    expect(snap().matches('loading')).toBe(true);
    expect(selectHoldEnding(snap())).toBe(false);
  });

  it('a read that got no answer online is told on the error channel, not in the cart', async () => {
    const { reports, child, snap } = start([noAnswer]);
    await waitFor(child, () => failedCalls(reports).length === 1);
    expect(selectReadFailure(snap())).toBeNull();
  });
});
