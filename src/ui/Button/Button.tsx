import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { AriaRouter } from '../Provider/AriaProvider';
import { Spinner } from '../Spinner/Spinner';
import { keepTransitionsHere } from '../transitions';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'onClick' | 'children'> & {
  className?: string;
  children?: ReactNode;
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
export function Button({
  tone,
  size,
  wide,
  className,
  children,
  isPending = false,
  ref,
  ...props
}: ButtonProps) {
  // Pending is the kit's, not react-aria's `isPending`: react-aria announces a pending button by a
  // live region that points at the button's id, and that region outlives a button that went away
  // with its dialog (the slot dialog's length, pressed), an unnamed image to assistive technology.
  const own = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (isPending) own.current?.setAttribute('data-pending', 'true');
    else own.current?.removeAttribute('data-pending');
  }, [isPending]);
  const pressHandlers = isPending
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
      }
    : {};
  return (
    <AriaButton
      {...props}
      {...pressHandlers}
      // a pending submit button submits nothing, Enter in a field neither
      type={isPending && props.type === 'submit' ? 'button' : props.type}
      aria-disabled={isPending ? true : props['aria-disabled']}
      ref={(element: HTMLButtonElement | null) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={buttonClass({ tone, size, wide }, className)}
      // its colour fades, and it may go (with its dialog) before the fade ends
      onTransitionRun={keepTransitionsHere}
    >
      {isPending ? <Spinner size="small" /> : null}
      {children}
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
      <AriaLink
        {...props}
        className={buttonClass({ tone, size, wide }, className)}
        // its colour fades, and it may lead away before the fade ends
        onTransitionRun={keepTransitionsHere}
      />
    </AriaRouter>
  );
}

/** A row of buttons (a dialog's answers, a table row's actions), the main one last. */
export function ButtonRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={[styles.row, className].filter(Boolean).join(' ')}>{children}</div>;
}
