/**
 * A list read for a date range (docs/rules.md §2 orders and invoices, §4 resale, §5 date ranges,
 * §8): the orders page and the invoices page each run one.
 *
 * A range → the list is read; a new range while one is loading aborts the earlier request ("the
 * previous request is aborted", docs/wire.md). Rows come grouped by month and year of their date;
 * an empty list shows "rez_nera". A failed read is never dressed as an empty list: the machine
 * rests in `failed` with the failure, the page says so in place, in the user's language, and its
 * retry reads the same range again (§8 "Failures are told").
 *
 * An action on a row (`row.acted`: offer an order for resale or withdraw it; download an
 * invoice's PDF) runs its call. Where the list `confirmsAct` (orders), the action is only asked
 * first (`confirming`: the page's dialog names the booking and says what happens) and nothing is
 * sent before `row.confirmed` (§4 "Resale asks first"). When `reloadAfterAct`, the list is read
 * again afterwards (orders). What the call returns is handed to `deliver` (the invoices page saves
 * the PDF). Either way the action's `outcome` stays in context, the row and its failure (null:
 * done), so the page can say beside that row what went wrong, or announce what was done; the rows
 * stay as they were.
 *
 * One failure goes further: a call refused as unauthorised (401) means the session has ended on
 * the server. It goes to the app under the call's name (`calls`), which signs the user out and
 * says so, as for every other call (machines/app.ts, `call.failed`).
 */
import { assign, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import {
  call,
  failureFrom,
  reportFailure,
  type BookingAccess,
  type CallName,
  type Failure,
  type Invoice,
  type Order,
  unauthorised,
  UNAUTHORISED,
} from './domain';

export interface DateRange {
  /** 'yyyy-MM-dd' */
  from: string;
  to: string;
}

/** Why a typed range is not read: its end comes before its start, or it ends after the last day. */
export type RangeProblem = 'endBeforeStart' | 'afterLatest';

/**
 * docs/rules.md §5 date ranges: what is wrong with a whole typed range, or null when it can be
 * read. `latest` ('yyyy-MM-dd'): the last day the list may reach (invoices: the server date).
 */
export function rangeProblem(range: DateRange, latest?: string): RangeProblem | null {
  if (range.to < range.from) return 'endBeforeStart';
  if (latest !== undefined && range.to > latest) return 'afterLatest';
  return null;
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
  /** the failed list's "Try again" */
  | { type: 'list.retried' }
  | { type: 'row.acted'; row: Row }
  /** the confirmation's yes */
  | { type: 'row.confirmed' }
  /** the confirmation closed without a yes */
  | { type: 'row.cancelled' }
  | { type: 'access.changed'; access: BookingAccess };

export interface RangeListInput {
  access: BookingAccess;
  /**
   * the app, which failures are reported to (the list's page runs this machine); none: the app
   * is found in the actor system, as its children find it
   */
  app?: AnyActorRef | null;
  /** read the list again after an action (orders: yes; invoices: no) */
  reloadAfterAct: boolean;
  /** ask before an action is sent (orders: yes; invoices: no); the list's own choice if unset */
  confirmsAct?: boolean;
}

/** How a row's last action ended: done (`failure` null), or failed and why. */
export interface RowOutcome<Row> {
  row: Row;
  failure: Failure | null;
}

export interface RangeListContext<Row> extends Required<RangeListInput> {
  range: DateRange | null;
  rows: Row[];
  /** the row whose action is asked about (`confirming`) or under way (`acting`) */
  acting: Row | null;
  /** why the last read failed (`failed`) */
  failure: Failure | null;
  /** how the last action ended, until another starts or the range changes */
  outcome: RowOutcome<Row> | null;
}

/** The names the app knows this list's two calls by (for a 401's report). */
export interface RangeListCalls {
  load: CallName;
  act: CallName;
}

/**
 * The machine for rows of type `Row`; `id` names it (ordersList, invoicesList), `calls` names its
 * calls to the app, `confirmsAct` whether an action is asked about first unless the input says.
 */
export function createRangeListMachine<Row, Out>(
  id: string,
  description: string,
  calls: RangeListCalls,
  confirmsAct: boolean,
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
      confirms: ({ context }) => context.confirmsAct,
      unauthorised,
    },
  }).createMachine({
    id,
    description,
    context: ({ input }) => ({
      confirmsAct,
      ...input,
      app: input.app ?? null,
      range: null,
      rows: [],
      acting: null,
      failure: null,
      outcome: null,
    }),
    on: {
      'range.changed': {
        target: '.loading',
        reenter: true,
        // An earlier read is aborted; what was said about a row goes.
        description: 'A new range: read the list again.',
        actions: assign({
          range: ({ event }) => event.range,
          acting: null,
          outcome: null,
        }),
      },
      'access.changed': {
        target: '.idle',
        description: "Another user (or none): the last user's rows go.",
        actions: assign({
          access: ({ event }) => event.access,
          rows: [],
          range: null,
          acting: null,
          failure: null,
          outcome: null,
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
            actions: assign({ rows: ({ event }) => event.output, failure: null }),
          },
          onError: [
            {
              guard: UNAUTHORISED,
              target: 'failed',
              // The app signs the user out and says so.
              description: 'The session ended on the server: no rows, never "no results".',
              actions: [assign({ rows: [], failure: failureFrom }), reportFailure(calls.load)],
            },
            {
              target: 'failed',
              description:
                'The read failed: no rows and never "no results"; the page says why, with a retry.',
              actions: assign({ rows: [], failure: failureFrom }),
            },
          ],
        },
      },
      failed: {
        description: 'The list could not be read: the page says why in place and offers a retry.',
        on: {
          'list.retried': {
            target: 'loading',
            description: 'Try again: the same range is read again.',
          },
        },
      },
      shown: {
        description: 'The rows, grouped by month; "rez_nera" when none.',
        on: {
          'row.acted': [
            {
              guard: 'confirms',
              target: 'confirming',
              // Nothing is sent yet.
              description: "Orders: a row's sell or withdraw button asks first.",
              actions: assign({ acting: ({ event }) => event.row, outcome: null }),
            },
            {
              target: 'acting',
              description: "Invoices: the user pressed a row's download button; it runs at once.",
              actions: assign({ acting: ({ event }) => event.row, outcome: null }),
            },
          ],
        },
      },
      confirming: {
        // Nothing is sent yet.
        description: 'The dialog names the booking and what the action will do.',
        on: {
          'row.confirmed': { target: 'acting', description: 'Yes: send it.' },
          'row.cancelled': {
            target: 'shown',
            description: 'Closed without a yes: nothing sent, the list as it was.',
            actions: assign({ acting: null }),
          },
        },
      },
      acting: {
        description: "The row's action runs; its button (and the dialog's yes) shows it is busy.",
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({ access: context.access, row: context.acting as Row }),
          onDone: {
            target: 'acted',
            // An invoice's PDF, for one, is saved.
            description: 'Done: the result is handed on; the page announces it.',
            actions: [
              {
                type: 'deliver',
                params: ({ context, event }) => ({
                  row: context.acting as Row,
                  output: event.output,
                }),
              },
              assign({
                outcome: ({ context }) => ({ row: context.acting as Row, failure: null }),
                acting: null,
              }),
            ],
          },
          onError: [
            {
              guard: UNAUTHORISED,
              target: 'shown',
              description:
                'The session ended on the server: the app signs the user out and says so.',
              actions: [assign({ acting: null }), reportFailure(calls.act)],
            },
            {
              target: 'shown',
              // The rows stay as they were.
              description: 'Refused or no answer: the page says why beside the row.',
              actions: assign({
                outcome: ({ context, event }) => ({
                  row: context.acting as Row,
                  failure: failureFrom({ event }),
                }),
                acting: null,
              }),
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
/** The row whose action is under way (its button is busy); null while only asked about. */
export const selectActing = <Row>(s: {
  context: RangeListContext<Row>;
  matches(state: 'acting'): boolean;
}) => (s.matches('acting') ? s.context.acting : null);
/** The row whose action awaits the user's yes (the confirmation is open while it is not null). */
export const selectAsked = <Row>(s: {
  context: RangeListContext<Row>;
  matches(state: 'confirming' | 'acting'): boolean;
}) => (s.matches('confirming') || s.matches('acting') ? s.context.acting : null);
export const selectListLoading = (s: { hasTag(tag: 'busy'): boolean }) => s.hasTag('busy');
/** Why the list could not be read; null unless it failed. */
export const selectListFailure = <Row>(s: {
  context: RangeListContext<Row>;
  matches(state: 'failed'): boolean;
}) => (s.matches('failed') ? s.context.failure : null);
/** The rows read are on screen (an empty list then says "rez_nera"). */
export const selectListShown = (s: { matches(state: 'idle' | 'loading' | 'failed'): boolean }) =>
  !s.matches('idle') && !s.matches('loading') && !s.matches('failed');
export const selectRange = <Row>(s: { context: RangeListContext<Row> }) => s.context.range;
export const selectOutcome = <Row>(s: { context: RangeListContext<Row> }) => s.context.outcome;

/** The orders page's list (GET /v1/orders); offering or withdrawing is asked first, then reads it again. */
export const ordersListMachine = createRangeListMachine<Order, null>(
  'ordersList',
  "The user's orders for a date range; offer one for resale or withdraw it.",
  { load: 'getOrders', act: 'sellOrder' },
  true,
);

/** The invoices page's list (GET /v2/tp/invoice/list); a row's action downloads its PDF at once. */
export const invoicesListMachine = createRangeListMachine<Invoice, Blob>(
  'invoicesList',
  "The user's invoices for a date range; download one as a PDF.",
  { load: 'getInvoices', act: 'getInvoicePdf' },
  false,
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
