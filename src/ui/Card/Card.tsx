import type { AriaRole, ReactNode } from 'react';
import * as styles from './Card.css';
import type { CardVariants } from './Card.css';

export interface CardProps extends CardVariants {
  children: ReactNode;
  /** `section` when the card is a part of the page with its own heading; `div` otherwise */
  as?: 'div' | 'section';
  role?: AriaRole;
  'aria-labelledby'?: string;
}

/** A raised surface for one piece of content. */
export function Card({
  children,
  as: Element = 'div',
  width = 'full',
  padding = 'md',
  align = 'start',
  ...aria
}: CardProps) {
  return (
    <Element
      {...aria}
      className={`${styles.base} ${styles.width[width]} ${styles.padding[padding]} ${styles.align[align]}`}
    >
      {children}
    </Element>
  );
}
