import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useUser } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Menu, MenuItem } from '../../ui/Menu/Menu';
import { Popover } from '../../ui/Popover/Popover';
import { AriaLocale, AriaRouter } from '../../ui/Provider/AriaProvider';
import * as styles from '../../ui/Menu/Menu.css';

/** Where focus goes when the menu opens: its first item, its last, or the menu itself. */
export type FocusStrategy = 'first' | 'last' | null;

const MENU_ITEMS = [
  { href: paths.balance, id: 'balansas' },
  { href: paths.orders, id: 'uzsakymai' },
  { href: paths.invoices, id: 'saskaitos' },
] as const;

/** Settings are listed too, for a signed-in user (docs/rules.md §2 "Layout"). */
const SETTINGS = { href: paths.settings, id: 'nustatymai' } as const;

/**
 * The hamburger's open menu (fetched on intent: HamburgerMenu.tsx): react-aria's menu in a popover
 * placed under the button, as react-aria's MenuTrigger would render it. Arrow keys move between items, Escape
 * and a press outside close it and focus goes back to the button; the page behind is inert.
 * The items are links that the router opens; a signed-in user's end with the settings.
 */
export function MenuPopup({
  id,
  labelledBy,
  triggerRef,
  focusStrategy,
  onClose,
}: {
  id: string;
  /** the button's id: the menu is named by it */
  labelledBy: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  focusStrategy: FocusStrategy;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [location] = useLocation();
  const items = useUser() ? [...MENU_ITEMS, SETTINGS] : MENU_ITEMS;
  return (
    <AriaLocale>
      <AriaRouter>
        <Popover
          trigger="MenuTrigger"
          triggerRef={triggerRef}
          // named by the button, as react-aria's MenuTrigger names it
          aria-labelledby={labelledBy}
          placement="bottom end"
          className={styles.popover}
          isOpen
          onOpenChange={(open) => {
            // react-aria reports what it wants; the machine decides. A late "close" (the popover's
            // blur after the contact panel replaced the menu) closes nothing but the menu.
            if (!open) onClose();
          }}
        >
          <Menu
            id={id}
            aria-labelledby={labelledBy}
            // react-aria's focus strategy for a menu just opened (what its MenuTrigger passes), not
            // the autofocus attribute
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusStrategy ?? true}
            onClose={onClose}
          >
            {items.map((item) => (
              <MenuItem
                key={item.href}
                id={item.href}
                href={item.href}
                isCurrent={location === item.href}
              >
                {intl.formatMessage({ id: item.id })}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </AriaRouter>
    </AriaLocale>
  );
}
