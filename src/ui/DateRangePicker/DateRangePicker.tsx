import { useState } from 'react';
import { parseDate, type DateValue } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  RangeCalendar,
  useLocale,
  type RangeValue,
} from 'react-aria-components';
import { Popover } from '../Popover/Popover';
import * as styles from './DateRangePicker.css';

export interface DateRange {
  /** 'yyyy-MM-dd' */
  from: string;
  to: string;
}

export interface DateRangePickerProps {
  label: string;
  value: DateRange;
  /** called with a whole range only: both ends typed, in order, within the limits */
  onChange: (range: DateRange) => void;
  /** the last day that can be chosen, 'yyyy-MM-dd' (invoices: the server's today) */
  maxValue?: string;
  /**
   * What is wrong with the dates in the fields, said under them in the user's words; null when
   * nothing is. Called with the whole typed range (in any order, past any limit). A range it
   * finds wrong is not sent to `onChange`. (A date not all there is react-aria's: the picker keeps
   * the last whole range until both dates are whole again.)
   */
  validate?: (range: DateRange) => string | null;
}

/**
 * Typed dates read YYYY-MM-DD in both languages (docs/rules.md §9). react-aria lays a date field's
 * segments out as the locale's own short date does, so the two inputs get a locale whose short
 * date is year-month-day with hyphens: Lithuanian's own (lt-LT: "2026-01-05") and, for English,
 * Canadian English (en-CA: "2026-01-05"; en-GB would give "05/01/2026"). The segments' names then
 * stay English (react-aria falls back from en-CA to the en-GB strings the build keeps), and only
 * the inputs are wrapped: the calendar keeps the user's own locale for month and weekday names.
 */
function ymdLocale(locale: string): string {
  return locale.startsWith('lt') ? 'lt-LT' : 'en-CA';
}

function toValue(range: DateRange): RangeValue<DateValue> {
  return { start: parseDate(range.from), end: parseDate(range.to) };
}

/**
 * The dates in the fields as 'yyyy-MM-dd' strings, in the order typed; null when one is not all
 * there, `typing` while a year is still being typed digit by digit ("2", "20", "202", "2026":
 * nothing is read, or said, for year 2).
 */
function typedOf(value: RangeValue<DateValue> | null): DateRange | null | 'typing' {
  if (!value?.start || !value.end) return null;
  if (value.start.year < 1900 || value.end.year < 1900) return 'typing';
  return { from: value.start.toString().slice(0, 10), to: value.end.toString().slice(0, 10) };
}

/** A whole, ordered range within the limit; null otherwise. */
function rangeOf(typed: DateRange | null | 'typing', maxValue?: string): DateRange | null {
  if (typed === null || typed === 'typing') return null;
  if (typed.from > typed.to) return null;
  if (maxValue !== undefined && typed.to > maxValue) return null;
  return typed;
}

/**
 * A date range on react-aria's DateRangePicker: two date fields typed segment by segment
 * (arrows, digits) and a calendar button that opens a range calendar in a popover. Weeks start
 * on Monday (docs/rules.md §9); days after `maxValue` cannot be chosen in the calendar. What is
 * typed stays as typed; a range `validate` finds wrong is said under the fields (react-aria's
 * FieldError, tied to the fields) and not sent.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  maxValue,
  validate,
}: DateRangePickerProps) {
  const { locale } = useLocale();
  const max = maxValue === undefined ? undefined : parseDate(maxValue);
  // What is being typed stays in the fields (a year is typed one digit at a time, and "2" is not
  // yet a range); only a whole range goes out, and a new range from outside replaces the draft.
  const [draft, setDraft] = useState<{ for: DateRange; value: RangeValue<DateValue> | null }>(
    () => ({ for: value, value: toValue(value) }),
  );
  const current =
    draft.for.from === value.from && draft.for.to === value.to ? draft.value : toValue(value);
  const typed = typedOf(current);
  const problem = typed === null || typed === 'typing' || !validate ? null : validate(typed);
  return (
    <AriaDateRangePicker
      className={styles.picker}
      value={current}
      maxValue={max}
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      isRequired
      validationBehavior="aria"
      isInvalid={problem !== null}
      onChange={(next) => {
        setDraft({ for: value, value: next });
        const typedNext = typedOf(next);
        const range = rangeOf(typedNext, maxValue);
        if (range && !(validate && validate(range))) onChange(range);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <I18nProvider locale={ymdLocale(locale)}>
          <span className={styles.dates}>
            <DateInput slot="start" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
          </span>
        </I18nProvider>
        <AriaButton className={styles.calendarButton}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldError className={styles.error}>{problem}</FieldError>
      <Popover placement="bottom start">
        <Dialog className={styles.dialog}>
          <RangeCalendar className={styles.calendar} firstDayOfWeek="mon">
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
                    {String(date.day)}
                  </CalendarCell>
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}

/** Decorative (react-aria names the button "Calendar" in the user's language). */
function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M3 10h18M8 3v4M16 3v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

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
