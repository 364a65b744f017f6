import type { ReactNode } from 'react';
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  /** the question the choices answer; shown above them */
  label: ReactNode;
  children: ReactNode;
}

/**
 * A react-aria RadioGroup in the portal's look: one tab stop, arrow keys move the choice. Each
 * choice is a bordered row, so it is a large target on a phone.
 */
export function RadioGroup({ label, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.choices}>{children}</div>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  /** a second, muted line under the label */
  description?: ReactNode;
}

/** One choice of a RadioGroup: the dot on the left, the label beside it. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaRadio>
  );
}
