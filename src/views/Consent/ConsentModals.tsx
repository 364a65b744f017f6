import { Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectConsentRequired } from '../../../machines/consent';
import { withWholeCatalog } from '../../app/catalogs';
import { useConsentActor, useOverlayActions, useOverlayIs } from '../../app/hooks';
import { LoadBoundary, lazyRetryable } from '../../ui/LoadBoundary/LoadBoundary';
import { LoadFailed } from '../../ui/LoadBoundary/LoadFailed';

// The consent's dialogs, with the terms' sanitiser, are not needed to use the board: a visitor
// wants them only to register, a signed-in user only when the terms must be accepted.
const loadDialogs = withWholeCatalog(() => import('./ConsentDialogs'));
const ConsentDialogs = lazyRetryable(loadDialogs);

/**
 * The mandatory terms-consent modal and the terms viewer (ConsentDialogs.tsx), whose code is
 * fetched when first wanted: the consent machine says the terms are required, or the terms are
 * opened. The account forms ask for it as they open (a sign-in may bring the consent, the
 * register form links to the terms), so neither waits for the network then. Once drawn they stay,
 * so a confirmed consent closes its modal as before. If the code cannot be fetched, the boundary
 * says so over the page, with a retry.
 */
export function ConsentModals() {
  const consent = useConsentActor();
  const required = useSelector(consent, (s) => s !== undefined && selectConsentRequired(s));
  const { close } = useOverlayActions();
  const signingIn = useOverlayIs('login', 'register', 'admin');
  const termsOpen = useOverlayIs('terms');
  useEffect(() => {
    // fetched ahead; a failure here is met again, and shown, when the dialogs are drawn
    if (signingIn) loadDialogs().catch(() => undefined);
  }, [signingIn]);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (required || termsOpen)) setWanted(true);
  if (!wanted) return null;
  return (
    <LoadBoundary
      fallback={(retry) => <LoadFailed placement="floating" onRetry={retry} onClose={close} />}
    >
      <Suspense fallback={null}>
        <ConsentDialogs />
      </Suspense>
    </LoadBoundary>
  );
}
