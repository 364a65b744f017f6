import { useContext, useId } from 'react';
import { FormattedMessage, IntlContext, useIntl, type IntlShape } from 'react-intl';
import { selectOptions, selectStartupFailure } from '../../../machines/app';
import type { FailureKind } from '../../../machines/domain';
import { AppActorContext } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Link } from '../../ui/Link/Link';
import { Spinner } from '../../ui/Spinner/Spinner';
import { CourtIcon } from '../../ui/icons';
import { telHref } from '../Layout/Header';
import { LanguageSwitch } from '../Layout/LanguageSwitch';
import * as styles from './StartupScreens.css';

function BrandMark() {
  return (
    <span className={styles.brandMark}>
      <CourtIcon />
    </span>
  );
}

/**
 * While options, date, places and the session check are on their way: the brand and a status
 * that says what is happening (a polite live region, so a screen reader hears it once).
 *
 * It also stands in while the first catalog is on its way (IntlRoot's fallback); then there are
 * no words to show yet, only the mark and a busy status — for the moment the chunk takes.
 */
export function StartupLoading() {
  // react-intl's context is null outside an IntlProvider (its declared type says otherwise)
  const hasCatalog = (useContext(IntlContext) as IntlShape | null) !== null;
  return (
    <div className={styles.screen} data-testid="startup-loading">
      {hasCatalog ? (
        <StartupStatus />
      ) : (
        <>
          <BrandMark />
          <div role="status" aria-busy="true">
            <Spinner />
          </div>
        </>
      )}
    </div>
  );
}

function StartupStatus() {
  return (
    <>
      <h1 className={styles.brand}>
        <BrandMark />
        <FormattedMessage id="app_title" />
      </h1>
      <p role="status" className={styles.status}>
        <Spinner size="small" />
        <FormattedMessage id="startup_loading" />
      </p>
    </>
  );
}

const FAILURE_TEXT: Record<FailureKind, MessageId> = {
  connection: 'startup_failed_text',
  server: 'startup_failed_server',
  unreadable: 'startup_failed_unreadable',
  // a cancelled call never stops start-up; worded as the general case if it ever does
  cancelled: 'startup_failed_server',
};

/**
 * A failed start-up never leaves a blank page: it says what went wrong in the user's terms (a
 * connection problem is theirs to check, a server fault is not), offers to try again, the other
 * language, and the venue's phone when the site settings arrived before the failure.
 */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const failure = AppActorContext.useSelector(selectStartupFailure);
  const phone = AppActorContext.useSelector(selectOptions)?.phone ?? null;
  const titleId = useId();
  return (
    <div className={styles.screen}>
      <p className={styles.brand}>
        <BrandMark />
        <FormattedMessage id="app_title" />
      </p>
      <Card as="section" width="narrow" padding="lg" align="center" aria-labelledby={titleId}>
        <div className={styles.cardBody} role="alert">
          <h1 id={titleId} className={styles.title}>
            <FormattedMessage id="startup_failed_title" />
          </h1>
          <p className={styles.text} data-testid="startup-failure" data-kind={failure?.error}>
            <FormattedMessage id={FAILURE_TEXT[failure?.error ?? 'server']} />
          </p>
        </div>
        <Button onPress={onRetry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
        {phone ? (
          <p className={styles.call}>
            <Link href={telHref(phone)}>
              {intl.formatMessage({ id: 'startup_call' }, { phone })}
            </Link>
          </p>
        ) : null}
      </Card>
      <LanguageSwitch tone="onLight" />
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
