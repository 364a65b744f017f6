import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { MessageId } from '../../app/intl-types';
import {
  groupByMonth,
  selectActing,
  selectListLoading,
  selectRange,
  selectRows,
} from '../../../machines/rangeList';
import { useInvoicesListActor, useToday } from '../../app/hooks';
import { formatPrice } from '../../format/money';
import { Button } from '../../ui/Button/Button';
import { DateRangePicker } from '../../ui/DateRangePicker/DateRangePicker';
import { ListToolbar, MonthTables } from '../Lists/ListParts';
import * as styles from '../Lists/ListParts.css';
import { invoicesDefaultRange } from '../Lists/ranges';
import { Page } from '../Page/Page';

/**
 * /saskaitos (docs/rules.md §2 invoices page, §5 date ranges): two months before the server date
 * to it at first, no later day selectable; rows by month with the amount in euros and a download
 * button, pending while that PDF is fetched (the portal saves it as `<serial_no>.pdf`).
 */
export default function InvoicesPage() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const list = useInvoicesListActor();
  const today = useToday();
  const rows = useSelector(list, selectRows);
  const acting = useSelector(list, selectActing);
  const loading = useSelector(list, selectListLoading);
  const chosen = useSelector(list, selectRange);
  const range = chosen ?? invoicesDefaultRange(today);
  const groups = useMemo(() => groupByMonth(rows, (i) => i.date), [rows]);

  useEffect(() => {
    list.send({
      type: 'range.changed',
      range: list.getSnapshot().context.range ?? invoicesDefaultRange(today),
    });
  }, [list, today]);

  const columns = [
    { title: t('invoices_col_date'), nowrap: true },
    { title: t('invoices_col_serial'), nowrap: true },
    { title: t('invoices_col_amount'), numeric: true, nowrap: true },
    { title: t('orders_col_actions') },
  ];

  return (
    <Page title="invoices_title">
      <ListToolbar>
        <DateRangePicker
          label={t('list_period')}
          value={range}
          maxValue={today}
          onChange={(next) => list.send({ type: 'range.changed', range: next })}
        />
      </ListToolbar>
      <MonthTables
        groups={groups}
        loading={loading}
        columns={columns}
        rowKey={(i) => i.docId}
        renderRow={(invoice) => [
          invoice.date,
          invoice.serialNo,
          formatPrice(invoice.amount),
          <div key="actions" className={styles.actions}>
            <Button
              size="sm"
              tone="secondary"
              isPending={acting?.docId === invoice.docId}
              isDisabled={acting !== null && acting.docId !== invoice.docId}
              onPress={() => list.send({ type: 'row.acted', row: invoice })}
              aria-label={`${t('invoices_download')}: ${invoice.serialNo}`}
            >
              {t('invoices_download')}
            </Button>
          </div>,
        ]}
      />
    </Page>
  );
}
