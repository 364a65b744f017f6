import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Button } from 'react-aria-components';
import { useSessionActions, useUser } from '../../app/hooks';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './Layout.css';

/** The thin bar on top: language, and who is signed in (or how to sign in). */
export function UserBar() {
  const intl = useIntl();
  const user = useUser();
  const { logout } = useSessionActions();
  const [, navigate] = useLocation();
  // SPEC §2: logging out goes Home (a users-only page would otherwise bounce to the login page)
  const logoutHome = () => {
    logout();
    navigate('/');
  };
  return (
    <div className={styles.userBar}>
      <div className={styles.userBarInner}>
        <LanguageSwitch />
        <nav className={styles.userLinks} aria-label={intl.formatMessage({ id: 'paskyra' })}>
          {user ? (
            <>
              <Link href="/nustatymai" className={styles.userName} data-testid="user-name">
                {`${user.firstName} ${user.lastName}`.trim() || user.email}
              </Link>
              <Button className={styles.barLink} onPress={logoutHome}>
                <FormattedMessage id="atsijungti" />
              </Button>
            </>
          ) : (
            <>
              {/* the register button joins here with the session capability's register modal */}
              <Link href="/prisijungti" className={styles.barLink}>
                <FormattedMessage id="prisijungti" />
              </Link>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
