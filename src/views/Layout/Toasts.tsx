import { useIntl } from 'react-intl';
import { useToasts } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/icons';
import * as styles from './Toasts.css';

/**
 * The failed-call toasts of the one error channel. Each toast is its own alert (or status), so it
 * is announced once when it appears; the region only names the place. The wire reports
 * 'Connection error' and 'Error' in English; they are shown in the user's language. A server's
 * own message is shown as is.
 */
export function Toasts() {
  const intl = useIntl();
  const { toasts, dismiss } = useToasts();
  const text = (message: string) => {
    if (message === 'Connection error') return intl.formatMessage({ id: 'connection_error' });
    if (message === 'Error' || message === '') return intl.formatMessage({ id: 'error_generic' });
    return message;
  };
  return (
    <div
      className={styles.region}
      role="region"
      aria-label={intl.formatMessage({ id: 'pranesimai' })}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={styles.kind[toast.kind]}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.text}>{text(toast.message)}</span>
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
