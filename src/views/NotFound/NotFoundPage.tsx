import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../ui/Button/Button';
import { Card, Page, pageStyles } from '../Page/Page';

export default function NotFoundPage() {
  return (
    <Page title="not_found_title">
      <Card narrow>
        <p className={pageStyles.lead}>
          <FormattedMessage id="not_found_text" />
        </p>
        <ButtonLink href="/">
          <FormattedMessage id="i_pradzia" />
        </ButtonLink>
      </Card>
    </Page>
  );
}
