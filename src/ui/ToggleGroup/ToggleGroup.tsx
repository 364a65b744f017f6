import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as styles from './ToggleGroup.css';

/**
 * A small row of toggle buttons, one of them on (each says so with `aria-pressed`), named as a
 * group. Not react-aria's ToggleButtonGroup: with one choice it makes the buttons radios, and the
 * language switch is pressed by its buttons' names ("English"), as people and tests know it.
 */
export function ToggleGroup({
  label,
  tone = 'onDark',
  children,
}: {
  /** the group's accessible name */
  label: string;
  tone?: 'onDark' | 'onLight';
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={`${styles.group} ${styles.tone[tone]}`}>
      {children}
    </div>
  );
}

/**
 * react-aria's ToggleButton: `aria-pressed` says whether it is on, a press asks for the other
 * state; its look follows `data-selected`, `data-hovered` and `data-focus-visible`.
 */
export function ToggleGroupItem({
  isSelected,
  onChange,
  lang,
  children,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <ToggleButton isSelected={isSelected} onChange={onChange} lang={lang} className={styles.item}>
      {children}
    </ToggleButton>
  );
}
