import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectLogoutAsked } from '../../../machines/session';
import { useSessionActions, useSessionActor } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import * as styles from './LogoutQuestion.css';

/**
 * "Log out? Your held slots will be released" (docs/rules.md §4 "Session"): open while the session
 * waits for the answer, which it asks only when the cart holds slots. Dismissing it (Escape, the
 * close button, a press outside) is a "no": focus goes back to where the user pressed "log out".
 * A "yes" logs out; where focus goes then is the user bar's business (UserBar).
 */
export function LogoutQuestion() {
  const intl = useIntl();
  const asked = useSelector(useSessionActor(), selectLogoutAsked);
  const { confirmLogout, cancelLogout } = useSessionActions();
  return (
    <Modal
      title={intl.formatMessage({ id: 'logout_question_title' })}
      isOpen={asked}
      onClose={cancelLogout}
    >
      <div className={styles.body}>
        <p className={styles.text}>
          <FormattedMessage id="logout_question_text" />
        </p>
        <div className={styles.actions}>
          <Button tone="secondary" onPress={cancelLogout}>
            <FormattedMessage id="logout_question_stay" />
          </Button>
          <Button onPress={confirmLogout}>
            <FormattedMessage id="atsijungti" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
