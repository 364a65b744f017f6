import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatTime } from '../../format/dates';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Board.css';

const COLUMNS = Array.from({ length: styles.skeletonCourts }, (_, i) => i);

/**
 * The board's shape while a day loads: the time column, grey lines for the courts' names, and one
 * box whose gradients paint a grey block for every court and half-hour. One box rather than a cell
 * and a block for each, some 130 to 330 elements that the first layout on a cheap phone pays for.
 * With `times` the column shows them; without (the start-up shell, before the venue's
 * hours are known) it shows `rows` grey lines. Hidden from assistive technology: whatever shows it
 * says "loading". Memoised: the board draws itself again when a day arrives, before the day
 * (deferred) replaces the skeleton, and that draw need not redo the skeleton.
 */
export const SkeletonGrid = memo(function SkeletonGrid({
  times,
  rows = 0,
}: {
  times?: readonly string[];
  rows?: number;
}) {
  const labels = times ?? Array.from({ length: rows }, () => null);
  return (
    <table className={styles.table} aria-hidden="true" data-testid="board-skeleton">
      <thead>
        <tr>
          <th className={styles.corner}>
            <FormattedMessage id="board_time" />
          </th>
          {COLUMNS.map((i) => (
            <th key={i} className={styles.skeletonHead}>
              <Skeleton shape="text" className={styles.skeletonName[i % 2 === 0 ? 0 : 1]} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((time, row) => (
          <tr key={row} className={styles.skeletonRow}>
            <th className={styles.timeCell}>
              {time === null ? (
                <Skeleton shape="text" className={styles.skeletonTime} />
              ) : (
                formatTime(time)
              )}
            </th>
            {row === 0 && (
              <td
                rowSpan={labels.length}
                colSpan={COLUMNS.length}
                className={styles.skeletonSlotsCell}
              >
                <span className={styles.skeletonSlots} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
