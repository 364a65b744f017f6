import { lazy, Suspense } from 'react';
import { afterPageLoad } from '../../app/afterLoad';
import { withWholeCatalog } from '../../app/catalogs';
import { useUser } from '../../app/hooks';

// Only a signed-in user has a cart: a visitor's first visit does not fetch its dialogs. For a
// signed-in user they are fetched once the page has loaded (src/app/afterLoad.ts), or at once for
// a user who signs in later, long before that user can hold a time and open them; a failed fetch
// is made again until it succeeds.
const CartModals = lazy(() =>
  afterPageLoad(withWholeCatalog(() => import('./CartModals'))).then((m) => ({
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
