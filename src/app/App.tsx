import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { selectLocale, selectPhase } from '../../machines/app';
import type { Inspect } from './inspect';
import type { PortalWiring } from './portal';
import { AppActorContext, useAppActor } from './hooks';
import { IntlRoot } from './IntlRoot';
import { Routes } from './Routes';
import { Layout } from '../views/Layout/Layout';
import { StartupFailed, StartupLoading } from '../views/Startup/StartupScreens';

/**
 * The app root: runs the app machine with every effect bound (src/app/portal.ts) as the root of
 * the actor system (systemId `app`), and shows the portal when start-up is done (docs/rules.md §4),
 * a retry screen when it failed.
 */
export function App({ portal, inspect }: { portal: PortalWiring; inspect?: Inspect | undefined }) {
  return (
    <AppActorContext.Provider
      logic={portal.app}
      options={{ input: portal.input, systemId: 'app', ...(inspect ? { inspect } : {}) }}
    >
      <Shell />
    </AppActorContext.Provider>
  );
}

function Shell() {
  const app = useAppActor();
  const locale = AppActorContext.useSelector(selectLocale);
  const phase = AppActorContext.useSelector(selectPhase);
  const [, navigate] = useLocation();
  return (
    <IntlRoot locale={locale} fallback={<StartupLoading />}>
      <RouterProvider navigate={navigate}>
        {phase === 'ready' ? (
          <Layout>
            <Routes />
          </Layout>
        ) : phase === 'failed' ? (
          <StartupFailed onRetry={() => app.send({ type: 'app.retried' })} />
        ) : (
          <StartupLoading />
        )}
      </RouterProvider>
    </IntlRoot>
  );
}
