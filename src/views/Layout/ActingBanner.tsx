import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectActingAs } from '../../../machines/session';
import { useSessionActor } from '../../app/hooks';
import { Container } from '../../ui/Container/Container';
import * as styles from './ActingBanner.css';

/**
 * "Acting as <name>" (docs/rules.md §4 "Session"): while staff are signed in as a customer through
 * the hidden admin login, every page says whose account they are using, until they log out.
 */
export function ActingBanner() {
  const user = useSelector(useSessionActor(), selectActingAs);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div className={styles.banner} role="status" data-testid="acting-as">
      <Container className={styles.inner}>
        <span className={styles.who}>
          <FormattedMessage id="acting_as" values={{ name }} />
        </span>
        <span>
          <FormattedMessage id="acting_as_hint" />
        </span>
      </Container>
    </div>
  );
}
