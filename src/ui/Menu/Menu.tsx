import { Children, type ReactElement, type ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children'> {
  /** the trigger (a kit Button) and the Menu, in that order */
  children: [ReactElement, ReactElement];
  placement?: PopoverProps['placement'];
}

/**
 * A button that opens a menu in a popover (WAI-ARIA menu button): arrow keys move between items,
 * Escape and a press outside close it and give focus back to the button, and the page behind is
 * inert while it is open. Pass `isOpen`/`onOpenChange` to let a machine own open and closed.
 */
export function MenuTrigger({ children, placement = 'bottom end', ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children) as [ReactElement, ReactElement];
  return (
    <AriaMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} className={styles.popover}>
        {menu}
      </Popover>
    </AriaMenuTrigger>
  );
}

export function Menu<T extends object>({ className, ...props }: AriaMenuProps<T>) {
  return <AriaMenu {...props} className={[styles.menu, className].filter(Boolean).join(' ')} />;
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children'> {
  children: ReactNode;
  /** marks the item that leads to the page on screen */
  isCurrent?: boolean;
}

/** One item; with `href` it is a link (in-app addresses go through the router). */
export function MenuItem({ className, isCurrent, children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      className={composeRenderProps(className, (cls) =>
        [styles.item, cls].filter(Boolean).join(' '),
      )}
    >
      {children}
    </AriaMenuItem>
  );
}
