import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/Button';
import { MessageBox } from '../MessageBox/MessageBox';
import * as styles from './LoadFailed.css';

/**
 * What a LoadBoundary shows where code did not arrive: that it did not, and a retry. In the page
 * (`inline`, a page or a panel) or over it (`floating`, a dialog that could not open), where a
 * close puts it away.
 */
export function LoadFailed({
  onRetry,
  onClose,
  placement = 'inline',
}: {
  onRetry: () => void;
  onClose?: () => void;
  placement?: 'inline' | 'floating';
}) {
  return (
    <div className={styles[placement]} data-testid="load-failed">
      <MessageBox tone="error">
        <FormattedMessage id="load_failed" />
      </MessageBox>
      <div className={styles.actions}>
        <Button onPress={onRetry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
        {onClose ? (
          <Button tone="secondary" onPress={onClose}>
            <FormattedMessage id="uzdaryti" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
