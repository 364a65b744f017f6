import type { ReactNode } from 'react';
import * as styles from './ToggleGroup.css';

/** A small row of toggle buttons, one of them on (each says so with `aria-pressed`). */
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

/** A native toggle button: `aria-pressed` says whether it is on; a press asks for the other state. */
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
    <button
      type="button"
      aria-pressed={isSelected}
      lang={lang}
      onClick={() => onChange(!isSelected)}
      className={styles.item}
    >
      {children}
    </button>
  );
}
