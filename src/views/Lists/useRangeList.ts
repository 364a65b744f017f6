import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  groupByMonth,
  selectActing,
  selectListLoading,
  selectRange,
  selectRows,
  type DateRange,
  type RangeListMachine,
} from '../../../machines/rangeList';

/**
 * What the orders and invoices pages share: the list's rows grouped by month, the row being acted
 * on, the loading flag and the range on screen (the list's own, or the page's default). On
 * opening, the page reads the list afresh for the range it holds, the default at first.
 */
export function useRangeList<Row, Out>(
  list: ActorRefFrom<RangeListMachine<Row, Out>>,
  defaultRange: DateRange,
  dateOf: (row: Row) => string,
) {
  const rows = useSelector(list, selectRows<Row>);
  const acting = useSelector(list, selectActing<Row>);
  const loading = useSelector(list, selectListLoading);
  const range = useSelector(list, selectRange<Row>) ?? defaultRange;
  const groups = useMemo(() => groupByMonth(rows, dateOf), [rows, dateOf]);
  const { from, to } = defaultRange;
  useEffect(() => {
    list.send({ type: 'range.changed', range: list.getSnapshot().context.range ?? { from, to } });
  }, [list, from, to]);
  return { rows, acting, loading, range, groups };
}
