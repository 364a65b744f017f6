import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation } from 'wouter';
import { appPathOf, isClientNavigation } from './navigation';
import * as styles from './Link.css';
import type { LinkVariants } from './Link.css';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
} & LinkVariants;

/**
 * A plain `<a href>` in the portal's look: in-app addresses open through the router (no page
 * load), a click with a modifier, `tel:` and other sites are the browser's. Hover, press and
 * keyboard focus are the platform's (`:hover`, `:active`, `:focus-visible`), so the first load
 * carries no link code of its own.
 */
export function Link({ tone = 'inline', className, onClick, href, children, ...props }: LinkProps) {
  const onNavigate = useRouterClick(onClick);
  return (
    <a
      {...props}
      href={href}
      onClick={onNavigate}
      className={[styles.base, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}

/** A link's click handler: the caller's, then the router for an in-app address. */
export function useRouterClick(
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const [, navigate] = useLocation();
  return (event) => {
    onClick?.(event);
    if (!isClientNavigation(event)) return;
    event.preventDefault();
    navigate(appPathOf(event.currentTarget));
  };
}
