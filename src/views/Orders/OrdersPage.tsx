import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../app/intl-types';
import type { Order } from '../../../machines/domain';
import { ordersListMachine, resaleOf } from '../../../machines/rangeList';
import { accountCalls } from '../../app/accountCalls';
import { saveCalendar } from '../../app/saveCalendar';
import { fromWire } from '../../app/fromWire';
import { usePageEffects, useServerNow, useToday, type PageEffects } from '../../app/hooks';
import { formatTime } from '../../format/dates';
import { minutesBetween } from '../../format/venueTime';
import { formatPrice } from '../../format/money';
import { Button, ButtonRow } from '../../ui/Button/Button';
import { DoneStatus, ListToolbar, MonthTables, RowFailure } from '../Lists/ListParts';
import { ordersDefaultRange } from '../Lists/ranges';
import { RangeField } from '../Lists/RangeField';
import { useRangeList, useRangeListActor } from '../Lists/useRangeList';
import { Page } from '../Page/Page';
import { ResaleDialog } from './ResaleDialog';

/** The booking as a calendar file (beyond the spec: "add to calendar"), Vilnius times as UTC. */
function saveToCalendar(order: Order, serverNow: string) {
  saveCalendar(
    [
      {
        uid: `order-${order.id}@kortu-rezervacija`,
        start: order.start,
        end: order.end,
        summary: `${order.venue} – ${order.service}`,
        location: order.venue,
        stamp: serverNow,
      },
    ],
    `rezervacija-${order.start.slice(0, 10)}-${order.id}.ics`,
  );
}

/** The orders' calls (machines/rangeList.ts) on the portal's wire: the list, the sale. */
function boundOrdersList(effects: PageEffects) {
  const account = accountCalls(effects);
  return ordersListMachine.provide({
    actors: {
      load: fromWire(({ access, range }, opts) =>
        account(access).getOrders({ from: range.from, to: range.to }, opts),
      ),
      act: fromWire(({ access, row }, opts) =>
        account(access).sellOrder({ orderId: row.id, sell: !row.listedForSale }, opts),
      ),
    },
  });
}

/** Orders fall under the month they start in. */
const startOf = (order: Order) => order.start;

/**
 * /uzsakymai (docs/rules.md §2 orders page, §4 resale, §5 date ranges, §8): the range (server date
 * to two months later at first) is sent when the page opens and on every change; rows by month
 * with a sell or stop-selling button while the order is still ahead (machines/rangeList.ts
 * resaleOf). A press asks first in a dialog that names the booking; yes sends it, the button
 * pending. What happened is said: done, above the list (a status); failed, beside the row, by its
 * cause. However the dialog closes, focus goes back to the row's button (the kit's Modal gives it
 * back to the button that opened it, and the list keeps its rows while it is read again).
 */
export default function OrdersPage() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const effects = usePageEffects();
  // the list is read again after a sale is offered or withdrawn
  const list = useRangeListActor(
    useMemo(() => boundOrdersList(effects), [effects]),
    true,
  );
  const today = useToday();
  const serverNow = useServerNow();
  const { acting, asked, outcome, range, groups, state } = useRangeList(
    list,
    ordersDefaultRange(today),
    startOf,
    'orders_failed',
  );

  const columns = [
    { title: t('orders_col_date'), nowrap: true },
    { title: t('orders_col_time'), nowrap: true },
    { title: t('orders_col_duration'), nowrap: true },
    { title: t('orders_col_venue') },
    { title: t('orders_col_service') },
    { title: t('orders_col_price'), numeric: true, nowrap: true },
    { title: t('orders_col_actions') },
  ];
  const doneRow = outcome && !outcome.failure ? outcome.row : null;

  return (
    <Page title="orders_title">
      <ListToolbar>
        <RangeField
          value={range}
          onChange={(next) => list.send({ type: 'range.changed', range: next })}
        />
      </ListToolbar>
      <DoneStatus>
        {doneRow
          ? t(doneRow.listedForSale ? 'resale_withdrawn' : 'resale_listed', {
              when: `${doneRow.start.slice(0, 10)} ${formatTime(doneRow.start.slice(11))}`,
              venue: doneRow.venue,
            })
          : null}
      </DoneStatus>
      <MonthTables
        groups={groups}
        state={state}
        columns={columns}
        rowKey={(o) => o.id}
        renderRow={(order) => {
          const resale = resaleOf(order, serverNow);
          const when = `${order.start.slice(0, 10)} ${formatTime(order.start.slice(11))}`;
          const failure = outcome?.row.id === order.id ? outcome.failure : null;
          return [
            order.start.slice(0, 10),
            `${formatTime(order.start.slice(11))}–${formatTime(order.end.slice(11))}`,
            t('orders_duration', { minutes: minutesBetween(order.start, order.end) }),
            order.venue,
            order.service,
            formatPrice(order.price),
            <ButtonRow key="actions">
              {resale ? (
                // a quiet tone: offering a paid booking for sale is not the row's main thing
                <Button
                  size="sm"
                  tone="ghost"
                  isPending={acting?.id === order.id}
                  isDisabled={acting !== null && acting.id !== order.id}
                  onPress={() => list.send({ type: 'row.acted', row: order })}
                  aria-label={`${t(resale === 'sell' ? 'orders_sell' : 'orders_withdraw')}: ${when}`}
                >
                  {t(resale === 'sell' ? 'orders_sell' : 'orders_withdraw')}
                </Button>
              ) : null}
              {order.start > serverNow ? (
                <Button
                  size="sm"
                  tone="ghost"
                  onPress={() => saveToCalendar(order, serverNow)}
                  aria-label={`${t('orders_add_to_calendar')}: ${when}`}
                >
                  {t('orders_add_to_calendar')}
                </Button>
              ) : null}
              {failure ? (
                <RowFailure
                  text={
                    outcome?.row.listedForSale ? 'resale_withdraw_failed' : 'resale_sell_failed'
                  }
                  failure={failure}
                />
              ) : null}
            </ButtonRow>,
          ];
        }}
      />
      <ResaleDialog
        order={asked}
        sending={acting !== null}
        onConfirm={() => list.send({ type: 'row.confirmed' })}
        onCancel={() => list.send({ type: 'row.cancelled' })}
      />
    </Page>
  );
}
