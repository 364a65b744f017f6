import { Suspense, useState } from 'react';
import { lazyRetryable } from '../LoadBoundary/LoadBoundary';
import { loadedDialog, type ModalProps } from './dialogCode';

// the props are in dialogCode.ts, shared with the dialog's code, which never loads this file
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
      <OpenModal {...props} />
    </Suspense>
  );
}

/**
 * Once the dialog's code is in, the dialog is drawn in the very render that opens it. Through
 * React's lazy, the first opening of a page suspended even then: it drew nothing, and drew the
 * dialog in a later render cut in slices, a frame or more after the press. Which of the two draws
 * it is chosen once an opening, so the dialog is not drawn anew while it is open.
 */
function OpenModal(props: ModalProps) {
  const [Dialog] = useState(() => loadedDialog() ?? ModalDialog);
  return <Dialog {...props} />;
}
