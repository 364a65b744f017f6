import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectLoggingOut } from '../../../machines/session';
import { useOverlayActions, useSessionActions, useSessionActor, useUser } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import { Link } from '../../ui/Link/Link';
import { useFocusContentWhenDone } from './focusContent';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './UserBar.css';

/**
 * The thin bar on top: language, and who is signed in (their name, linking to the password tab,
 * and logout, pending while the cart is emptied and the session ended; with slots in the cart the
 * session asks first, in LogoutQuestion), or how to sign in (the
 * login page and the register modal). While start-up runs (`starting`) it is not known yet which,
 * so the account links are not there at all; where they take a line of their own, it is kept.
 */
export function UserBar({ starting = false }: { starting?: boolean }) {
  const intl = useIntl();
  const user = useUser();
  const { logout } = useSessionActions();
  const loggingOut = useSelector(useSessionActor(), selectLoggingOut);
  // once logged out the logout button that held focus is gone: focus goes to the page (Home)
  useFocusContentWhenDone(loggingOut);
  const { openModal } = useOverlayActions();
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <LanguageSwitch />
        {starting ? (
          <div className={styles.linksReserved} aria-hidden="true" />
        ) : (
          <nav className={styles.links} aria-label={intl.formatMessage({ id: 'paskyra' })}>
            {user ? (
              <>
                <Link
                  href={paths.settings}
                  tone="onDark"
                  className={styles.userName}
                  data-testid="user-name"
                >
                  {`${user.firstName} ${user.lastName}`.trim() || user.email}
                </Link>
                <Button
                  // its own key: React must not reuse it as the visitor's "register" button, which
                  // would keep focus there after logging out
                  key="logout"
                  tone="onDark"
                  size="bar"
                  className={styles.barButton}
                  onPress={logout}
                  isPending={loggingOut}
                >
                  <FormattedMessage id="atsijungti" />
                </Button>
              </>
            ) : (
              <>
                <Link href={paths.login} tone="onDark" className={styles.login}>
                  <FormattedMessage id="prisijungti" />
                </Link>
                <Button
                  key="register"
                  tone="onDark"
                  size="bar"
                  className={styles.barButton}
                  onPress={() => openModal('register')}
                >
                  <FormattedMessage id="registruotis" />
                </Button>
              </>
            )}
          </nav>
        )}
      </Container>
    </div>
  );
}
