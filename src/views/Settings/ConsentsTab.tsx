import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectConsentBusy,
  selectConsentFailed,
  selectConsentFailure,
  selectConsentSaved,
  selectNewsletter,
  selectTermsAccepted,
  type ConsentSnapshot,
} from '../../../machines/consent';
import { useConsentActor } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import * as box from '../../ui/MessageBox/MessageBox.css';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Switch } from '../../ui/Switch/Switch';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { FailureWords } from '../Failure/FailureWords';
import { Lead } from '../Page/Page';
import * as styles from './ConsentsTab.css';

type ConsentActor = NonNullable<ReturnType<typeof useConsentActor>>;

/** The first read is still out: nothing to show yet (a later re-read keeps what was shown). */
const selectFirstLoad = (s: ConsentSnapshot) =>
  s.matches('loading') && s.context.consents.length === 0;

/**
 * /nustatymai/sutikimai (docs/rules.md §4 "Consents in settings"): the terms switch is on and
 * fixed; the newsletter switch shows what the server holds, and switching it records an
 * acceptance or a refusal, after which the consents are read again and the tab says the change
 * was saved (or, when it was not, why, and that what is shown is what the server holds).
 */
export function ConsentsTab() {
  // the route is for users only, so the session has its consent actor while this is shown
  const consent = useConsentActor();
  return (
    <Card width="narrow">{consent ? <Consents consent={consent} /> : <ConsentsSkeleton />}</Card>
  );
}

function Consents({ consent }: { consent: ConsentActor }) {
  const intl = useIntl();
  const firstLoad = useSelector(consent, selectFirstLoad);
  const failed = useSelector(consent, selectConsentFailed);
  const busy = useSelector(consent, selectConsentBusy);
  const failure = useSelector(consent, selectConsentFailure);
  const saved = useSelector(consent, selectConsentSaved);
  const terms = useSelector(consent, selectTermsAccepted);
  const newsletter = useSelector(consent, selectNewsletter);

  if (failed) {
    return (
      <div className={styles.failed}>
        <MessageBox tone="error">
          <FormattedMessage id="consents_failed" />
        </MessageBox>
        <Button tone="secondary" onPress={() => consent.send({ type: 'consents.retried' })}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
      </div>
    );
  }
  if (firstLoad) return <ConsentsSkeleton />;

  return (
    <div className={styles.list}>
      <Lead>
        <FormattedMessage id="consents_intro" />
      </Lead>
      <Switch
        isSelected={terms}
        isDisabled
        description={<FormattedMessage id="consents_terms_hint" />}
      >
        <FormattedMessage id="consents_terms" />
      </Switch>
      <Switch
        isSelected={newsletter}
        isPending={busy}
        onChange={(on) => consent.send({ type: 'newsletter.toggled', on })}
        description={<FormattedMessage id="consents_newsletter_hint" />}
      >
        <FormattedMessage id="consents_newsletter" />
      </Switch>
      {/* one polite region, there from the start so that each change of it is announced:
          "saving…" for the ear, then "saved" for eye and ear alike */}
      <div role="status">
        {busy ? (
          <VisuallyHidden>{intl.formatMessage({ id: 'consents_saving' })}</VisuallyHidden>
        ) : saved ? (
          <div className={box.tone.success}>
            <FormattedMessage id="consents_saved" />
          </div>
        ) : null}
      </div>
      {failure ? (
        <MessageBox tone="error">
          <FormattedMessage id="consents_save_failed" />
          <FailureWords failure={failure} />
        </MessageBox>
      ) : null}
    </div>
  );
}

function ConsentsSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.list}
      aria-busy="true"
      role="status"
      aria-label={intl.formatMessage({ id: 'consents_loading' })}
      data-testid="consents-loading"
    >
      {[0, 1].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <span className={styles.skeletonText}>
            <Skeleton shape="text" width="45%" />
            <Skeleton shape="text" width="75%" />
          </span>
          <span className={styles.skeletonTrack}>
            <Skeleton />
          </span>
        </div>
      ))}
    </div>
  );
}
