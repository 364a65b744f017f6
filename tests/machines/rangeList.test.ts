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
  resaleOf,
  selectRows,
} from '../../machines/rangeList';
import { describeModelPaths, type ModelEvent } from './graph';

const access = { url: 'http://venue.test/api', token: 'tok' };
const failure: Failure = { ok: false, error: 'server', message: 'No' };
const expired: Failure = { ok: false, error: 'server', message: 'Unauthorized', status: 401 };
const order = (id: number, start: string, listedForSale = false): Order => ({
  id,
  saleId: null,
  listedForSale,
  start,
  end: start,
  venue: 'Centras',
  service: 'Tenisas',
  price: 24,
  validCount: 1,
});
const o1 = order(1, '2026-11-25 18:00:00');
const range = { from: '2026-11-21', to: '2027-01-21' };

const events: ModelEvent<typeof ordersListMachine>[] = [
  { type: 'range.changed', range },
  { type: 'row.acted', row: o1 },
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
  alsoFrom: [{ access, reloadAfterAct: false }],
});

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

  it('a failed read shows no rows, quietly', async () => {
    const actor = createActor(
      ordersListMachine.provide({ actors: { load: fromPromise(() => Promise.reject(failure)) } }),
      { input: { access, reloadAfterAct: true } },
    ).start();
    actor.send({ type: 'range.changed', range });
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(selectRows(snapshot)).toEqual([]);
  });

  it('orders: offering reads the list again', async () => {
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
    await waitFor(actor, (s) => s.matches('shown') && loads === 2);
    expect(acted).toEqual([o1]);
  });

  it('invoices: a download hands the PDF on and does not read the list again; a failed one is quiet', async () => {
    const invoice: Invoice = { docId: 5, date: '2026-11-02', serialNo: 'SF-5', amount: 24 };
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    let loads = 0;
    let fail = false;
    const delivered: [string, Blob][] = [];
    const actor = createActor(
      invoicesListMachine.provide({
        actors: {
          load: fromPromise(async () => (loads++, [invoice])),
          act: fromPromise(async () => {
            if (fail) throw failure;
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
    await waitFor(actor, (s) => s.matches('shown'));
    expect(delivered).toEqual([['SF-5', pdf]]);
    fail = true;
    actor.send({ type: 'row.acted', row: invoice });
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(loads).toBe(1);
    expect(selectRows(snapshot)).toEqual([invoice]);
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

/** A list under a stand-in app (systemId `app`) that records what it is told. */
function underApp(list: AnyActorLogic, reloadAfterAct: boolean) {
  const app = createActor(
    setup({
      types: { context: {} as { heard: CallReport[] }, events: {} as CallReport },
      actors: { list },
    }).createMachine({
      context: { heard: [] },
      invoke: { id: 'list', src: 'list', input: { access, reloadAfterAct } },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
    { systemId: 'app' },
  ).start();
  const actor = app.getSnapshot().children.list as AnyActorRef;
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
    '%s: a read refused as unauthorised goes to the app; others stay quiet',
    async (_, machine, call) => {
      let answer: Failure = failure;
      const list = (machine as typeof ordersListMachine).provide({
        actors: { load: fromPromise(() => Promise.reject(answer)) },
      });
      const h = underApp(list, true);
      h.actor.send({ type: 'range.changed', range });
      await waitFor(h.actor, (s) => s.matches('shown'));
      expect(h.heard()).toEqual([]);
      answer = expired;
      h.actor.send({ type: 'range.changed', range });
      const snapshot = await waitFor(h.actor, (s) => s.matches('shown'));
      expect(h.heard()).toEqual([`call.failed:${call}:401`]);
      expect(selectRows(snapshot)).toEqual([]);
    },
  );

  it.each([
    ['offering an order', ordersListMachine, o1 as Order | Invoice, 'sellOrder'],
    ['downloading an invoice', invoicesListMachine, invoice as Order | Invoice, 'getInvoicePdf'],
  ] as const)(
    '%s refused as unauthorised goes to the app; other refusals stay quiet',
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
    },
  );
});
