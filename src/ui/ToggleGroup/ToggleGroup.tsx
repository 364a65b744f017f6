import type { ReactNode } from 'react';
import { ToggleButton, type ToggleButtonProps } from 'react-aria-components';
import * as styles from './ToggleGroup.css';

/** A small row of toggle buttons, one of them on (each says so with `aria-pressed`). */
export function ToggleGroup({
  label,
  tone,
  children,
}: {
  /** the group's accessible name */
  label: string;
  tone?: 'onDark' | 'onLight';
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={styles.group({ tone })}>
      {children}
    </div>
  );
}

export function ToggleGroupItem(props: Omit<ToggleButtonProps, 'className' | 'style'>) {
  return <ToggleButton {...props} className={styles.item} />;
}
