import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useOverlay } from '../../app/hooks';
import { UserBar } from './UserBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toasts } from './Toasts';
import { AccountModals } from '../Account/AccountModals';
import { ConsentModals } from '../Consent/ConsentModals';
import { CartModals } from '../Cart/CartModals';
import * as styles from './Layout.css';

const ContactPanel = lazy(() => import('./ContactPanel'));

/** The shared frame of every page: user bar, header, content, footer, contact panel, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { open } = useOverlay();
  const main = useRef<HTMLElement>(null);
  useRouteChanges(main);

  return (
    <>
      <a href="#content" className={styles.skipLink}>
        <FormattedMessage id="skip_to_content" />
      </a>
      <UserBar />
      <Header />
      <main id="content" ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      {open === 'contact' ? (
        <Suspense fallback={null}>
          <ContactPanel />
        </Suspense>
      ) : null}
      <AccountModals />
      <ConsentModals />
      <CartModals />
      <Toasts />
    </>
  );
}

/**
 * Every route change closes modals, panel and menu (overlay machine), scrolls to the top and
 * moves focus to the new content so screen-reader users hear the new page — except when the
 * change was made by a tab (venue tabs, settings tabs): the user stays where they are, on the
 * tab, so arrow keys go on moving between tabs.
 */
function useRouteChanges(main: React.RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const { routeChanged } = useOverlay();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    routeChanged();
    if (document.activeElement?.closest('[role="tablist"]')) return;
    // the page's own scroller (jsdom has no window.scrollTo and says so on every route change)
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    main.current?.focus({ preventScroll: true });
  }, [location, routeChanged, main]);
}
