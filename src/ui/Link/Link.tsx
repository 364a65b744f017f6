import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

export type LinkProps = AriaLinkProps & LinkVariants;

/**
 * A react-aria Link: in-app addresses go through the router (RouterProvider in the app root),
 * `tel:` and other sites through the browser. Hover and focus come as data attributes.
 */
export function Link({ tone, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [link({ tone }), cls].filter(Boolean).join(' '),
      )}
    />
  );
}
