import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for screen readers only: a label the eye gets from an icon, a colour or the layout. */
export function VisuallyHidden({
  children,
  id,
}: {
  children: ReactNode;
  /** to point `aria-describedby` / `aria-labelledby` at it */
  id?: string;
}) {
  return (
    <span className={styles.root} id={id}>
      {children}
    </span>
  );
}
