import { memo, Suspense } from 'react';
import { useUser } from '../../app/hooks';
import { withWholeCatalog } from '../../app/catalogs';
import { LoadBoundary, lazyRetryable } from '../../ui/LoadBoundary/LoadBoundary';
import { LoadFailed } from '../../ui/LoadBoundary/LoadFailed';
import * as styles from './CartPanel.css';

/** The signed-in user's cart (UserCart.tsx), fetched only for a signed-in user. */
export const loadUserCart = withWholeCatalog(() => import('./UserCart'));
const UserCart = lazyRetryable(loadUserCart);
const UserCartBar = lazyRetryable(withWholeCatalog(() => import('./CartBar')));

/**
 * The board's left column below the calendar (docs/rules.md §2): the signed-in user's cart — the
 * held times, the total, the time left — and a button that opens the cart dialog, shown only
 * while the cart holds something. After paying by credits, the success message stays here until
 * dismissed (docs/rules.md §4 "Paying", §8 pavykoapmoketi). Visitors see nothing.
 *
 * Only the countdown's own leaf re-renders as the hold ticks (CartParts' Countdown), and the panel
 * takes no props, so the board page re-rendering (another date, another venue) leaves it alone.
 * The cart's own code is not in a visitor's first load: src/app/start.tsx asks for it at once when
 * a token is stored; it still waits for the whole catalog, which comes after load. Until then an
 * empty card keeps its place (CartPanel.css.ts). If it cannot be fetched, the panel says so, with
 * a retry.
 */
export const CartPanel = memo(function CartPanel() {
  return useUser() === null ? null : (
    <LoadBoundary fallback={(retry) => <LoadFailed onRetry={retry} />}>
      {/* its place, kept while its code comes (CartPanel.css.ts) */}
      <Suspense fallback={<div className={styles.place} />}>
        <UserCart />
      </Suspense>
    </LoadBoundary>
  );
});

/**
 * A phone's cart bar at the bottom of the board (CartBar.tsx), for a signed-in user whose cart
 * holds times. Its code comes when first wanted, after the cart's; until then, and if it cannot be
 * fetched, nothing stands in: the panel under the board has the cart whole.
 */
export const CartBar = memo(function CartBar() {
  return useUser() === null ? null : (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <UserCartBar />
      </Suspense>
    </LoadBoundary>
  );
});
