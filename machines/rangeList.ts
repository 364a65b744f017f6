/**
 * A list read for a date range (docs/rules.md §2 orders and invoices, §5 date ranges, §8): the
 * orders page and the invoices page each run one.
 *
 * A range → the list is read; a new range while one is loading aborts the earlier request ("the
 * previous request is aborted", docs/wire.md). A failed read shows no rows, quietly (§8); an
 * empty one shows "rez_nera". Rows come grouped by month and year of their date.
 *
 * An action on a row (`row.acted`: offer an order for resale or withdraw it; download an
 * invoice's PDF) runs its call; when `reloadAfterAct`, the list is read again afterwards (orders).
 * What the call returns is handed to `deliver` (the invoices page saves the PDF). A failed action
 * is quiet too (§8: not displayed for sell and invoice download); the list stays.
 *
 * One failure is never quiet: a call refused as unauthorised (401) means the session has ended on
 * the server. It goes to the app under the call's name (`calls`), which signs the user out and
 * says so, as for every other call (machines/app.ts, `call.failed`).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  call,
  isUnauthorised,
  reportFailure,
  type BookingAccess,
  type CallName,
  type Invoice,
  type Order,
} from './domain';

export interface DateRange {
  /** 'yyyy-MM-dd' */
  from: string;
  to: string;
}

/** Rows grouped under their month: '2026-11' → rows, in the order they came. */
export interface MonthGroup<Row> {
  /** 'yyyy-MM' */
  month: string;
  rows: Row[];
}

/** Groups rows by the month of `dateOf(row)` ('yyyy-MM-dd…'), months in order of first appearance. */
export function groupByMonth<Row>(
  rows: readonly Row[],
  dateOf: (row: Row) => string,
): MonthGroup<Row>[] {
  const groups: MonthGroup<Row>[] = [];
  for (const row of rows) {
    const month = dateOf(row).slice(0, 7);
    const group = groups.find((g) => g.month === month);
    if (group) group.rows.push(row);
    else groups.push({ month, rows: [row] });
  }
  return groups;
}

export type RangeListEvent<Row> =
  | { type: 'range.changed'; range: DateRange }
  | { type: 'row.acted'; row: Row }
  | { type: 'access.changed'; access: BookingAccess };

export interface RangeListInput {
  access: BookingAccess;
  /** read the list again after an action (orders: yes; invoices: no) */
  reloadAfterAct: boolean;
}

export interface RangeListContext<Row> extends RangeListInput {
  range: DateRange | null;
  rows: Row[];
  /** the row whose action is under way */
  acting: Row | null;
}

/** The names the app knows this list's two calls by (for a 401's report). */
export interface RangeListCalls {
  load: CallName;
  act: CallName;
}

/**
 * The machine for rows of type `Row`; `id` names it (ordersList, invoicesList), `calls` names its
 * calls to the app.
 */
export function createRangeListMachine<Row, Out>(
  id: string,
  description: string,
  calls: RangeListCalls,
) {
  return setup({
    types: {
      context: {} as RangeListContext<Row>,
      events: {} as RangeListEvent<Row>,
      input: {} as RangeListInput,
    },
    actors: {
      /** the list for a range */
      load: call<Row[], { access: BookingAccess; range: DateRange }>('load'),
      /** the row's action (sell / withdraw, download) */
      act: call<Out, { access: BookingAccess; row: Row }>('act'),
    },
    actions: {
      /** what an action returned, handed on (the invoices page saves the PDF) */
      deliver: (_, _params: { row: Row; output: Out }) => {},
    },
    guards: {
      reloads: ({ context }) => context.reloadAfterAct,
      /** refused as unauthorised: the session has ended on the server */
      unauthorised: (_, { error }: { error: unknown }) => isUnauthorised(error),
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({ ...input, range: null, rows: [], acting: null }),
    on: {
      'range.changed': {
        target: '.loading',
        reenter: true,
        description: 'A new range: read again (an earlier read is aborted).',
        actions: assign({ range: ({ event }) => event.range }),
      },
      'access.changed': {
        target: '.idle',
        description: "Another user (or none): the last user's rows go.",
        actions: assign({
          access: ({ event }) => event.access,
          rows: [],
          range: null,
          acting: null,
        }),
      },
    },
    initial: 'idle',
    states: {
      idle: { description: 'No range yet: the page sets one when it opens.' },
      loading: {
        description: 'Reading the list for the range.',
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({
            access: context.access,
            range: context.range ?? { from: '', to: '' },
          }),
          onDone: {
            target: 'shown',
            description: 'The rows for the range.',
            actions: assign({ rows: ({ event }) => event.output }),
          },
          onError: [
            {
              guard: { type: 'unauthorised', params: ({ event }) => ({ error: event.error }) },
              target: 'shown',
              description:
                'The session ended on the server: no rows; the app signs the user out and says so.',
              actions: [assign({ rows: [] }), reportFailure(calls.load)],
            },
            {
              target: 'shown',
              description: 'A failed read shows no rows, quietly.',
              actions: assign({ rows: [] }),
            },
          ],
        },
      },
      shown: {
        description: 'The rows, grouped by month; "rez_nera" when none.',
        on: {
          'row.acted': {
            target: 'acting',
            description: "The user pressed a row's button (sell or withdraw; download).",
            actions: assign({ acting: ({ event }) => event.row }),
          },
        },
      },
      acting: {
        description: "The row's action runs; its button shows it is busy.",
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({ access: context.access, row: context.acting as Row }),
          onDone: {
            target: 'acted',
            description: 'Done: what the call returned is handed on (the PDF is saved).',
            actions: [
              {
                type: 'deliver',
                params: ({ context, event }) => ({
                  row: context.acting as Row,
                  output: event.output,
                }),
              },
              assign({ acting: null }),
            ],
          },
          onError: [
            {
              guard: { type: 'unauthorised', params: ({ event }) => ({ error: event.error }) },
              target: 'shown',
              description:
                'The session ended on the server: the app signs the user out and says so.',
              actions: [assign({ acting: null }), reportFailure(calls.act)],
            },
            {
              target: 'shown',
              description: 'Quietly: the list stays as it was.',
              actions: assign({ acting: null }),
            },
          ],
        },
      },
      acted: {
        description: 'Done: the orders are read again; the invoices stay as they are.',
        always: [
          { guard: 'reloads', target: 'loading', description: 'Orders: read them again.' },
          { target: 'shown', description: 'Invoices: the list stays.' },
        ],
      },
    },
  });
}

export type RangeListMachine<Row, Out> = ReturnType<typeof createRangeListMachine<Row, Out>>;
export type RangeListSnapshot<Row, Out> = SnapshotFrom<RangeListMachine<Row, Out>>;

export const selectRows = <Row>(s: { context: RangeListContext<Row> }) => s.context.rows;
export const selectActing = <Row>(s: { context: RangeListContext<Row> }) => s.context.acting;
export const selectListLoading = (s: { hasTag(tag: 'busy'): boolean }) => s.hasTag('busy');
export const selectRange = <Row>(s: { context: RangeListContext<Row> }) => s.context.range;

/** The orders page's list (GET /v1/orders); offering or withdrawing reads it again. */
export const ordersListMachine = createRangeListMachine<Order, null>(
  'ordersList',
  "The user's orders for a date range; offer one for resale or withdraw it.",
  { load: 'getOrders', act: 'sellOrder' },
);

/** The invoices page's list (GET /v2/tp/invoice/list); a row's action downloads its PDF. */
export const invoicesListMachine = createRangeListMachine<Invoice, Blob>(
  'invoicesList',
  "The user's invoices for a date range; download one as a PDF.",
  { load: 'getInvoices', act: 'getInvoicePdf' },
);

/**
 * docs/rules.md §4 resale: what an order's button offers. An order not on sale can be offered, an
 * offered one withdrawn, both only while it starts after the server's now ('yyyy-MM-dd HH:mm:ss');
 * null: no button.
 */
export function resaleOf(order: Order, serverNow: string): 'sell' | 'withdraw' | null {
  if (!(order.start > serverNow)) return null;
  return order.listedForSale ? 'withdraw' : 'sell';
}
