import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { Portal } from './portal';
import { AppActorContext, PortalLogicContext, type AppActor } from './hooks';
import { IntlRoot } from './IntlRoot';
import { Routes } from './Routes';
import { Layout } from '../views/Layout/Layout';
import { StartupFailed, StartupLoading } from '../views/Startup/StartupScreens';

/**
 * The app root: builds the wire, provides every machine's effects once, starts the app actor and
 * shows the portal when start-up is done (SPEC §4), a retry screen when it failed.
 */
export function App({ portal }: { portal: Portal }) {
  const app = useActorRef(portal.logic.app, { input: portal.input });
  useEffect(() => portal.attach(app), [portal, app]);

  return (
    <AppActorContext.Provider value={app}>
      <PortalLogicContext.Provider value={portal.logic}>
        <Shell app={app} />
      </PortalLogicContext.Provider>
    </AppActorContext.Provider>
  );
}

function Shell({ app }: { app: AppActor }) {
  const locale = useSelector(app, (s) => s.context.locale);
  const phase = useSelector(app, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'starting',
  );
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
