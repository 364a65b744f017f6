import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../Skeleton/Skeleton';
import type { CalendarProps } from './CalendarMonth';
import * as styles from './Calendar.css';

export type { CalendarProps };

/**
 * A month calendar (CalendarMonth.tsx): arrow keys move by day, Page Up/Down by month, days before
 * `minValue` cannot be chosen. `month` is CalendarMonth as the caller loads it (react-aria's
 * calendar and its date arithmetic are large, and when they load is the page's choice, not the
 * kit's); until its code is in, a skeleton of the same size stands in.
 */
export function Calendar({
  month: Month,
  ...props
}: CalendarProps & { month: ComponentType<CalendarProps> }) {
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <Month {...props} />
    </Suspense>
  );
}

/** Six weeks: react-aria draws every month with six rows, so a month's height never changes. */
const WEEKS = 6;

/**
 * The calendar's shape without a month: the weekday heads, the month buttons' outlines and six
 * rows of empty days, as large as the calendar (the start-up shell shows it too).
 */
export function CalendarSkeleton() {
  const { locale } = useIntl();
  const weekdays = weekdayLetters(locale);
  return (
    <div className={styles.calendar} aria-hidden="true" data-testid="calendar-skeleton">
      <div className={styles.header}>
        <span className={styles.navButton} />
        <p className={styles.heading}>
          <Skeleton shape="text" className={styles.monthLine} />
        </p>
        <span className={styles.navButton} />
      </div>
      <table className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((day, i) => (
              <th key={i} className={`${styles.weekday} ${styles.weekdaySlot}`}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: WEEKS }, (_, week) => (
            <tr key={week}>
              {weekdays.map((_, day) => (
                <td key={day} className={styles.daySlot}>
                  <span className={`${styles.cell} ${styles.emptyDay}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each language's weekday letters, worked out once: a formatter costs more to make than to use. */
const weekdaysOf = new Map<string, string[]>();

/** Monday to Sunday as react-aria heads the columns (narrow weekday names). */
function weekdayLetters(locale: string): string[] {
  let letters = weekdaysOf.get(locale);
  if (letters === undefined) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2024-01-01 was a Monday
    letters = Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
    weekdaysOf.set(locale, letters);
  }
  return letters;
}
