import { parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
} from 'react-aria-components';
import { AriaLocale } from '../Provider/AriaProvider';
import * as styles from './Calendar.css';

export interface CalendarProps {
  /** the chosen day, 'yyyy-MM-dd' */
  value: string;
  /** the first day that can be chosen, 'yyyy-MM-dd' (the server's today: earlier days are off) */
  minValue: string;
  onChange: (date: string) => void;
  'aria-label': string;
}

/**
 * A month calendar on react-aria's Calendar: arrow keys move by day, Page Up/Down by month, days
 * before `minValue` cannot be chosen. Month and weekday names follow react-aria's I18nProvider
 * locale (src/ui/Provider/AriaProvider.tsx: lt-LT or en-GB); weeks start on Monday in both (docs/rules.md §9).
 *
 * Dates go in and out as 'yyyy-MM-dd' calendar days, never instants: no time zone is involved. The
 * browser's own "today" is not marked (react-aria's data-today): the server's date is today, and
 * it is the first day that can be chosen.
 */
export function CalendarMonth({ value, minValue, onChange, ...props }: CalendarProps) {
  return (
    <AriaLocale>
      <AriaCalendar
        aria-label={props['aria-label']}
        className={styles.calendar}
        value={parseDate(value)}
        minValue={parseDate(minValue)}
        firstDayOfWeek="mon"
        onChange={(date) => onChange(date.toString())}
      >
        <header className={styles.header}>
          <AriaButton slot="previous" className={styles.navButton}>
            <Chevron direction="left" />
          </AriaButton>
          <Heading className={styles.heading} />
          <AriaButton slot="next" className={styles.navButton}>
            <Chevron direction="right" />
          </AriaButton>
        </header>
        <CalendarGrid className={styles.grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell date={date} className={styles.cell}>
                {/* the day's plain number (lt-LT's own format pads it: "01") */}
                {String(date.day)}
              </CalendarCell>
            )}
          </CalendarGridBody>
        </CalendarGrid>
        {/* react-aria links the month to an error message by id and, once mounted, looks that id up
            in the document: when it is missing, it drops the link and renders the whole month a
            second time, 42 days in the task that mounted them. This calendar
            never holds an invalid day, so its message is an empty, hidden slot. */}
        <Text slot="errorMessage" hidden />
      </AriaCalendar>
    </AriaLocale>
  );
}

/** Decorative arrows for the month buttons (react-aria names the buttons in the user's language). */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
