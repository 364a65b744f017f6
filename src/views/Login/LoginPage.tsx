import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Page } from '../Page/Page';
import * as styles from '../Account/forms.css';
import { LoginAside } from './LoginAside';
import { LoginForm } from './LoginForm';
import { returnTargetOf } from './returnTarget';

/**
 * The login page. A visitor sent here from a users-only page reads why; the page stays in the
 * address (`?grizti=`), so after logging in they return to it (src/app/Routes.tsx), else Home.
 */
export default function LoginPage() {
  const intl = useIntl();
  const back = returnTargetOf(useSearch());
  return (
    <Page title="login_title">
      <Card width="narrow">
        <div className={styles.form}>
          {back ? (
            <MessageBox tone="info">
              <FormattedMessage
                id="login_reason"
                values={{ page: intl.formatMessage({ id: back.title }) }}
              />
            </MessageBox>
          ) : null}
          <LoginForm origin="page" />
          <LoginAside />
        </div>
      </Card>
    </Page>
  );
}
