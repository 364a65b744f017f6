import { FormattedMessage } from 'react-intl';
import { useOverlayActions } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import * as styles from '../Account/forms.css';

/** Under a login form: the lost-password page, and registering for those without an account. */
export function LoginAside() {
  const { openModal } = useOverlayActions();
  return (
    <div className={styles.aside}>
      <Link href={paths.lostPassword}>
        <FormattedMessage id="pamirsote_slaptazodi" />
      </Link>
      <span className={styles.asideGroup}>
        <FormattedMessage id="neturite_paskyros" />
        <Button tone="link" size="sm" onPress={() => openModal('register')}>
          <FormattedMessage id="registruotis" />
        </Button>
      </span>
    </div>
  );
}
