import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useBalance, useOverlay, useUser, useVenueOptions } from '../../app/hooks';
import { Button, ButtonLink } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import { Link } from '../../ui/Link/Link';
import { Menu, MenuItem, MenuTrigger } from '../../ui/Menu/Menu';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { CourtIcon, MailIcon, MapIcon, MenuIcon, PhoneIcon, WalletIcon } from '../../ui/icons';
// the board's price format is the portal's money format (docs/rules.md §5 "Showing money")
import { formatPrice } from '../../format/money';
import * as styles from './Header.css';

/** `tel:` address of a phone number as the venue writes it ("+370 600 00000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** Brand, balance (signed in), map and phone (when the venue gives them), contact, hamburger. */
export function Header() {
  const intl = useIntl();
  const options = useVenueOptions();
  const user = useUser();
  const { open, toggleContact } = useOverlay();
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link href="/" tone="plain" className={styles.brand}>
          <span className={styles.brandMark}>
            <CourtIcon />
          </span>
          <span className={styles.brandText}>
            <FormattedMessage id="app_title" />
          </span>
        </Link>
        <div className={styles.actions}>
          {user ? <BalanceLink /> : null}
          {options.mapUrl ? (
            <ButtonLink
              href={options.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              tone="onDark"
              size="header"
              aria-label={intl.formatMessage({ id: 'zemelapis' })}
              data-testid="map-link"
            >
              <MapIcon />
              <span className={styles.labelWide}>
                <FormattedMessage id="zemelapis" />
              </span>
            </ButtonLink>
          ) : null}
          {options.phone ? (
            <ButtonLink
              href={telHref(options.phone)}
              tone="onDark"
              size="header"
              aria-label={intl.formatMessage({ id: 'skambinti' }, { phone: options.phone })}
              data-testid="phone-link"
            >
              <PhoneIcon />
              <span className={styles.labelWide}>{options.phone}</span>
            </ButtonLink>
          ) : null}
          <Button
            tone="onDark"
            size="header"
            onPress={toggleContact}
            aria-expanded={open === 'contact'}
            aria-label={intl.formatMessage({ id: 'kontaktai' })}
          >
            <MailIcon />
            <span className={styles.labelWide}>
              <FormattedMessage id="kontaktai" />
            </span>
          </Button>
          <HamburgerMenu />
        </div>
      </Container>
    </header>
  );
}

/**
 * The signed-in user's credit in euros ("50,00 €"), linking to the balance page: a placeholder
 * while it is read, a dash when it could not be.
 */
function BalanceLink() {
  const intl = useIntl();
  const { balance, loading } = useBalance();
  // the visible words are the link's name (WCAG 2.5.3): "Balansas 50,00 €"; on a phone the
  // word "Balansas" is there for screen readers only
  return (
    <ButtonLink
      href="/balansas"
      tone="onDarkOutline"
      size="header"
      aria-busy={loading || undefined}
      data-testid="header-balance"
    >
      <WalletIcon />
      <span className={styles.labelMediumElseHidden}>
        <FormattedMessage id="balansas" />
      </span>
      <span className={styles.amount} data-testid="header-balance-amount">
        {loading ? (
          <>
            <Skeleton shape="text" width="4.5em" />
            <VisuallyHidden>{intl.formatMessage({ id: 'kraunama' })}</VisuallyHidden>
          </>
        ) : balance === null ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{intl.formatMessage({ id: 'nezinomas' })}</VisuallyHidden>
          </>
        ) : (
          formatPrice(balance)
        )}
      </span>
    </ButtonLink>
  );
}

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
function HamburgerMenu() {
  const intl = useIntl();
  const { open, openMenu, closeMenu } = useOverlay();
  const [location] = useLocation();
  const isOpen = open === 'menu';
  useCloseOnPageScroll(isOpen);
  // react-aria reports what it wants; the machine decides. A late "close" (the popover's blur
  // after the contact panel replaced the menu) closes nothing but the menu.
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={(next) => (next ? openMenu() : closeMenu())}>
      <Button tone="onDark" size="icon" aria-label={intl.formatMessage({ id: 'meniu' })}>
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
