import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/**
 * Text for screen readers only: a label the eye gets from an icon, a colour or the layout. A
 * table's caption or a live status line can be hidden the same way (`elementType`).
 */
export function VisuallyHidden({
  children,
  id,
  elementType: Element = 'span',
  role,
}: {
  children: ReactNode;
  /** to point `aria-describedby` / `aria-labelledby` at it */
  id?: string;
  elementType?: 'span' | 'p' | 'caption';
  /** `status`: a polite live region, announced when its text changes */
  role?: 'status';
}) {
  return (
    <Element className={styles.root} id={id} role={role}>
      {children}
    </Element>
  );
}
