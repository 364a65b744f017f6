import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as styles from './StartupScreens.css';

/** While options, date, places and the session check are on their way. */
export function StartupLoading({ label }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label={label}>
      <Spinner />
    </div>
  );
}

/** A failed start-up never leaves a blank page: it says so and offers to try again. */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          <FormattedMessage id="startup_failed_title" />
        </h1>
        <p className={styles.text}>
          <FormattedMessage id="startup_failed_text" />
        </p>
        <Button onPress={onRetry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    </div>
  );
}

/** A lazily loaded page on its way. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div
      className={styles.pageLoading}
      role="status"
      aria-label={intl.formatMessage({ id: 'kraunama' })}
    >
      <Spinner />
    </div>
  );
}
