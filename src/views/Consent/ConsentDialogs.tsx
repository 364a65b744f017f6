import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectConsentBusy,
  selectConsentFailure,
  selectConsentRequired,
} from '../../../machines/consent';
import { selectTermsFailed, selectTermsHtml, selectTermsLoading } from '../../../machines/terms';
import {
  useConsentActor,
  useOverlayActions,
  useOverlayIs,
  useSessionActions,
  useTermsActor,
} from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Modal } from '../../ui/Modal/Modal';
import { Spinner } from '../../ui/Spinner/Spinner';
import { useFocusContentWhenDone } from '../Layout/focusContent';
import { FailureWords } from '../Failure/FailureWords';
import { trustedTermsHtml } from './sanitize';
import * as styles from './ConsentModals.css';

/**
 * The mandatory terms-consent modal (while the consent machine says the terms are required) and
 * the terms viewer (overlay modal `terms`, opened from here or from the register modal). See
 * docs/rules.md §2 (modals) and §4 "Terms consent". Fetched when first wanted (ConsentModals.tsx).
 */
export default function ConsentDialogs() {
  const consent = useConsentActor();
  return (
    <>
      {consent ? <MandatoryConsent consent={consent} /> : null}
      <TermsViewer />
    </>
  );
}

type ConsentActor = NonNullable<ReturnType<typeof useConsentActor>>;

/**
 * Nothing dismisses it: no close button, Escape and outside presses do nothing (isMandatory). The
 * only way out other than confirming is logging out, which the modal offers.
 */
const stay = () => {};

function MandatoryConsent({ consent }: { consent: ConsentActor }) {
  const intl = useIntl();
  const { openModal } = useOverlayActions();
  const { logout } = useSessionActions();
  const required = useSelector(consent, selectConsentRequired);
  // confirmed, the modal closes: focus goes to the page the user can now use (the modal opened by
  // itself, so what had focus before it may be gone)
  useFocusContentWhenDone(required);
  const busy = useSelector(consent, selectConsentBusy);
  const failure = useSelector(consent, selectConsentFailure);
  // the box as ticked, until the confirm carries it to the machine
  const [newsletter, setNewsletter] = useState(false);

  return (
    <Modal
      title={intl.formatMessage({ id: 'consent_title' })}
      isOpen={required}
      onClose={stay}
      isMandatory
    >
      <p className={styles.intro}>
        <FormattedMessage id="consent_intro" />
      </p>
      <div className={styles.choices}>
        <div>
          <Checkbox
            isSelected
            isDisabled
            description={<FormattedMessage id="consent_terms_hint" />}
          >
            <FormattedMessage id="consent_terms" />
          </Checkbox>
          <Button
            tone="ghost"
            size="sm"
            className={styles.readMore}
            onPress={() => openModal('terms')}
          >
            <FormattedMessage id="consent_read_more" />
          </Button>
        </div>
        <Checkbox
          isSelected={newsletter}
          onChange={setNewsletter}
          isDisabled={busy}
          description={<FormattedMessage id="consent_newsletter_hint" />}
        >
          <FormattedMessage id="consent_newsletter" />
        </Checkbox>
      </div>
      {failure ? (
        <MessageBox tone="error">
          <FormattedMessage id="consent_save_failed" />
          <FailureWords failure={failure} />
        </MessageBox>
      ) : null}
      <div className={styles.actions}>
        <Button
          wide
          isPending={busy}
          onPress={() => consent.send({ type: 'consent.confirmed', newsletter })}
        >
          <FormattedMessage id="consent_confirm" />
        </Button>
        {/* the only other way out: no close button, Escape or press outside dismisses it */}
        <Button tone="ghost" isDisabled={busy} onPress={logout}>
          <FormattedMessage id="atsijungti" />
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The terms text, sanitised (./sanitize.ts). Opening it asks the terms machine for the text, which
 * loads it the first time (or again after a failure) and keeps it afterwards.
 */
function TermsViewer() {
  const intl = useIntl();
  const terms = useTermsActor();
  const { close } = useOverlayActions();
  const isOpen = useOverlayIs('terms');
  const html = useSelector(terms, selectTermsHtml);
  const loading = useSelector(terms, selectTermsLoading);
  const failed = useSelector(terms, selectTermsFailed);
  const request = () => terms.send({ type: 'terms.requested' });
  useEffect(() => {
    if (isOpen) terms.send({ type: 'terms.requested' });
  }, [isOpen, terms]);
  const safe = useMemo(() => (html === null ? null : trustedTermsHtml(html)), [html]);

  return (
    <Modal title={intl.formatMessage({ id: 'terms_title' })} isOpen={isOpen} onClose={close}>
      {loading ? (
        <div className={styles.loading} role="status">
          <Spinner />
          <FormattedMessage id="terms_loading" />
        </div>
      ) : failed ? (
        <div className={styles.failed}>
          <MessageBox tone="error">
            <FormattedMessage id="terms_failed" />
          </MessageBox>
          <Button tone="secondary" onPress={request}>
            <FormattedMessage id="bandyti_dar" />
          </Button>
        </div>
      ) : safe !== null ? (
        <div
          className={styles.terms}
          data-testid="terms-text"
          // sanitised just above: formatting and safe links only, and under Trusted Types the
          // one HTML the page's policy lets through (./sanitize.ts)
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      ) : null}
    </Modal>
  );
}
