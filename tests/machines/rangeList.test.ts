import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  waitFor,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';
import type { CallReport, Failure, Invoice, Order } from '../../machines/domain';
import {
  groupByMonth,
  invoicesListMachine,
  ordersListMachine,
  rangeProblem,
  resaleOf,
  selectActing,
  selectAsked,
  selectListFailure,
  selectListShown,
  selectOutcome,
  selectRows,
} from '../../machines/rangeList';
import { access, expired, failure, o1, order, range } from './rangeList.fixtures';

describe('range lists: grouping and resale (docs/rules.md §2, §4)', () => {
  it('groups rows under their month, in the order they came', () => {
    const rows = [
      order(1, '2026-11-25 18:00:00'),
      order(2, '2026-12-01 10:00:00'),
      order(3, '2026-11-30 09:00:00'),
    ];
    expect(groupByMonth(rows, (r) => r.start)).toEqual([
      { month: '2026-11', rows: [rows[0], rows[2]] },
      { month: '2026-12', rows: [rows[1]] },
    ]);
    expect(groupByMonth([], (r: Order) => r.start)).toEqual([]);
  });

  it('an order can be offered, an offered one withdrawn, only while it starts after now', () => {
    const now = '2026-11-21 09:30:00';
    expect(resaleOf(order(1, '2026-11-21 10:00:00'), now)).toBe('sell');
    expect(resaleOf(order(1, '2026-11-21 10:00:00', true), now)).toBe('withdraw');
    expect(resaleOf(order(1, '2026-11-21 09:30:00'), now)).toBeNull();
    expect(resaleOf(order(1, '2026-11-20 18:00:00', true), now)).toBeNull();
  });
});

describe('range lists: the typed range (docs/rules.md §5)', () => {
  it('an end before the start, or past the last day allowed, says why; a good range is read', () => {
    expect(rangeProblem({ from: '2026-11-21', to: '2026-11-20' })).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-22' }, '2026-11-21')).toBe(
      'afterLatest',
    );
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-21' }, '2026-11-21')).toBeNull();
    // both wrong: the order is named first, it is what the user fixes first
    expect(rangeProblem({ from: '2026-12-05', to: '2026-12-01' }, '2026-11-21')).toBe(
      'endBeforeStart',
    );
  });
});

describe('range lists: loading', () => {
  it('a new range aborts the earlier read; only the last answer shows', async () => {
    const signals: AbortSignal[] = [];
    const answers: Record<string, Order[]> = { '2026-11-01': [o1], '2026-12-01': [] };
    const actor = createActor(
      ordersListMachine.provide({
        actors: {
          load: fromPromise(({ input, signal }) => {
            signals.push(signal);
            return new Promise<Order[]>((resolve) =>
              setTimeout(() => resolve(answers[input.range.from] ?? []), 0),
            );
          }),
        },
      }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range: { from: '2026-11-01', to: '2026-11-30' } });
    actor.send({ type: 'range.changed', range: { from: '2026-12-01', to: '2026-12-31' } });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(selectRows(snapshot)).toEqual([]);
  });

  it('a failed read is told, never shown as an empty list; a retry that works clears it', async () => {
    let answer: Failure | null = failure;
    let loads = 0;
    const actor = createActor(
      ordersListMachine.provide({
        actors: {
          load: fromPromise(async () => {
            loads++;
            if (answer) throw answer;
            return [o1];
          }),
        },
      }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range });
    let snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(snapshot.value).toBe('failed');
    expect(selectListFailure(snapshot)).toEqual(failure);
    expect(selectListShown(snapshot)).toBe(false);
    expect(selectRows(snapshot)).toEqual([]);
    // the retry reads the same range again; failing again, it still says so
    actor.send({ type: 'list.retried' });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(loads).toBe(2);
    expect(selectListFailure(snapshot)).toEqual(failure);
    answer = null;
    actor.send({ type: 'list.retried' });
    snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(snapshot.value).toBe('shown');
    expect(selectListFailure(snapshot)).toBeNull();
    expect(snapshot.context.failure).toBeNull();
    expect(selectListShown(snapshot)).toBe(true);
    expect(selectRows(snapshot)).toEqual([o1]);
  });

  it('the failure kind is kept as the wire gave it; anything else thrown reads as a server failure', async () => {
    for (const [thrown, kind] of [
      [{ ok: false, error: 'connection', message: '' }, 'connection'],
      [{ ok: false, error: 'unreadable', message: '' }, 'unreadable'],
      [{ ok: false, error: 'server', message: 'Ne', status: 400 }, 'server'],
      [new Error('a bug'), 'server'],
    ] as const) {
      const actor = createActor(
        invoicesListMachine.provide({
          actors: { load: fromPromise(() => Promise.reject(thrown)) },
        }),
        { input: { access, reloadAfterAct: false } },
      ).start();
      actor.send({ type: 'range.changed', range });
      const snapshot = await waitFor(actor, (s) => s.matches('failed'));
      expect(selectListFailure(snapshot)?.error).toBe(kind);
    }
  });

  it('orders: an offer is asked first; nothing is sent before the yes, none after a no', async () => {
    let loads = 0;
    const acted: Order[] = [];
    const actor = createActor(
      ordersListMachine.provide({
        actors: {
          load: fromPromise(async () => (loads++, [o1])),
          act: fromPromise(async ({ input }) => (acted.push(input.row), null)),
        },
      }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'row.acted', row: o1 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectAsked(actor.getSnapshot())).toEqual(o1);
    // only asked: the row's button is not busy
    expect(selectActing(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'row.cancelled' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(selectAsked(actor.getSnapshot())).toBeNull();
    await Promise.resolve();
    expect(acted).toEqual([]);
    expect(loads).toBe(1);

    actor.send({ type: 'row.acted', row: o1 });
    actor.send({ type: 'row.confirmed' });
    expect(selectActing(actor.getSnapshot())).toEqual(o1);
    const snapshot = await waitFor(actor, (s) => s.matches('shown') && loads === 2);
    expect(acted).toEqual([o1]);
    // what was done stays said while the list is read again, and after
    expect(selectOutcome(snapshot)).toEqual({ row: o1, failure: null });
  });

  it('orders: a failed offer is told beside its row, by kind; the rows stay; the next try clears it', async () => {
    let loads = 0;
    let answer: Failure | null = {
      ok: false,
      error: 'server',
      message: 'Jau parduota',
      status: 409,
    };
    const actor = createActor(
      ordersListMachine.provide({
        actors: {
          load: fromPromise(async () => (loads++, [o1])),
          act: fromPromise(async () => {
            if (answer) throw answer;
            return null;
          }),
        },
      }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'row.acted', row: o1 });
    actor.send({ type: 'row.confirmed' });
    let snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(selectOutcome(snapshot)).toEqual({ row: o1, failure: answer });
    expect(selectRows(snapshot)).toEqual([o1]);
    expect(loads).toBe(1);
    // pressed again: what the last try said goes while this one is asked and sent
    answer = null;
    actor.send({ type: 'row.acted', row: o1 });
    expect(selectOutcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'row.confirmed' });
    snapshot = await waitFor(actor, (s) => s.matches('shown') && loads === 2);
    expect(selectOutcome(snapshot)).toEqual({ row: o1, failure: null });
    // a new range: nothing is said about a row any more
    actor.send({ type: 'range.changed', range });
    expect(selectOutcome(actor.getSnapshot())).toBeNull();
  });

  it('invoices: a download runs at once, hands the PDF on and does not read the list again; a failed one is told beside its row', async () => {
    const invoice: Invoice = { docId: 5, date: '2026-11-02', serialNo: 'SF-5', amount: 24 };
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const dropped: Failure = { ok: false, error: 'connection', message: '' };
    let loads = 0;
    let fail = false;
    const delivered: [string, Blob][] = [];
    const actor = createActor(
      invoicesListMachine.provide({
        actors: {
          load: fromPromise(async () => (loads++, [invoice])),
          act: fromPromise(async () => {
            if (fail) throw dropped;
            return pdf;
          }),
        },
        actions: { deliver: (_, { row, output }) => delivered.push([row.serialNo, output]) },
      }),
      { input: { access, reloadAfterAct: false } },
    ).start();
    actor.send({ type: 'range.changed', range });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'row.acted', row: invoice });
    expect(actor.getSnapshot().value).toBe('acting');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(delivered).toEqual([['SF-5', pdf]]);
    fail = true;
    actor.send({ type: 'row.acted', row: invoice });
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(loads).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(selectRows(snapshot)).toEqual([invoice]);
    expect(selectOutcome(snapshot)).toEqual({ row: invoice, failure: dropped });
  });

  it("signing in as someone else drops the last user's rows", async () => {
    const actor = createActor(
      ordersListMachine.provide({ actors: { load: fromPromise(async () => [o1]) } }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'access.changed', access: { ...access, token: 'other' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectRows(actor.getSnapshot())).toEqual([]);
  });
});

/**
 * A list as its page runs it: on its own, handed a stand-in app (input `app`) that records what it
 * is told.
 */
function underApp(list: AnyActorLogic, reloadAfterAct: boolean) {
  const app = createActor(
    setup({
      types: { context: {} as { heard: CallReport[] }, events: {} as CallReport },
    }).createMachine({
      context: { heard: [] },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
  ).start();
  // (asking first is the page's business: here an action runs as soon as it is pressed)
  const input = { access, reloadAfterAct, confirmsAct: false, app };
  const actor: AnyActorRef = createActor(list, { input }).start();
  const heard = () =>
    app
      .getSnapshot()
      .context.heard.map((h) => `${h.type}:${h.call}:${'failure' in h ? h.failure.status : ''}`);
  return { actor, heard };
}

describe('range lists: a dead session (401) is the one failure the app hears', () => {
  const invoice: Invoice = { docId: 5, date: '2026-11-02', serialNo: 'SF-5', amount: 24 };

  it.each([
    ['orders', ordersListMachine, 'getOrders'],
    ['invoices', invoicesListMachine, 'getInvoices'],
  ] as const)(
    '%s: a read refused as unauthorised goes to the app; others the page tells in place',
    async (_, machine, call) => {
      let answer: Failure = failure;
      const list = (machine as typeof ordersListMachine).provide({
        actors: { load: fromPromise(() => Promise.reject(answer)) },
      });
      const h = underApp(list, true);
      h.actor.send({ type: 'range.changed', range });
      await waitFor(h.actor, (s) => s.matches('failed'));
      expect(h.heard()).toEqual([]);
      answer = expired;
      h.actor.send({ type: 'range.changed', range });
      const snapshot = await waitFor(h.actor, (s) => s.matches('failed'));
      expect(h.heard()).toEqual([`call.failed:${call}:401`]);
      expect(selectRows(snapshot)).toEqual([]);
      expect(selectListShown(snapshot)).toBe(false);
    },
  );

  it.each([
    ['offering an order', ordersListMachine, o1 as Order | Invoice, 'sellOrder'],
    ['downloading an invoice', invoicesListMachine, invoice as Order | Invoice, 'getInvoicePdf'],
  ] as const)(
    '%s refused as unauthorised goes to the app; other refusals the page tells beside the row',
    async (_, machine, row, call) => {
      let answer: Failure = failure;
      const list = (machine as typeof ordersListMachine).provide({
        actors: {
          load: fromPromise(async () => [row as Order]),
          act: fromPromise(() => Promise.reject(answer)),
        },
      });
      const h = underApp(list, false);
      h.actor.send({ type: 'range.changed', range });
      await waitFor(h.actor, (s) => s.matches('shown'));
      h.actor.send({ type: 'row.acted', row });
      await waitFor(h.actor, (s) => s.matches('shown'));
      expect(h.heard()).toEqual([]);
      answer = expired;
      h.actor.send({ type: 'row.acted', row });
      const snapshot = await waitFor(h.actor, (s) => s.matches('shown'));
      expect(h.heard()).toEqual([`call.failed:${call}:401`]);
      expect(selectRows(snapshot)).toEqual([row]);
      // the app says that one (and signs the user out): not said twice
      expect(selectOutcome(snapshot)).toBeNull();
    },
  );
});
