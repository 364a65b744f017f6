import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
  /** a second, muted line under the label */
  description?: ReactNode;
}

/** A react-aria Checkbox in the portal's look: the box on the left, the label beside it. */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.root}>
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.check} viewBox="0 0 14 14" focusable="false">
          <path
            d="M2.5 7.5l3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.label}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaCheckbox>
  );
}
