import { Suspense, useEffect } from 'react';
import { useOverlayActions, useOverlayOpen, useUser } from '../../app/hooks';
import { withWholeCatalog } from '../../app/catalogs';
import { LoadBoundary, lazyRetryable } from '../../ui/LoadBoundary/LoadBoundary';
import { LoadFailed } from '../../ui/LoadBoundary/LoadFailed';

const AccountDialogs = lazyRetryable(withWholeCatalog(() => import('./AccountDialogs')));

/**
 * The login, register and hidden admin modals (docs/rules.md §2), open while the overlay machine
 * says so. Their forms load on first open: a visitor looking at the board does not need them.
 * Ctrl+Alt+W asks for the admin modal; the overlay machine ignores it while another modal is open.
 */
export function AccountModals() {
  const open = useOverlayOpen();
  const { close } = useOverlayActions();
  useAdminShortcut();
  if (open !== 'login' && open !== 'register' && open !== 'admin') return null;
  return (
    <LoadBoundary
      fallback={(retry) => <LoadFailed placement="floating" onRetry={retry} onClose={close} />}
    >
      <Suspense fallback={null}>
        <AccountDialogs open={open} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Ctrl+Alt+W (by key position, so any layout) opens the hidden admin login for visitors. */
function useAdminShortcut() {
  const { openModal } = useOverlayActions();
  const visitor = useUser() === null;
  useEffect(() => {
    if (!visitor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'KeyW' || !event.ctrlKey || !event.altKey) return;
      event.preventDefault();
      openModal('admin');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visitor, openModal]);
}
