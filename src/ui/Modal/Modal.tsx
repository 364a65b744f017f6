import { Suspense } from 'react';
import { lazyRetryable } from '../LoadBoundary/LoadBoundary';
import type { ModalProps } from './ModalDialog';

// the props live with the dialog that reads them, so the dialog's code never loads this file back
export type { ModalProps };

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazyRetryable(loadDialog);

/**
 * Fetches the dialog's code ahead of the first open (the app calls it once the page has loaded),
 * so no dialog waits for the network when it opens.
 */
export function preloadModal(): Promise<unknown> {
  return loadDialog();
}

/**
 * A modal dialog: focus is trapped and restored, Escape closes unless mandatory. The react-aria
 * dialog (overlay, focus scope, scroll lock) is not part of the first load: it is fetched after
 * the page has loaded (preloadModal) or on the first open, whichever comes first. If it cannot be
 * fetched, the LoadBoundary around the dialog's own code (src/ui/LoadBoundary) says so, and its
 * retry fetches again.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
