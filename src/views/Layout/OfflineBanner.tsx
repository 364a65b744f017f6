import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectChangedElsewhere } from '../../../machines/cart';
import { selectOffline } from '../../../machines/connection';
import { AppActorContext } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
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

/**
 * "Your cart was changed in another tab" (docs/rules.md §4 "Tabs"): said once, however many
 * changes the other tab makes, until the user acts on the cart here or closes it
 * (machines/cart.ts `changedElsewhere`). This tab has already read its cart and balance again; the
 * words say why they moved. A polite live region like the offline banner's, in the page from the
 * start so that its text is announced.
 */
export function OtherTabNotice() {
  const cart = AppActorContext.useSelector((s) => s.children.cart);
  const changed = useSelector(cart, (s) => (s ? selectChangedElsewhere(s) : false));
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="other-tab-notice"
      className={changed ? styles.notice : undefined}
    >
      {changed ? (
        <Container className={styles.inner}>
          <span className={styles.text}>
            <FormattedMessage id="other_tab_changed" />
          </span>
          <Button
            tone="secondary"
            size="sm"
            onPress={() => cart?.send({ type: 'otherTab.acknowledged' })}
          >
            <FormattedMessage id="uzdaryti" />
          </Button>
        </Container>
      ) : null}
    </div>
  );
}
