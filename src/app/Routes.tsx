import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useUser } from './hooks';
import { paths, routes, SETTINGS_CONSENTS_TAB } from './paths';
import { withWholeCatalog } from './catalogs';
import { loginPathFor, returnTargetOf } from '../views/Login/returnTarget';
import { BoardPage } from '../views/Board/BoardPage';
import { PageLoading } from '../views/Startup/StartupScreens';
import { Page } from '../views/Page/Page';
import { LoadBoundary, lazyRetryable } from '../ui/LoadBoundary/LoadBoundary';
import { LoadFailed } from '../ui/LoadBoundary/LoadFailed';
import { AriaLocale } from '../ui/Provider/AriaProvider';

/**
 * A page loaded on demand, with react-aria's language around it (its fields, pickers and
 * popovers are react-aria's; the kit's AriaLocale). A page whose code does
 * not arrive says so in its place (`Routes`), and asks for it again on a retry.
 */
function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyRetryable(async () => {
    const { default: Page } = await withWholeCatalog(load)();
    const page = (props: P) => (
      <AriaLocale>
        <Page {...props} />
      </AriaLocale>
    );
    return { default: page };
  });
}

// The board is the landing page and ships in the first load; every other screen loads on demand.
const LoginPage = onDemand(() => import('../views/Login/LoginPage'));
const LostPasswordPage = onDemand(() => import('../views/LostPassword/LostPasswordPage'));
const BalancePage = onDemand(() => import('../views/Balance/BalancePage'));
const OrdersPage = onDemand(() => import('../views/Orders/OrdersPage'));
const InvoicesPage = onDemand(() => import('../views/Invoices/InvoicesPage'));
const SettingsPage = onDemand(() => import('../views/Settings/SettingsPage'));
const PaymentResultPage = onDemand(() => import('../views/Payment/PaymentResultPage'));
const NotFoundPage = onDemand(() => import('../views/NotFound/NotFoundPage'));

/**
 * Visitors-only pages (login, lost password) send signed-in users Home, or back to the
 * users-only page that sent them to log in (`?grizti=`).
 */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  const back = returnTargetOf(useSearch());
  return user ? <Redirect to={back?.path ?? paths.home} replace /> : <>{children}</>;
}

/** Users-only pages send visitors to the login page, which says why and remembers the page. */
function UsersOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  const [location] = useLocation();
  return user ? <>{children}</> : <Redirect to={loginPathFor(location)} replace />;
}

/** Every route of SPEC §2. */
export function Routes() {
  const [location] = useLocation();
  return (
    // a page that failed to load is forgotten when the address changes
    <LoadBoundary
      resetKey={location}
      fallback={(retry) => (
        <Page title="load_failed_title">
          <LoadFailed onRetry={retry} />
        </Page>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={routes.home}>
            <BoardPage />
          </Route>
          <Route path={routes.venue}>{(params) => <BoardPage placeParam={params.id} />}</Route>
          <Route path={routes.login}>
            <VisitorsOnly>
              <LoginPage />
            </VisitorsOnly>
          </Route>
          <Route path={routes.lostPassword}>
            <VisitorsOnly>
              <LostPasswordPage />
            </VisitorsOnly>
          </Route>
          <Route path={routes.balance}>
            <UsersOnly>
              <BalancePage />
            </UsersOnly>
          </Route>
          <Route path={routes.orders}>
            <UsersOnly>
              <OrdersPage />
            </UsersOnly>
          </Route>
          <Route path={routes.invoices}>
            <UsersOnly>
              <InvoicesPage />
            </UsersOnly>
          </Route>
          {/* one route for both tabs, so switching tabs keeps the page (and focus on the tab) */}
          <Route path={routes.settings}>
            {({ tab }) =>
              tab === undefined || tab === SETTINGS_CONSENTS_TAB ? (
                <UsersOnly>
                  <SettingsPage tab={tab === undefined ? 'password' : 'consents'} />
                </UsersOnly>
              ) : (
                <NotFoundPage />
              )
            }
          </Route>
          <Route path={routes.balancePaid}>
            <PaymentResultPage result="balance-success" />
          </Route>
          <Route path={routes.balanceNotPaid}>
            <PaymentResultPage result="balance-failure" />
          </Route>
          <Route path={routes.reservationPaid}>
            <PaymentResultPage result="reservation-success" />
          </Route>
          <Route path={routes.reservationNotPaid}>
            <PaymentResultPage result="reservation-failure" />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </LoadBoundary>
  );
}
