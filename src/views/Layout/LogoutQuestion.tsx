import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectLogoutAsked } from '../../../machines/session';
import { useSessionActions, useSessionActor } from '../../app/hooks';
import { QuestionDialog } from '../../ui/Modal/QuestionDialog';

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
    <QuestionDialog
      title={intl.formatMessage({ id: 'logout_question_title' })}
      isOpen={asked}
      text={<FormattedMessage id="logout_question_text" />}
      no={<FormattedMessage id="logout_question_stay" />}
      yes={<FormattedMessage id="atsijungti" />}
      onNo={cancelLogout}
      onYes={confirmLogout}
    />
  );
}
