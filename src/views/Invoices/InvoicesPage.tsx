import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../app/intl-types';
import type { Invoice } from '../../../machines/domain';
import { invoicesListMachine } from '../../../machines/rangeList';
import { accountCalls } from '../../app/accountCalls';
import { fromWire } from '../../app/fromWire';
import { usePageEffects, useToday, type PageEffects } from '../../app/hooks';
import { formatPrice } from '../../format/money';
import { Button } from '../../ui/Button/Button';
import { ListToolbar, MonthTables, RowFailure } from '../Lists/ListParts';
import * as styles from '../Lists/ListParts.css';
import { invoicesDefaultRange } from '../Lists/ranges';
import { RangeField } from '../Lists/RangeField';
import { useRangeList, useRangeListActor } from '../Lists/useRangeList';
import { Page } from '../Page/Page';

/** The invoices' calls (machines/rangeList.ts) on the portal's wire: the list, a PDF, saved. */
function boundInvoicesList(effects: PageEffects) {
  const account = accountCalls(effects);
  return invoicesListMachine.provide({
    actors: {
      load: fromWire(({ access, range }, opts) =>
        account(access).getInvoices({ from: range.from, till: range.to }, opts),
      ),
      act: fromWire(({ access, row }, opts) => account(access).getInvoicePdf(row.docId, opts)),
    },
    actions: {
      deliver: (_, { row, output }) => effects.saveFile(output, `${row.serialNo}.pdf`),
    },
  });
}

/** Invoices fall under the month of their date. */
const dateOfInvoice = (invoice: Invoice) => invoice.date;

/**
 * /saskaitos (docs/rules.md §2 invoices page, §5 date ranges, §8): two months before the server
 * date to it at first, no later day selectable; rows by month with the amount in euros and a
 * download button, pending while that PDF is fetched (the portal saves it as `<serial_no>.pdf`).
 * A download runs at once; a failed one is said beside its row, by its cause.
 */
export default function InvoicesPage() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const effects = usePageEffects();
  // a download leaves the list as it is
  const list = useRangeListActor(
    useMemo(() => boundInvoicesList(effects), [effects]),
    false,
  );
  const today = useToday();
  const { acting, outcome, range, groups, state } = useRangeList(
    list,
    invoicesDefaultRange(today),
    dateOfInvoice,
    'invoices_failed',
  );

  const columns = [
    { title: t('invoices_col_date'), nowrap: true },
    { title: t('invoices_col_serial'), nowrap: true },
    { title: t('invoices_col_amount'), numeric: true, nowrap: true },
    { title: t('orders_col_actions') },
  ];

  return (
    <Page title="invoices_title">
      <ListToolbar>
        <RangeField
          value={range}
          latest={today}
          onChange={(next) => list.send({ type: 'range.changed', range: next })}
        />
      </ListToolbar>
      <MonthTables
        groups={groups}
        state={state}
        columns={columns}
        rowKey={(i) => i.docId}
        renderRow={(invoice) => {
          const failure = outcome?.row.docId === invoice.docId ? outcome.failure : null;
          return [
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
              {failure ? <RowFailure text="invoices_download_failed" failure={failure} /> : null}
            </div>,
          ];
        }}
      />
    </Page>
  );
}
