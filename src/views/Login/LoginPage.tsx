import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Lead, Page } from '../Page/Page';
import { returnTargetOf } from './returnTarget';

/**
 * The login page. A visitor sent here from a users-only page reads why; the page stays in the
 * address (`?grizti=`), so after logging in they return to it (src/app/Routes.tsx).
 */
export default function LoginPage() {
  const intl = useIntl();
  const back = returnTargetOf(useSearch());
  return (
    <Page title="login_title">
      <Card width="narrow">
        {back ? (
          <MessageBox tone="info">
            <FormattedMessage
              id="login_reason"
              values={{ page: intl.formatMessage({ id: back.title }) }}
            />
          </MessageBox>
        ) : null}
        {/* the login form comes with the session capability */}
        <Lead>
          <FormattedMessage id="page_coming" />
        </Lead>
      </Card>
    </Page>
  );
}
