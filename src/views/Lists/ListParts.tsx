import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MonthGroup } from '../../../machines/rangeList';
import { useLocale } from '../../app/hooks';
import { formatMonthYear } from '../../format/months';
import { Card } from '../../ui/Card/Card';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import * as styles from './ListParts.css';

export interface Column {
  /** the column's heading (also the label before a value on a phone) */
  title: string;
  /** right-aligned numbers (amounts, prices) */
  numeric?: boolean;
  /** short values kept on one line (dates, times, amounts) */
  nowrap?: boolean;
}

/**
 * The body of a range list (docs/rules.md §2 orders and invoices pages, §8 lists): skeleton rows
 * while the first rows load, "rez_nera" when the list is empty (also when it failed, quietly),
 * else a table per month under its month/year heading. On a phone each row becomes a small card
 * whose cells carry their column's name.
 */
export function MonthTables<Row>({
  groups,
  loading,
  columns,
  rowKey,
  renderRow,
}: {
  groups: MonthGroup<Row>[];
  loading: boolean;
  columns: Column[];
  rowKey: (row: Row) => string | number;
  /** the row's cells, in the order of `columns` */
  renderRow: (row: Row) => ReactNode[];
}) {
  const intl = useIntl();
  const [locale] = useLocale();
  const empty = groups.length === 0;
  return (
    <div className={styles.body} aria-busy={loading || undefined} data-testid="range-list">
      <VisuallyHidden role="status">
        {loading ? intl.formatMessage({ id: 'list_loading' }) : ''}
      </VisuallyHidden>
      {loading && empty ? (
        <Card>
          <div className={styles.skeleton} data-testid="list-skeleton">
            <Skeleton shape="text" width="9em" />
            {[72, 88, 64, 80].map((w) => (
              <Skeleton key={w} shape="block" width={`${w}%`} className={styles.skeletonRow} />
            ))}
          </div>
        </Card>
      ) : empty ? (
        <Card>
          <p className={styles.empty}>
            <FormattedMessage id="rez_nera" />
          </p>
        </Card>
      ) : (
        groups.map((group) => {
          const headingId = `month-${group.month}`;
          return (
            <section key={group.month} aria-labelledby={headingId} className={styles.month}>
              <h2 id={headingId} className={styles.monthHeading}>
                {formatMonthYear(group.month, locale)}
              </h2>
              <table className={styles.table} aria-labelledby={headingId}>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th
                        key={c.title}
                        scope="col"
                        className={c.numeric ? styles.numeric : undefined}
                      >
                        {c.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {renderRow(row).map((cell, i) => (
                        <td
                          key={columns[i]?.title ?? i}
                          data-label={columns[i]?.title}
                          className={cellClass(columns[i])}
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })
      )}
    </div>
  );
}

function cellClass(column: Column | undefined): string | undefined {
  const classes = [column?.numeric && styles.numeric, column?.nowrap && styles.nowrap];
  return classes.filter(Boolean).join(' ') || undefined;
}

/** The bar above a list: the range picker and what else the page puts there. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}
