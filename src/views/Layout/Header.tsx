import { FormattedMessage, useIntl } from 'react-intl';
import {
  AppActorContext,
  selectOptions,
  useBalance,
  useOverlayActions,
  useOverlayIs,
  useUser,
} from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, ButtonLink } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import { Link } from '../../ui/Link/Link';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { CourtIcon, MailIcon, MapIcon, PhoneIcon, WalletIcon } from '../../ui/icons';
import { HamburgerMenu } from './HamburgerMenu';
// the board's price format is the portal's money format (docs/rules.md §5 "Showing money")
import { formatPrice } from '../../format/money';
import * as styles from './Header.css';

/** `tel:` address of a phone number as the venue writes it ("+370 600 00000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/**
 * Brand, balance (signed in), map and phone (when the venue gives them), contact, hamburger.
 * While start-up runs (`starting`, the prerendered shell) the contact and menu buttons stand where
 * they will be but do nothing yet, and say so (aria-disabled, without a disabled look: nothing
 * changes on screen when they start to work).
 */
export function Header({ starting = false }: { starting?: boolean }) {
  const intl = useIntl();
  // null while start-up runs: the shell shows no venue's phone or map (App.tsx)
  const options = AppActorContext.useSelector(selectOptions);
  const user = useUser();
  const { toggleContact } = useOverlayActions();
  const contactOpen = useOverlayIs('contact');
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link href={paths.home} tone="plain" className={styles.brand}>
          <span className={styles.brandMark}>
            <CourtIcon />
          </span>
          <span className={styles.brandText}>
            <FormattedMessage id="app_title" />
          </span>
        </Link>
        <div className={styles.actions}>
          {user ? <BalanceLink /> : null}
          {options?.mapUrl ? (
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
          {options?.phone ? (
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
            onPress={starting ? undefined : toggleContact}
            aria-expanded={contactOpen}
            aria-disabled={starting || undefined}
            aria-label={intl.formatMessage({ id: 'kontaktai' })}
          >
            <MailIcon />
            <span className={styles.labelWide}>
              <FormattedMessage id="kontaktai" />
            </span>
          </Button>
          <HamburgerMenu starting={starting} />
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
      href={paths.balance}
      tone="onDarkOutline"
      size="header"
      aria-busy={loading || undefined}
      data-testid="header-balance"
    >
      <span className={styles.walletIcon}>
        <WalletIcon />
      </span>
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
