import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Button } from 'react-aria-components';
import { useOverlay, useVenueOptions, useUser } from '../../app/hooks';
import { CourtIcon, MailIcon, MapIcon, MenuIcon, PhoneIcon, WalletIcon } from '../../ui/icons';
import * as styles from './Layout.css';

const MENU_ID = 'main-menu';

/** Brand, balance (signed in), map and phone (when the venue gives them), contact, hamburger. */
export function Header() {
  const intl = useIntl();
  const options = useVenueOptions();
  const user = useUser();
  const { open, toggleMenu, toggleContact } = useOverlay();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.brand}>
          <span className={styles.brandMark}>
            <CourtIcon />
          </span>
          <span className={styles.brandText}>
            <FormattedMessage id="app_title" />
          </span>
        </Link>
        <div className={styles.headerActions}>
          {user ? (
            <Link
              href="/balansas"
              className={styles.balance}
              aria-label={intl.formatMessage({ id: 'balansas' })}
              data-testid="header-balance"
            >
              <WalletIcon />
              <span className={styles.labelMedium}>
                <FormattedMessage id="balansas" />
              </span>
            </Link>
          ) : null}
          {options.mapUrl ? (
            <a
              href={options.mapUrl}
              className={styles.headerButton}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: 'zemelapis' })}
              data-testid="map-link"
            >
              <MapIcon />
              <span className={styles.labelWide}>
                <FormattedMessage id="zemelapis" />
              </span>
            </a>
          ) : null}
          {options.phone ? (
            <a
              href={`tel:${options.phone.replace(/\s+/g, '')}`}
              className={styles.headerButton}
              aria-label={intl.formatMessage({ id: 'skambinti' }, { phone: options.phone })}
              data-testid="phone-link"
            >
              <PhoneIcon />
              <span className={styles.labelWide}>{options.phone}</span>
            </a>
          ) : null}
          <Button
            className={styles.headerButton}
            onPress={toggleContact}
            aria-expanded={open === 'contact'}
            aria-label={intl.formatMessage({ id: 'kontaktai' })}
          >
            <MailIcon />
            <span className={styles.labelWide}>
              <FormattedMessage id="kontaktai" />
            </span>
          </Button>
          <Button
            className={styles.headerButton}
            onPress={toggleMenu}
            aria-expanded={open === 'menu'}
            aria-controls={open === 'menu' ? MENU_ID : undefined}
            aria-label={intl.formatMessage({ id: 'meniu' })}
            data-menu-toggle
          >
            <MenuIcon />
          </Button>
        </div>
        {open === 'menu' ? <HamburgerMenu /> : null}
      </div>
    </header>
  );
}

/** The hamburger's list. Closes on route change (overlay machine), outside click and scroll. */
function HamburgerMenu() {
  const intl = useIntl();
  const { close, scrolled } = useOverlay();
  const [location] = useLocation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // the toggle button handles its own press
      if (target?.closest('[data-menu-toggle]')) return;
      if (ref.current && !ref.current.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', scrolled);
    };
  }, [close, scrolled]);

  const items = [
    { href: '/balansas', id: 'balansas' as const },
    { href: '/uzsakymai', id: 'uzsakymai' as const },
    { href: '/saskaitos', id: 'saskaitos' as const },
  ];
  return (
    <nav
      id={MENU_ID}
      ref={ref}
      className={styles.menu}
      aria-label={intl.formatMessage({ id: 'pagrindinis_meniu' })}
    >
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.menuLink}
              aria-current={location === item.href ? 'page' : undefined}
            >
              <FormattedMessage id={item.id} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
