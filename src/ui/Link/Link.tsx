import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { AriaRouter } from '../Provider/AriaProvider';
import * as styles from './Link.css';
import type { LinkVariants } from './Link.css';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'href' | 'onClick'> & {
  href: string;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
} & LinkVariants;

/**
 * react-aria's Link in the portal's look: an `<a href>` whose in-app addresses open through the
 * router (no page load); a click with a modifier, `tel:` and other sites are the browser's.
 * Hover, press and the keyboard's focus ring are react-aria's `data-*` states (Link.css.ts).
 */
export function Link({ tone = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaRouter>
      <AriaLink
        {...props}
        className={[styles.base, styles.tone[tone], className].filter(Boolean).join(' ')}
      />
    </AriaRouter>
  );
}
