import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { afterPageLoad, untilLoaded } from '../../app/afterLoad';
import { withWholeCatalog } from '../../app/catalogs';
import { useOverlayActions, useOverlayIs } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { MenuIcon } from '../../ui/icons';
import type { FocusStrategy } from './MenuPopup';

const OPENING_KEYS: Record<string, FocusStrategy> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

// react-aria's menu (a popover with its collection, focus scope and positioning) is not in the
// first load; the button is here from the start. The menu's code is fetched when a pointer comes
// over the button or focus comes to it, before the press that opens the menu; on a screen that
// cannot hover (a phone's), where a tap comes with no such warning, once the page has loaded
// (src/app/afterLoad.ts). A failed fetch is made again until it succeeds.
let menu: Promise<typeof import('./MenuPopup')> | undefined;
const fetchMenu = () => (menu ??= untilLoaded(withWholeCatalog(() => import('./MenuPopup'))));
const MenuPopup = lazy(() => fetchMenu().then((m) => ({ default: m.MenuPopup })));
const prefetchMenu = () => void fetchMenu();

/**
 * The hamburger: a menu button (WAI-ARIA) whose open state the overlay machine owns (it closes
 * the menu on route change and when the contact panel opens). The button is a plain one in the
 * first load and never swapped; the menu it opens is react-aria's (MenuPopup), which closes on
 * Escape and a press outside, returns focus to the button and keeps Tab inside while open. A press
 * before the menu's code has come opens it as soon as it has.
 */
export function HamburgerMenu({ starting = false }: { starting?: boolean }) {
  const intl = useIntl();
  const { openMenu, closeMenu } = useOverlayActions();
  const isOpen = useOverlayIs('menu');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>('first');
  const buttonId = useId();
  const menuId = useId();
  useCloseOnPageScroll(isOpen);
  useEffect(() => {
    const cannotHover =
      typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
    if (!starting && cannotHover) void afterPageLoad(fetchMenu);
  }, [starting]);

  const openWith = (strategy: FocusStrategy) => {
    // while start-up runs the button is there but does nothing yet (Header)
    if (starting) return;
    // the button holds focus, so closing the menu can give it back (as react-aria's trigger does)
    triggerRef.current?.focus();
    setFocusStrategy(strategy);
    openMenu();
  };
  // As react-aria's menu button: the keys open it on the key press itself, Enter, Space and the
  // down arrow on the first item, the up arrow on the last. Not through the click a key makes:
  // react-aria counts a click without a pointer as a screen reader's, and then waits for the
  // popover's transition before it moves focus, which left focus on the menu, not its item.
  // A key press prevented here makes no click (Space's neither, when it is let go).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const strategy = OPENING_KEYS[event.key];
    if (strategy === undefined) return;
    event.preventDefault();
    if (isOpen) closeMenu();
    else openWith(strategy);
  };

  return (
    <>
      <Button
        ref={triggerRef}
        id={buttonId}
        tone="onDark"
        size="icon"
        aria-label={intl.formatMessage({ id: 'meniu' })}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-disabled={starting || undefined}
        // a screen reader's press (`virtual`) focuses the first item; a pointer's press focuses
        // the menu itself; keys open it in onKeyDown, so their press is not counted twice
        onPress={(event) => {
          if (event.pointerType === 'keyboard') return;
          if (isOpen) closeMenu();
          else openWith(event.pointerType === 'virtual' ? 'first' : null);
        }}
        onKeyDown={onKeyDown}
        onHoverStart={prefetchMenu}
        onFocus={prefetchMenu}
        onPressStart={prefetchMenu}
      >
        <MenuIcon />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MenuPopup
            id={menuId}
            labelledBy={buttonId}
            triggerRef={triggerRef}
            focusStrategy={focusStrategy}
            onClose={closeMenu}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * SPEC §2: scrolling the page closes the menu. While the menu is open react-aria locks the
 * page's scroll, so the user's scroll is a wheel or a swipe outside the menu: that closes it. A
 * scroll event alone does not: the page also moves without the user (the browser or a screen
 * reader bringing an item into view, an automated click doing the same), and a menu closed then
 * leaves the press that came next on nothing (docs/rules.md §2 "Layout").
 */
function useCloseOnPageScroll(isOpen: boolean) {
  const { scrolled } = useOverlayActions();
  useEffect(() => {
    if (!isOpen) return;
    const outsideMenu = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('[role="menu"]')) scrolled();
    };
    window.addEventListener('wheel', outsideMenu, { passive: true });
    window.addEventListener('touchmove', outsideMenu, { passive: true });
    return () => {
      window.removeEventListener('wheel', outsideMenu);
      window.removeEventListener('touchmove', outsideMenu);
    };
  }, [isOpen, scrolled]);
}
