import { FormattedMessage } from 'react-intl';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Lead, Page } from '../Page/Page';

export default function NotFoundPage() {
  return (
    <Page title="not_found_title">
      <Card width="narrow">
        <Lead>
          <FormattedMessage id="not_found_text" />
        </Lead>
        <ButtonLink href={paths.home}>
          <FormattedMessage id="i_pradzia" />
        </ButtonLink>
      </Card>
    </Page>
  );
}
