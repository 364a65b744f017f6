import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../app/intl-types';
import { Card } from '../../ui/Card/Card';
import { Lead, Page } from './Page';

/**
 * A route whose screen belongs to a later capability (session, account pages): the route, its
 * guard and its title are in place; the content says plainly that it is not open yet.
 */
export function Upcoming({ title }: { title: MessageId }) {
  return (
    <Page title={title}>
      <UpcomingCard />
    </Page>
  );
}

/** The "not open yet" card, also used inside a tab whose content comes later. */
export function UpcomingCard() {
  return (
    <Card width="narrow">
      <Lead>
        <FormattedMessage id="page_coming" />
      </Lead>
    </Card>
  );
}
