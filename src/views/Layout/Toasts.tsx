import { useIntl } from 'react-intl';
import type { Toast } from '../../../machines/toasts';
import { useToasts } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/icons';
import * as styles from './Toasts.css';

/** The catalogue text for each kind of failure (docs/rules.md §8). */
const KIND_TEXT = {
  connection: 'connection_error',
  server: 'error_generic',
  unreadable: 'error_unreadable',
} as const satisfies Record<Toast['kind'], MessageId>;

/**
 * The failed-call toasts of the one error channel, in the user's language: the text the calling
 * machine chose, or the one for the kind of failure; the server's own message, when it sent one,
 * as a second line. Each toast is its own alert, so it is announced once when it appears; the
 * region only names the place.
 */
export function Toasts() {
  const intl = useIntl();
  const { toasts, dismiss } = useToasts();
  return (
    <div
      className={styles.region}
      role="region"
      aria-label={intl.formatMessage({ id: 'pranesimai' })}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} role="alert" data-kind={toast.kind}>
          <span className={styles.text}>
            {intl.formatMessage({ id: toast.text ?? KIND_TEXT[toast.kind] })}
            {toast.detail ? <span className={styles.detail}>{toast.detail}</span> : null}
          </span>
          <Button
            tone="ghost"
            size="icon"
            onPress={() => dismiss(toast.id)}
            aria-label={intl.formatMessage({ id: 'uzdaryti' })}
          >
            <CloseIcon />
          </Button>
        </div>
      ))}
    </div>
  );
}
