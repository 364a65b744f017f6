import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import '../ui/global.css';
import { loadUserCart } from '../views/Cart/CartPanel';
import { App } from './App';
import { devInspector } from './inspect';
import { loadFirstCatalog } from './catalogs';
import { loadDeferred } from './afterLoad';
import type { LoadedCatalog } from './IntlRoot';
import { browserTabs, createPortalWiring } from './portal';
import { createStartupCache } from './startupCache';
import { cartStore, localeStore, startupStore, tokenStore } from './storage';

/**
 * The app on a root (src/main.tsx): the portal's wiring, its first catalog, then the first
 * render. A module of its own, so that the browser evaluates it in a task apart from react-dom's.
 */
export function start(root: Root): void {
  const portal = createPortalWiring({
    contentUrl: import.meta.env.VITE_CONTENT_URL ?? '/wp-json/data/v1/',
    tokenStore,
    localeStore,
    cartStore,
    otherTabs: browserTabs,
    startupCache: createStartupCache(startupStore),
  });

  // The user's catalog comes before the first render, so that render already has its words: it
  // replaces the shell the build prerendered into #root (scripts/prerender.ts) with the same
  // shell, and no spinner stands between them. A catalog that fails to arrive is retried by
  // IntlRoot, which shows its fallback meanwhile.
  const catalog: Promise<LoadedCatalog | undefined> = loadFirstCatalog(portal.input.locale).then(
    (messages) => ({ locale: portal.input.locale, messages }),
    () => undefined,
  );

  // A stored token most likely signs a user in: their cart's code comes beside the start-up calls,
  // where for a visitor it never comes at all.
  // If it fails, the panel asks again when it draws, and says so when that fails too.
  if (portal.input.storedToken !== null) loadUserCart().catch(() => undefined);

  // StrictMode's rehearsal stops and restarts the app actor; the actor survives it: the restarted
  // actor resumes from its snapshot, and a call aborted by the stop never settles
  // (machines/domain.ts). In development, `?inspect` first readies the Stately inspector and its
  // button (src/app/inspect.ts).
  void Promise.all([devInspector(window.location.search), catalog]).then(([inspector, first]) => {
    // a transition: React renders the tree in slices, so no one task holds the page up
    startTransition(() => {
      root.render(
        <StrictMode>
          <Mounted>
            <App portal={portal} inspector={inspector} catalog={first} />
          </Mounted>
        </StrictMode>,
      );
    });
  });

  // What opens over the page (the slot dialog, the calendar) is fetched once it has loaded, with
  // the rest of the catalog whose first part was asked for above. Asked for here rather than by
  // the entry: what it shares with the first load (react-aria, react-intl, the kit) then stays in
  // the first load's chunks, not in small chunks of its own (docs/performance.md, "Bundle").
  void loadDeferred();
}

/**
 * Says once the app's first render is on the page (in the same task as it replaced the shell, so
 * before any later tap): the build's boot script then hands the taps and the focus the shell got
 * to the app's controls (scripts/prerender.ts).
 */
function Mounted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event('portal:mounted'));
  }, []);
  return children;
}
