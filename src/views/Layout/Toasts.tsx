import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Toast } from '../../../machines/toasts';
import { useToasts } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { CloseIcon } from '../../ui/icons';
import * as styles from './Toasts.css';

/**
 * The failed-call toasts of the one error channel, in the user's language (docs/rules.md §8
 * "Errors name their cause"): the portal's own sentence leads (the calling machine's text, or the
 * one for the failure's cause); a refusal the server explained shows the server's words under it
 * as a detail. A server failure's or an unreadable answer's message is never shown: it goes to the
 * developer console, once per toast. Each toast is its own alert, so it is announced once when it
 * appears; the region only names the place.
 */
export function Toasts() {
  const intl = useIntl();
  const { toasts, dismiss } = useToasts();
  useConsoleNotes(toasts);
  return (
    <div
      className={styles.region}
      role="region"
      aria-label={intl.formatMessage({ id: 'pranesimai' })}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} role="alert" data-kind={toast.kind}>
          <span className={styles.text}>
            {intl.formatMessage({ id: toast.text })}
            {toast.detail ? (
              <span className={styles.detail} data-testid="toast-detail">
                {toast.detail}
              </span>
            ) : null}
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

/**
 * What the server said but the user is not shown (a 5xx's, an unreadable answer's message) goes
 * to the developer console, once for each toast that carries it.
 */
function useConsoleNotes(toasts: readonly Toast[]) {
  const noted = useRef(new Set<number>());
  useEffect(() => {
    for (const toast of toasts) {
      if (toast.console === null || noted.current.has(toast.id)) continue;
      noted.current.add(toast.id);
      console.warn(`${toast.call} failed (${toast.kind}): ${toast.console}`);
    }
  }, [toasts]);
}
