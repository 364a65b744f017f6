import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionActions, useUser } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import { Link } from '../../ui/Link/Link';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './UserBar.css';

/** The thin bar on top: language, and who is signed in (or how to sign in). */
export function UserBar() {
  const intl = useIntl();
  const user = useUser();
  const { logout } = useSessionActions();
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <LanguageSwitch />
        <nav className={styles.links} aria-label={intl.formatMessage({ id: 'paskyra' })}>
          {user ? (
            <>
              <Link
                href="/nustatymai"
                tone="onDark"
                className={styles.userName}
                data-testid="user-name"
              >
                {`${user.firstName} ${user.lastName}`.trim() || user.email}
              </Link>
              <Button tone="onDark" size="bar" onPress={logout}>
                <FormattedMessage id="atsijungti" />
              </Button>
            </>
          ) : (
            // the register button joins here with the session capability's register modal
            <Link href="/prisijungti" tone="onDark" className={styles.login}>
              <FormattedMessage id="prisijungti" />
            </Link>
          )}
        </nav>
      </Container>
    </div>
  );
}
