import { FormattedMessage, useIntl } from 'react-intl';
import { AppActorContext, selectOptions, useOverlayActions } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import { Link } from '../../ui/Link/Link';
import { MailIcon, MapIcon, PhoneIcon } from '../../ui/icons';
import { telHref } from './Header';
import * as styles from './Footer.css';

/**
 * The venue's contact line: phone and map when the site settings give them, and the form (its
 * button does nothing yet while start-up runs, as the header's).
 */
export function Footer({ starting = false }: { starting?: boolean }) {
  const intl = useIntl();
  // null while start-up runs: the shell shows no venue's phone or map (App.tsx)
  const options = AppActorContext.useSelector(selectOptions);
  const { toggleContact } = useOverlayActions();
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <p className={styles.name}>
          <FormattedMessage id="app_title" />
        </p>
        <ul className={styles.contacts} aria-label={intl.formatMessage({ id: 'footer_contacts' })}>
          {options?.phone ? (
            <li>
              <Link
                href={telHref(options.phone)}
                tone="onDark"
                className={styles.contact}
                aria-label={intl.formatMessage({ id: 'skambinti' }, { phone: options.phone })}
              >
                <PhoneIcon />
                {options.phone}
              </Link>
            </li>
          ) : null}
          {options?.mapUrl ? (
            <li>
              <Link
                href={options.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                tone="onDark"
                className={styles.contact}
              >
                <MapIcon />
                <FormattedMessage id="zemelapis" />
              </Link>
            </li>
          ) : null}
          <li>
            <Button
              tone="onDark"
              size="bar"
              onPress={starting ? undefined : toggleContact}
              aria-disabled={starting || undefined}
            >
              <MailIcon />
              <FormattedMessage id="rasyti_mums" />
            </Button>
          </li>
        </ul>
      </Container>
    </footer>
  );
}
