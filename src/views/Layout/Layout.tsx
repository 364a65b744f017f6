import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useOverlayActions, useOverlayIs } from '../../app/hooks';
import { UserBar } from './UserBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toasts } from './Toasts';
import { OfflineBanner, OtherTabNotice } from './OfflineBanner';
import { AccountModals } from '../Account/AccountModals';
import { SignedInCartModals } from '../Cart/SignedInCartModals';
import { deferredComponent } from '../../app/afterLoad';
import * as styles from './Layout.css';
import { withWholeCatalog } from '../../app/catalogs';
import { LoadBoundary, lazyRetryable } from '../../ui/LoadBoundary/LoadBoundary';
import { LoadFailed } from '../../ui/LoadBoundary/LoadFailed';

const ContactPanel = lazyRetryable(withWholeCatalog(() => import('./ContactPanel')));
// Dialogs over the page are not needed to show it: their code arrives once the page has loaded,
// the consent's and the cart's own only when wanted (ConsentModals, SignedInCartModals).
const ConsentModals = lazy(deferredComponent('ConsentModals'));
const LogoutQuestion = lazy(deferredComponent('LogoutQuestion'));
// only staff signed in as a customer see it, long after the page has loaded: not in the first load
const ActingBanner = lazy(deferredComponent('ActingBanner'));

/**
 * The shared frame of every page: user bar (and, while staff act as a customer, the banner that
 * says so), header, content, footer, contact panel, toasts.
 *
 * `starting`: while start-up runs, the frame holds nothing that start-up has yet to tell (who is
 * signed in, the venue's phone and map) and no dialogs; it is the shell the build prerenders into
 * index.html (scripts/prerender.ts), and nothing in it changes place when start-up is done.
 */
export function Layout({
  starting = false,
  children,
}: {
  starting?: boolean;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  useRouteChanges(main);

  return (
    <>
      <a href="#content" className={styles.skipLink}>
        <FormattedMessage id="skip_to_content" />
      </a>
      <UserBar starting={starting} />
      {starting ? null : (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      )}
      {starting ? null : <OfflineBanner />}
      {starting ? null : <OtherTabNotice />}
      <Header starting={starting} />
      <main id="content" ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer starting={starting} />
      {starting ? null : <Overlays />}
    </>
  );
}

/** The contact panel and the dialogs over the page, each when it is open. */
function Overlays() {
  const { close } = useOverlayActions();
  const contactOpen = useOverlayIs('contact');
  return (
    <>
      {contactOpen ? (
        <LoadBoundary
          fallback={(retry) => <LoadFailed placement="floating" onRetry={retry} onClose={close} />}
        >
          <Suspense fallback={null}>
            <ContactPanel />
          </Suspense>
        </LoadBoundary>
      ) : null}
      <AccountModals />
      <Suspense fallback={null}>
        <ConsentModals />
        <SignedInCartModals />
        {/* after the consent modal: asked from there, the question stands over it */}
        <LogoutQuestion />
      </Suspense>
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
  const { routeChanged } = useOverlayActions();
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
