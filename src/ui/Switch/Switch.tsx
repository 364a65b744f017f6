import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  /** a second, muted line under the label */
  description?: ReactNode;
  /** a change is being saved: a spinner beside the track, the switch does not take input */
  isPending?: boolean;
}

/**
 * An on/off setting that takes effect at once (react-aria Switch: a checkbox with the switch
 * role, Space toggles). The label on the left, the track on the right.
 */
export function Switch({ children, description, isPending = false, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      isDisabled={props.isDisabled ?? isPending}
      aria-busy={isPending || undefined}
      className={styles.root}
    >
      <span className={styles.label}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      <span className={styles.busy}>
        {isPending ? <Spinner size="small" /> : null}
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
    </AriaSwitch>
  );
}
