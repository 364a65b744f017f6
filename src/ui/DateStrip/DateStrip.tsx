import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { RadioGroup } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import {
  ScrollFades,
  scrollCueFrame,
  useScrollEdges,
  type ScrollEdges,
} from '../ScrollCue/ScrollCue';
import { revealSideways } from '../ScrollCue/reveal';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DateStrip.css';

/** One day of the strip, its words already in the user's language. */
export interface DateStripDay {
  /** 'yyyy-MM-dd', what choosing it gives `onChange` */
  value: string;
  /** shown small above the number: "Pn", "Fri" */
  weekday: string;
  /** shown large: "27" */
  day: string;
  /** shown smallest, over the weekday, on the first day of a month: "gruod.", "Dec" */
  month?: string;
  /** what a screen reader says for it: "Šiandien, lapkričio 27 d., penktadienis" */
  label: string;
  /** marked as today */
  today?: boolean;
}

export interface DateStripProps {
  'aria-label': string;
  days: readonly DateStripDay[];
  /** the chosen day; none of the strip's when it is outside them */
  value: string;
  onChange: (value: string) => void;
  /** the arrow buttons' names: "Ankstesnės dienos", "Kitos dienos" */
  previousLabel: string;
  nextLabel: string;
}

/**
 * A row of days to choose one from (a phone's date picker beside the board): react-aria's
 * RadioGroup laid out sideways, so it is one tab stop whose arrow keys move the choice, and a
 * screen reader hears "radio button, 3 of 14, checked". It scrolls sideways by swipe or by the
 * arrow buttons on either side (out of the tab order: the arrow keys do their work), with a fade
 * on the side that has more days, and keeps the chosen day in view.
 *
 * The days are native radio buttons of one name (StripDay), not react-aria's Radio: a Radio
 * reads the group's whole state, so every day drew again on every choice (fourteen of them, with
 * their press, hover and focus hooks, most of a tap's own work on a phone). A memoised day draws
 * again only when it is chosen or left. The group stays react-aria's: its arrow keys, which
 * choose the next day and focus it, and its role, name and orientation.
 */
export function DateStrip({
  days,
  value,
  onChange,
  previousLabel,
  nextLabel,
  ...props
}: DateStripProps) {
  const list = useRef<HTMLDivElement>(null);
  const name = useId();
  // the days are given one function for good, which calls the latest `onChange`: a caller's
  // new function on each draw would otherwise draw every day again
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const choose = useCallback((day: string) => latestOnChange.current(day), []);
  const chosen = days.some((day) => day.value === value) ? value : null;
  const frame = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useScrollEdges(list, (now) => {
    frame.current?.toggleAttribute('data-more-start', now.start);
    frame.current?.toggleAttribute('data-more-end', now.end);
    setEdges(now);
  });
  // the chosen day in view: after the first render, and whenever another is chosen
  useEffect(() => {
    const box = list.current;
    const chosen = box?.querySelector<HTMLElement>('[data-selected]');
    if (box && chosen) return revealSideways(box, chosen);
  }, [value, days]);

  /** A page of days on: most of what the strip shows, so the last day seen stays in sight. */
  const page = useCallback((direction: 1 | -1) => {
    const box = list.current;
    if (box) box.scrollBy({ left: direction * Math.max(box.clientWidth * 0.8, 1) });
  }, []);

  return (
    <div className={styles.strip}>
      <StripArrow direction={-1} label={previousLabel} disabled={!edges.start} onPage={page} />
      <div ref={frame} className={`${scrollCueFrame} ${styles.frame}`}>
        <RadioGroup
          {...props}
          ref={list}
          name={name}
          orientation="horizontal"
          value={chosen}
          onChange={choose}
          className={styles.list}
        >
          {days.map((day) => (
            <StripDay
              key={day.value}
              day={day}
              name={name}
              checked={day.value === chosen}
              tabbable={chosen === null || day.value === chosen}
              onChoose={choose}
            />
          ))}
        </RadioGroup>
        <ScrollFades />
      </div>
      <StripArrow direction={1} label={nextLabel} disabled={!edges.end} onPage={page} />
    </div>
  );
}

/**
 * An arrow beside the days, out of the tab order (the arrow keys do its work). Memoised, as a
 * choice of day draws the strip again and need not draw react-aria's buttons with it.
 */
const StripArrow = memo(function StripArrow({
  direction,
  label,
  disabled,
  onPage,
}: {
  direction: 1 | -1;
  label: string;
  disabled: boolean;
  onPage: (direction: 1 | -1) => void;
}) {
  return (
    <Button
      tone="ghost"
      className={styles.arrow}
      aria-label={label}
      excludeFromTabOrder
      isDisabled={disabled}
      onPress={() => onPage(direction)}
    >
      {direction < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </Button>
  );
});

/**
 * One day: a label box around a visually hidden radio button, named by the day's words. A tap on
 * the box checks the button as a label does, and focus goes to it, so the arrow keys go on from
 * the day tapped. In the tab order when chosen (or, while none is, every day, as the browser
 * keeps one tab stop for a group of one name). Memoised on what it shows, not on the day's
 * object: the strip's days are made afresh for each date chosen, with the same words.
 */
interface StripDayProps {
  day: DateStripDay;
  name: string;
  checked: boolean;
  tabbable: boolean;
  onChoose: (value: string) => void;
}

const StripDay = memo(function StripDay({ day, name, checked, tabbable, onChoose }: StripDayProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // a tap on the box checks the button without focusing it in every browser
    if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
    onChoose(day.value);
  };
  return (
    <label
      className={day.today ? `${styles.day} ${styles.today}` : styles.day}
      data-selected={checked || undefined}
      data-month-starts={day.month === undefined ? undefined : ''}
    >
      <input
        type="radio"
        className={styles.input}
        name={name}
        value={day.value}
        checked={checked}
        tabIndex={tabbable ? 0 : -1}
        onChange={choose}
      />
      {day.month !== undefined && (
        <span className={styles.month} aria-hidden="true">
          {day.month}
        </span>
      )}
      <span className={styles.weekday} aria-hidden="true">
        {day.weekday}
      </span>
      <span className={styles.number} aria-hidden="true">
        {day.day}
      </span>
      <VisuallyHidden>{day.label}</VisuallyHidden>
    </label>
  );
}, sameDay);

function sameDay(before: StripDayProps, after: StripDayProps): boolean {
  const a = before.day;
  const b = after.day;
  return (
    before.checked === after.checked &&
    before.tabbable === after.tabbable &&
    before.name === after.name &&
    before.onChoose === after.onChoose &&
    a.value === b.value &&
    a.weekday === b.weekday &&
    a.day === b.day &&
    a.month === b.month &&
    a.label === b.label &&
    a.today === b.today
  );
}
