import { useEffect, type ReactNode } from 'react';
import type { DevInspector } from './inspect';
import type { PortalWiring } from './portal';
import {
  AppActorContext,
  PageEffectsContext,
  selectLocale,
  selectPhase,
  useAppActor,
  useSelectorInTransition,
} from './hooks';
import { IntlRoot, type LoadedCatalog } from './IntlRoot';
import { Routes } from './Routes';
import { Layout } from '../views/Layout/Layout';
import { StartupFailed, StartupLoading, StartupPage } from '../views/Startup/StartupScreens';

/**
 * The app root: runs the app machine with every effect bound (src/app/portal.ts) as the root of
 * the actor system (systemId `app`), and shows the portal when start-up is done (docs/rules.md §4),
 * a retry screen when it failed.
 *
 * While start-up runs, the page's frame (user bar, header, footer) stands with the page's title and
 * skeleton: the very shell that the build prerenders into index.html (scripts/prerender.ts), so
 * the first render takes it over without a flash or a shift.
 */
export function App({
  portal,
  inspector,
  catalog,
}: {
  portal: PortalWiring;
  /** development's `?inspect` (src/app/inspect.ts): the actors' observer and its button */
  inspector?: DevInspector | undefined;
  /** the first catalog, when it was loaded before the first render (src/main.tsx) */
  catalog?: LoadedCatalog | undefined;
}) {
  return (
    <AppActorContext.Provider
      logic={portal.app}
      options={{
        input: portal.input,
        systemId: 'app',
        ...(inspector ? { inspect: inspector.inspect } : {}),
      }}
    >
      <PageEffectsContext value={portal.pages}>
        <Shell catalog={catalog} control={inspector?.control} />
      </PageEffectsContext>
    </AppActorContext.Provider>
  );
}

function Shell({ catalog, control }: { catalog: LoadedCatalog | undefined; control: ReactNode }) {
  const app = useAppActor();
  const locale = AppActorContext.useSelector(selectLocale);
  // Start-up's end swaps the startup page for the portal's (the layout, the board's page, its
  // tabs and skeletons): the load's largest render, drawn as a transition, in slices.
  const phase = useSelectorInTransition(app, selectPhase);
  // The prerendered shell's marker for addresses other than the board's (scripts/prerender.ts):
  // once React's page stands in its place, the page knows which it is.
  useEffect(() => document.documentElement.removeAttribute('data-shell'), []);
  return (
    <IntlRoot locale={locale} initial={catalog} fallback={<StartupLoading />}>
      {/* links open through the router themselves (src/ui/Link), the menu's with its own
          RouterProvider (src/views/Layout/MenuPopup.tsx) */}
      {phase === 'failed' ? (
        <StartupFailed onRetry={() => app.send({ type: 'app.retried' })} />
      ) : (
        <Layout starting={phase !== 'ready'}>
          {phase === 'ready' ? <Routes /> : <StartupPage />}
        </Layout>
      )}
      {control}
    </IntlRoot>
  );
}
