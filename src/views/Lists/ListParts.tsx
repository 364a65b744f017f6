import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Failure } from '../../../machines/domain';
import type { MonthGroup } from '../../../machines/rangeList';
import { useLocale } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import { formatMonthYear } from '../../format/months';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { tone } from '../../ui/MessageBox/MessageBox.css';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { FailureWords } from '../Failure/FailureWords';
import * as styles from './ListParts.css';

export interface Column {
  /** the column's heading (also the label before a value on a phone) */
  title: string;
  /** right-aligned numbers (amounts, prices) */
  numeric?: boolean;
  /** short values kept on one line (dates, times, amounts) */
  nowrap?: boolean;
}

/** How the list stands: its rows on screen, or why there are none. */
export interface ListState {
  /** a read is under way */
  loading: boolean;
  /** the rows read are on screen (only then does an empty list say "rez_nera") */
  shown: boolean;
  /** why the last read failed; null unless it did */
  failure: Failure | null;
  /** the failed list's "Try again" */
  onRetry: () => void;
  /** the page's own sentence for a failed read ("Your orders could not be loaded.") */
  failedText: MessageId;
}

/**
 * The body of a range list (docs/rules.md §2 orders and invoices pages, §8 lists): skeleton rows
 * until the first rows are read (a list read again keeps its rows on screen, so the button just
 * pressed, and focus on it, stay); a failed read said in place, by its cause, with "Try again"
 * (never "rez_nera": an empty list is not a failed one); "rez_nera" when the list read is empty;
 * else a table per month under its month/year heading. On a phone each row becomes a small card
 * whose cells carry their column's name.
 */
export function MonthTables<Row>({
  groups,
  state,
  columns,
  rowKey,
  renderRow,
}: {
  groups: MonthGroup<Row>[];
  state: ListState;
  columns: Column[];
  rowKey: (row: Row) => string | number;
  /** the row's cells, in the order of `columns` */
  renderRow: (row: Row) => ReactNode[];
}) {
  const intl = useIntl();
  const [locale] = useLocale();
  const body = useRef<HTMLDivElement>(null);
  const { loading, shown, failure } = state;
  const empty = groups.length === 0;
  const retry = () => {
    // the retry button goes away with the failure: focus stays on the list it reads again
    body.current?.focus();
    state.onRetry();
  };
  let content: ReactNode;
  if (failure) {
    content = (
      <Card>
        <div className={styles.failed} data-testid="list-failed">
          <MessageBox tone="error">
            <FormattedMessage id={state.failedText} />
            <FailureWords failure={failure} />
          </MessageBox>
          <Button tone="secondary" onPress={retry}>
            <FormattedMessage id="bandyti_dar" />
          </Button>
        </div>
      </Card>
    );
  } else if (empty && !shown) {
    content = (
      <Card>
        <div className={styles.skeleton} data-testid="list-skeleton">
          <Skeleton shape="text" width="9em" />
          {[72, 88, 64, 80].map((w) => (
            <Skeleton key={w} shape="block" width={`${w}%`} className={styles.skeletonRow} />
          ))}
        </div>
      </Card>
    );
  } else if (empty) {
    content = (
      <Card>
        <p className={styles.empty}>
          <FormattedMessage id="rez_nera" />
        </p>
      </Card>
    );
  } else {
    content = groups.map((group) => {
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
                  <th key={c.title} scope="col" className={c.numeric ? styles.numeric : undefined}>
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
    });
  }
  return (
    <div
      ref={body}
      tabIndex={-1}
      className={styles.body}
      aria-busy={loading || undefined}
      data-testid="range-list"
    >
      <VisuallyHidden role="status">
        {loading ? intl.formatMessage({ id: 'list_loading' }) : ''}
      </VisuallyHidden>
      {content}
    </div>
  );
}

/**
 * Beside a row's buttons: its action failed, and why (docs/rules.md §8). An alert, so it is
 * announced when it appears; the row keeps its data.
 */
export function RowFailure({ text, failure }: { text: MessageId; failure: Failure }) {
  return (
    <p className={styles.rowFailure} role="alert" data-testid="row-failure">
      <FormattedMessage id={text} />
      <FailureWords failure={failure} />
    </p>
  );
}

/**
 * Above the list: what a row's action did, announced politely. The region is always there, so
 * what appears in it is read out; it is empty until something is done.
 */
export function DoneStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" data-testid="list-done">
      {children ? <div className={tone.success}>{children}</div> : null}
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
