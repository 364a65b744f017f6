/**
 * The cart beside the browser's other tabs (docs/rules.md §4 "Tabs"): another tab's change to the
 * stored cart, heard while this tab's own call is on its way, does not drop that call (its answer
 * shows the cart as the server has it); heard at rest, the cart is read again and so is the
 * balance (the other tab may have paid by credits).
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  cartMachine,
  selectChangedElsewhere,
  selectRemoveFailure,
  selectRemoving,
} from '../../machines/cart';
import type { Cart, Failure } from '../../machines/domain';
import { cartUnderApp } from '../support/machines';

const held = (items: number): Cart => ({
  code: 'c1',
  status: 1,
  expiration: '2026-11-21 18:15:00',
  serverNow: '2026-11-21 18:00:00',
  total: 7 * items,
  items: Array.from({ length: items }, (_, i) => ({
    ...{ id: 11 + i, from: '2026-11-21 19:00:00', till: '2026-11-21 19:30:00', price: 7 },
    ...{ priceWithoutDiscount: 7, product: 'Kortas 1', productId: 101, quantity: 1 },
    ...{ placeId: 1, serviceId: 5 },
  })),
});

/**
 * `holdReads`: every read after the first waits for the test (`reads`); `removed`: what a removal
 * answers (the cart without the item by default)
 */
function start({ holdReads = false, removed = (): Cart | Failure => held(0) } = {}) {
  const added: { resolve: (cart: Cart) => void; signal: AbortSignal }[] = [];
  const reads: ((cart: Cart) => void)[] = [];
  let first = true;
  const cart = cartMachine.provide({
    actors: {
      getCart: fromPromise(async () => {
        if (first || !holdReads) {
          first = false;
          return held(1);
        }
        return new Promise<Cart>((resolve) => reads.push(resolve));
      }),
      removeFromCart: fromPromise(async () => {
        const answer = removed();
        if ('ok' in answer) throw answer;
        return answer;
      }),
      addToCart: fromPromise(
        ({ signal }) => new Promise<Cart>((resolve) => added.push({ resolve, signal })),
      ),
    },
  });
  const { reports, child, snap } = cartUnderApp(cart);
  return { added, reads, reports, child, snap };
}

describe('cart: another tab', () => {
  it("another tab's change while this tab adds a slot: the add goes on and its answer is shown; the balance is read again", async () => {
    const { added, reports, child, snap } = start();
    await waitFor(child, () => snap().matches('held'));
    child.send({
      type: 'cart.add',
      request: { courtId: 101, date: '2026-11-21', time: '19:30:00', durationMins: 30 },
    });
    await waitFor(child, () => added.length === 1);
    reports.length = 0;
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    expect(snap().matches('adding')).toBe(true);
    expect(reports.map((r) => r.type)).toEqual(['balance.refreshRequested']);
    expect(added[0]!.signal.aborted).toBe(false);
    added[0]!.resolve(held(2));
    await waitFor(child, () => snap().matches('held'));
    expect(snap().context.cart?.items).toHaveLength(2);
  });

  it('heard at rest, the cart is read again and the balance too', async () => {
    const { reports, child, snap } = start();
    await waitFor(child, () => snap().matches('held'));
    reports.length = 0;
    child.send({ type: 'cart.storageChanged', code: null });
    expect(reports.map((r) => r.type)).toContain('balance.refreshRequested');
    expect(snap().matches('empty')).toBe(true);
  });

  it('says once that another tab changed the cart, until the user acts on it here', async () => {
    const { added, child, snap } = start();
    await waitFor(child, () => snap().matches('held'));
    expect(selectChangedElsewhere(snap())).toBe(false);
    // heard at rest, twice: one notice, not one per change
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    await waitFor(child, () => snap().matches('held'));
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    await waitFor(child, () => snap().matches('held'));
    expect(selectChangedElsewhere(snap())).toBe(true);
    // the user's own add: the notice is old news
    child.send({
      type: 'cart.add',
      request: { courtId: 101, date: '2026-11-21', time: '19:30:00', durationMins: 30 },
    });
    await waitFor(child, () => added.length === 1);
    expect(selectChangedElsewhere(snap())).toBe(false);
    // heard while this tab's own call is on its way: told too
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    expect(selectChangedElsewhere(snap())).toBe(true);
    added[0]!.resolve(held(2));
    await waitFor(child, () => snap().matches('held'));
    expect(selectChangedElsewhere(snap())).toBe(true);
    child.send({ type: 'otherTab.acknowledged' });
    expect(selectChangedElsewhere(snap())).toBe(false);
  });

  it('heard while the cart is found for an add, the words stay once the slot goes in', async () => {
    const { added, reads, child, snap } = start({ holdReads: true });
    await waitFor(child, () => snap().matches('held'));
    child.send({
      type: 'cart.add',
      request: { courtId: 101, date: '2026-11-21', time: '19:30:00', durationMins: 30 },
    });
    // the stored cart is read first, to see it is still usable
    await waitFor(child, () => reads.length === 1);
    expect(snap().matches('preparing')).toBe(true);
    child.send({ type: 'cart.storageChanged', code: 'c1' });
    reads[0]!(held(1));
    await waitFor(child, () => added.length === 1);
    expect(selectChangedElsewhere(snap())).toBe(true);
  });
});

describe('cart: offline', () => {
  it('a removal refused unsent keeps its question and says why beside it; online the same yes removes', async () => {
    let offline = true;
    const refused: Failure = { ok: false, error: 'connection', message: '', offline: true };
    const { reports, child, snap } = start({ removed: () => (offline ? refused : held(0)) });
    await waitFor(child, () => snap().matches('held'));
    reports.length = 0;
    child.send({ type: 'item.removeRequested', itemId: 11 });
    child.send({ type: 'removal.confirmed' });
    await waitFor(child, () => selectRemoveFailure(snap()) !== null, { timeout: 2000 });
    expect(selectRemoving(snap())).toBe(11);
    expect(selectRemoveFailure(snap())).toEqual(refused);
    // told in place, not on the error channel
    expect(reports.map((r) => r.type)).not.toContain('call.failed');

    offline = false;
    child.send({ type: 'removal.confirmed' });
    await waitFor(child, () => snap().matches('empty'));
    expect(selectRemoveFailure(snap())).toBeNull();
  });
});
