import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouterClick } from '../Link/Link';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';
import { Spinner } from '../Spinner/Spinner';

export type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'type'
> & {
  /**
   * a click, Enter or Space (not called while disabled or pending); the click event says which
   * (`detail` 0: a key or a screen reader)
   */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /** busy: a spinner beside the label; still focusable, presses ignored */
  isPending?: boolean;
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
} & ButtonVariants;

/** The classes of a button's look: the base, its tone and its size (primary and md by default). */
function buttonClass({ tone = 'primary', size = 'md', wide = false }: ButtonVariants): string {
  const classes = [styles.base, styles.tone[tone], styles.size[size]];
  if (wide) classes.push(styles.wide);
  if (tone === 'link' && size === 'sm') classes.push(styles.linkInText);
  return classes.join(' ');
}

/**
 * A native `<button>` in the portal's look, with the kit's props (`onPress`, `isDisabled`,
 * `isPending`). Keyboard, focus and the accessible name are the platform's; hover, press and the
 * focus ring come from `:hover`, `:active` and `:focus-visible`. A pending button keeps focus
 * and its label, says `aria-disabled` and submits nothing. The react-aria widgets that need
 * their own buttons (the calendar, the date picker) use react-aria's.
 */
export function Button({
  tone,
  size,
  wide,
  className,
  children,
  onPress,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.(event);
  };
  return (
    <button
      aria-disabled={isPending ? true : undefined}
      {...props}
      type={type}
      disabled={isDisabled}
      data-pending={isPending ? 'true' : undefined}
      onClick={onClick}
      className={[buttonClass({ tone, size, wide }), className].filter(Boolean).join(' ')}
    >
      {isPending ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
} & ButtonVariants;

/** A link that looks like a button (navigation, not an action): a plain `<a href>`. */
export function ButtonLink({
  tone,
  size,
  wide,
  className,
  onClick,
  href,
  children,
  ...props
}: ButtonLinkProps) {
  const onNavigate = useRouterClick(onClick);
  return (
    <a
      {...props}
      href={href}
      onClick={onNavigate}
      className={[buttonClass({ tone, size, wide }), className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}
