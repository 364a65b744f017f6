import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { AriaRouter } from '../Provider/AriaProvider';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'onClick'> & {
  className?: string;
  ref?: Ref<HTMLButtonElement>;
} & ButtonVariants;

/** The classes of a button's look: the base, its tone and its size (primary and md by default). */
function buttonClass(
  { tone = 'primary', size = 'md', wide = false }: ButtonVariants,
  className?: string,
): string {
  const classes = [styles.base, styles.tone[tone], styles.size[size]];
  if (wide) classes.push(styles.wide);
  if (tone === 'link' && size === 'sm') classes.push(styles.linkInText);
  if (className) classes.push(className);
  return classes.join(' ');
}

/**
 * react-aria's Button in the portal's look. A press is a click, Enter or Space, and says how it
 * came (`pointerType`: `virtual` for a screen reader's). Hover, press, the keyboard's focus ring
 * and disabled are react-aria's `data-*` states (Button.css.ts). A pending button keeps focus and
 * its label, shows a spinner, says `aria-disabled`, ignores presses and submits nothing.
 */
export function Button({ tone, size, wide, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClass({ tone, size, wide }, className)}>
      {composeRenderProps(children, (inner, { isPending }) => (
        <>
          {isPending ? <Spinner size="small" /> : null}
          {inner}
        </>
      ))}
    </AriaButton>
  );
}

export type ButtonLinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'href' | 'onClick'> & {
  href: string;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
} & ButtonVariants;

/**
 * A link that looks like a button (navigation, not an action): react-aria's Link, so in-app
 * addresses open through the router and the rest (another site, `tel:`, a modifier) are the
 * browser's.
 */
export function ButtonLink({ tone, size, wide, className, ...props }: ButtonLinkProps) {
  return (
    <AriaRouter>
      <AriaLink {...props} className={buttonClass({ tone, size, wide }, className)} />
    </AriaRouter>
  );
}

/** A row of buttons (a dialog's answers, a table row's actions), the main one last. */
export function ButtonRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={[styles.row, className].filter(Boolean).join(' ')}>{children}</div>;
}
