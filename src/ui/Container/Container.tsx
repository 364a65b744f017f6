import type { ReactNode } from 'react';
import * as styles from './Container.css';

/** The page's content width, centred, with the side gutter. The child lays itself out. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.root, className].filter(Boolean).join(' ')}>{children}</div>;
}
