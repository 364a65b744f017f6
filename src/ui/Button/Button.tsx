import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';
import { Spinner } from '../Spinner/Spinner';

export type ButtonProps = AriaButtonProps & ButtonVariants;

/** A react-aria Button in the portal's look. `isPending` shows a spinner and keeps the label. */
export function Button({ tone, size, wide, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (cls) =>
        [button({ tone, size, wide }), cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (kids, { isPending }) => (
        <>
          {isPending ? <Spinner size="small" /> : null}
          {kids}
        </>
      ))}
    </AriaButton>
  );
}

export type ButtonLinkProps = AriaLinkProps & ButtonVariants;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ tone, size, wide, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [button({ tone, size, wide }), cls].filter(Boolean).join(' '),
      )}
    />
  );
}
