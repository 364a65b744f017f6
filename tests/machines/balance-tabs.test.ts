/**
 * A balance changed in another tab without a change to the cart (a top-up paid at the bank there,
 * docs/rules.md §4 "Tabs"): each tab tells the others every balance it reads; a tab that hears
 * one other than its own shows it without a call of its own, the cart learns it, and the tab says
 * once that another tab changed the cart or the balance. The same euros change nothing, and a tab
 * never passes on what it only heard, so two tabs do not echo each other.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { boardMachine } from '../../machines/board';
import { cartMachine, selectChangedElsewhere, shownOf } from '../../machines/cart';
import type { CourtDay } from '../../machines/domain';
import { selectBalance, type SessionEvent, type SessionSnapshot } from '../../machines/session';
import {
  appMachineWithChildren,
  sessionMachineWithChildren,
  startupAnswering,
} from '../support/machines';
import { ada, onePlace as places, heldCart as held } from '../support/data';

/** A signed-in app, its cart holding a slot, the balance read as 5 €; `otherTab` reads one. */
async function twoTabs() {
  const otherTab = { reads: (_balance: number) => {} };
  const tellBalance = vi.fn();
  const reads: string[] = [];
  const machine = appMachineWithChildren.provide({
    actors: {
      startup: startupAnswering(places),
      session: sessionMachineWithChildren.provide({
        actors: {
          checkToken: fromPromise(async () => ada),
          getCredit: fromPromise(async () => (reads.push('getCredit'), 5)),
          watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
            otherTab.reads = (balance) => sendBack({ type: 'balance.readElsewhere', balance });
            return () => {
              otherTab.reads = () => {};
            };
          }),
        },
        actions: { tellBalance },
      }),
      board: boardMachine.provide({
        actors: { loadPlaceInfo: fromPromise(() => new Promise<CourtDay[]>(() => {})) },
      }),
      cart: cartMachine.provide({
        actors: { getCart: fromPromise(async () => held) },
      }),
    },
    actions: { navigate: () => {}, persistLocale: () => {} },
  });
  const actor = createActor(machine, {
    input: { storedToken: 'stored', storedCart: 'c1', locale: 'lt' },
    systemId: 'app',
  }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  const cart = () => actor.getSnapshot().children.cart!;
  const session = () => actor.getSnapshot().children.session!;
  const balance = () => selectBalance(session().getSnapshot() as SessionSnapshot);
  await waitFor(cart(), (s) => s.matches('held') && s.context.balance === 5);
  return { otherTab, tellBalance, reads, cart, balance };
}

describe('tabs: a balance changed in another tab', () => {
  it('each balance this tab reads is told to the other tabs', async () => {
    const { tellBalance } = await twoTabs();
    expect(tellBalance).toHaveBeenCalledTimes(1);
    expect(tellBalance.mock.calls[0]![1]).toEqual({ balance: 5 });
  });

  it('another balance heard is shown without a call, the cart knows it, and the tab says so once', async () => {
    const { otherTab, tellBalance, reads, cart, balance } = await twoTabs();
    expect(selectChangedElsewhere(cart().getSnapshot())).toBe(false);
    otherTab.reads(55);
    expect(balance()).toBe(55);
    expect(cart().getSnapshot().context.balance).toBe(55);
    expect(selectChangedElsewhere(cart().getSnapshot())).toBe(true);
    // no read of its own, and nothing passed on: the other tab hears no echo
    expect(reads).toEqual(['getCredit']);
    expect(tellBalance).toHaveBeenCalledTimes(1);
    // the user closes the words; a second change says so again
    cart().send({ type: 'otherTab.acknowledged' });
    otherTab.reads(60);
    expect(balance()).toBe(60);
    expect(selectChangedElsewhere(cart().getSnapshot())).toBe(true);
  });

  it('the same balance heard changes nothing and says nothing', async () => {
    const { otherTab, cart, balance } = await twoTabs();
    otherTab.reads(5);
    expect(balance()).toBe(5);
    expect(selectChangedElsewhere(cart().getSnapshot())).toBe(false);
  });

  it('a balance heard makes paying by credits judge the new one before sending', async () => {
    const { otherTab, cart } = await twoTabs();
    otherTab.reads(2.5);
    cart().send({
      type: 'pay.requested',
      method: 'credits',
      shown: shownOf(cart().getSnapshot().context.cart),
    });
    await waitFor(cart(), (s) => s.context.notice !== null);
    expect(cart().getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: 10,
    });
  });
});
