import { lazy, Suspense } from 'react';
import { untilLoaded } from '../../app/afterLoad';
import { withWholeCatalog } from '../../app/catalogs';
import { useUser } from '../../app/hooks';

// Only a signed-in user has a cart: a visitor's first visit does not fetch its dialogs. They are
// fetched as soon as a user is signed in (a stored token, or the login just made), long before the
// user can hold a time and open them; a failed fetch is made again until it succeeds.
const CartModals = lazy(() =>
  untilLoaded(withWholeCatalog(() => import('./CartModals'))).then((m) => ({
    default: m.CartModals,
  })),
);

/** The cart's dialogs and hold warning (CartModals.tsx), for a signed-in user. */
export function SignedInCartModals() {
  return useUser() === null ? null : (
    <Suspense fallback={null}>
      <CartModals />
    </Suspense>
  );
}
