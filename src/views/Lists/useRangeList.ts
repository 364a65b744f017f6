import { useCallback, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BookingAccess } from '../../../machines/domain';
import {
  groupByMonth,
  selectActing,
  selectAsked,
  selectListFailure,
  selectListLoading,
  selectListShown,
  selectOutcome,
  selectRange,
  selectRows,
  type DateRange,
  type RangeListEvent,
  type RangeListMachine,
} from '../../../machines/rangeList';
import { useBookingAccess, usePageActor } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import type { ListState } from './ListParts';

const accessChanged = (access: BookingAccess): RangeListEvent<never> => ({
  type: 'access.changed',
  access,
});

/**
 * A list the page runs itself (machines/rangeList.ts, bound to the wire by the page): it starts
 * as the page opens, with the booking address and token, and goes with the page (its rows too).
 */
export function useRangeListActor<Row, Out>(
  machine: RangeListMachine<Row, Out>,
  reloadAfterAct: boolean,
): ActorRefFrom<RangeListMachine<Row, Out>> {
  const access = useBookingAccess();
  return usePageActor(machine, { access, reloadAfterAct }, access, accessChanged);
}

/**
 * What the orders and invoices pages share: the list's rows grouped by month, how the list stands
 * (loading, shown, or failed and why, with its retry), the row being asked about or acted on, how
 * the last action ended, and the range on screen (the list's own, or the page's default). On
 * opening, the page reads the list afresh for the range it holds, the default at first.
 */
export function useRangeList<Row, Out>(
  list: ActorRefFrom<RangeListMachine<Row, Out>>,
  defaultRange: DateRange,
  dateOf: (row: Row) => string,
  failedText: MessageId,
) {
  const rows = useSelector(list, selectRows<Row>);
  const acting = useSelector(list, selectActing<Row>);
  const asked = useSelector(list, selectAsked<Row>);
  const outcome = useSelector(list, selectOutcome<Row>);
  const loading = useSelector(list, selectListLoading);
  const shown = useSelector(list, selectListShown);
  const failure = useSelector(list, selectListFailure<Row>);
  const range = useSelector(list, selectRange<Row>) ?? defaultRange;
  const groups = useMemo(() => groupByMonth(rows, dateOf), [rows, dateOf]);
  const { from, to } = defaultRange;
  useEffect(() => {
    list.send({ type: 'range.changed', range: list.getSnapshot().context.range ?? { from, to } });
  }, [list, from, to]);
  const onRetry = useCallback(() => list.send({ type: 'list.retried' }), [list]);
  const state: ListState = { loading, shown, failure, onRetry, failedText };
  return { rows, acting, asked, outcome, range, groups, state };
}
