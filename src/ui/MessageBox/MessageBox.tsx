import type { ReactNode } from 'react';
import * as styles from './MessageBox.css';

/** The outcome box under a form. Errors are announced assertively, the rest politely. */
export function MessageBox({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.tone[tone]}>
      {children}
    </div>
  );
}
