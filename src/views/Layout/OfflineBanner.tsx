import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectOffline } from '../../../machines/connection';
import { AppActorContext } from '../../app/hooks';
import { Container } from '../../ui/Container/Container';
import * as styles from './OfflineBanner.css';

/**
 * "No internet connection" (docs/rules.md §8 "Offline"), said once for as long as the browser is
 * offline (machines/connection.ts), instead of a toast per failed call. The live region stays in
 * the page, empty while online, so that screen readers announce the text when it appears.
 */
export function OfflineBanner() {
  const connection = AppActorContext.useSelector((s) => s.children.connection);
  const offline = useSelector(connection, (s) => (s ? selectOffline(s) : false));
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      className={offline ? styles.banner : undefined}
    >
      {offline ? (
        <Container className={styles.inner}>
          <FormattedMessage id="offline_banner" />
        </Container>
      ) : null}
    </div>
  );
}
