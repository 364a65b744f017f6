import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useOverlay } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Menu, MenuItem, MenuTrigger } from '../../ui/Menu/Menu';
import { MenuIcon } from '../../ui/icons';

const MENU_ITEMS = [
  { href: '/balansas', id: 'balansas' },
  { href: '/uzsakymai', id: 'uzsakymai' },
  { href: '/saskaitos', id: 'saskaitos' },
] as const;

/**
 * The hamburger: a react-aria menu button whose open state the overlay machine owns (it closes
 * the menu on route change and when the contact panel opens). react-aria closes it on Escape and
 * a press outside, returns focus to the button, and keeps Tab inside while it is open.
 */
export function HamburgerMenu({ starting = false }: { starting?: boolean }) {
  const intl = useIntl();
  const { open, openMenu, closeMenu } = useOverlay();
  const [location] = useLocation();
  const isOpen = open === 'menu';
  useCloseOnPageScroll(isOpen);
  // react-aria reports what it wants; the machine decides. A late "close" (the popover's blur
  // after the contact panel replaced the menu) closes nothing but the menu.
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(next) => {
        // while start-up runs the button is there but does nothing yet (Header)
        if (starting) return;
        if (next) openMenu();
        else closeMenu();
      }}
    >
      <Button
        tone="onDark"
        size="icon"
        aria-label={intl.formatMessage({ id: 'meniu' })}
        aria-disabled={starting || undefined}
      >
        <MenuIcon />
      </Button>
      {/* react-aria names the menu by its button */}
      <Menu>
        {MENU_ITEMS.map((item) => (
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
    </MenuTrigger>
  );
}

/**
 * SPEC §2: scrolling the page closes the menu. While the menu is open react-aria locks the
 * page's scroll, so a wheel or a swipe outside the menu counts as the scroll it would have been.
 */
function useCloseOnPageScroll(isOpen: boolean) {
  const { scrolled } = useOverlay();
  useEffect(() => {
    if (!isOpen) return;
    const outsideMenu = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('[role="menu"]')) scrolled();
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('wheel', outsideMenu, { passive: true });
    window.addEventListener('touchmove', outsideMenu, { passive: true });
    return () => {
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('wheel', outsideMenu);
      window.removeEventListener('touchmove', outsideMenu);
    };
  }, [isOpen, scrolled]);
}
