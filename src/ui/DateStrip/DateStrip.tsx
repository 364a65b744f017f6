import { useEffect, useRef, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
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
  const page = (direction: 1 | -1) => {
    const box = list.current;
    if (box) box.scrollBy({ left: direction * Math.max(box.clientWidth * 0.8, 1) });
  };

  return (
    <div className={styles.strip}>
      <Button
        tone="ghost"
        className={styles.arrow}
        aria-label={previousLabel}
        excludeFromTabOrder
        isDisabled={!edges.start}
        onPress={() => page(-1)}
      >
        <ChevronLeftIcon />
      </Button>
      <div ref={frame} className={`${scrollCueFrame} ${styles.frame}`}>
        <RadioGroup
          {...props}
          ref={list}
          orientation="horizontal"
          value={days.some((day) => day.value === value) ? value : null}
          onChange={onChange}
          className={styles.list}
        >
          {days.map((day) => (
            <Radio
              key={day.value}
              value={day.value}
              className={day.today ? `${styles.day} ${styles.today}` : styles.day}
              data-month-starts={day.month === undefined ? undefined : ''}
            >
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
            </Radio>
          ))}
        </RadioGroup>
        <ScrollFades />
      </div>
      <Button
        tone="ghost"
        className={styles.arrow}
        aria-label={nextLabel}
        excludeFromTabOrder
        isDisabled={!edges.end}
        onPress={() => page(1)}
      >
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
