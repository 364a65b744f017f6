import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectChangedElsewhere } from '../../../machines/cart';
import { selectOffline } from '../../../machines/connection';
import { AppActorContext } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Container } from '../../ui/Container/Container';
import * as styles from './OfflineBanner.css';

/**
 * A polite live region under the user bar. It stays in the page, empty while it has nothing to
 * say, so that screen readers announce its text when it appears.
 */
function StatusStrip({
  testId,
  shown,
  className,
  children,
}: {
  testId: string;
  shown: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={shown ? className : undefined}
    >
      {shown ? <Container className={styles.inner}>{children}</Container> : null}
    </div>
  );
}

/**
 * "No internet connection" (docs/rules.md §8 "Offline"), said once for as long as the browser is
 * offline (machines/connection.ts), instead of a toast per failed call.
 */
export function OfflineBanner() {
  const connection = AppActorContext.useSelector((s) => s.children.connection);
  const offline = useSelector(connection, (s) => (s ? selectOffline(s) : false));
  return (
    <StatusStrip testId="offline-banner" shown={offline} className={styles.banner}>
      <FormattedMessage id="offline_banner" />
    </StatusStrip>
  );
}

/**
 * "Your cart was changed in another tab" (docs/rules.md §4 "Tabs"): said once, however many
 * changes the other tab makes, until the user acts on the cart here or closes it
 * (machines/cart.ts `changedElsewhere`). This tab has already read its cart and balance again; the
 * words say why they moved.
 */
export function OtherTabNotice() {
  const cart = AppActorContext.useSelector((s) => s.children.cart);
  const changed = useSelector(cart, (s) => (s ? selectChangedElsewhere(s) : false));
  return (
    <StatusStrip testId="other-tab-notice" shown={changed} className={styles.notice}>
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
    </StatusStrip>
  );
}
