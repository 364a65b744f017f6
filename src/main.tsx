import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/App';
import { loadDeferred } from './app/afterLoad';
import { devInspector } from './app/inspect';
import { loadCatalog, type LoadedCatalog } from './app/IntlRoot';
import { createPortalWiring } from './app/portal';
import { cartStore, localeStore, tokenStore } from './app/storage';

const portal = createPortalWiring({
  contentUrl: import.meta.env.VITE_CONTENT_URL ?? '/wp-json/data/v1/',
  tokenStore,
  localeStore,
  cartStore,
});

// The user's catalog comes before the first render, so that render already has its words: it
// replaces the shell the build prerendered into #root (scripts/prerender.ts) with the same
// shell, and no spinner stands between them. A catalog that fails to arrive is retried by
// IntlRoot, which shows its fallback meanwhile.
const catalog: Promise<LoadedCatalog | undefined> = loadCatalog(portal.input.locale).then(
  (messages) => ({ locale: portal.input.locale, messages }),
  () => undefined,
);

// StrictMode's rehearsal stops and restarts the app actor; the actor survives it: the restarted
// actor resumes from its snapshot, and a call aborted by the stop never settles (machines/result.ts).
// In development, `?inspect` first opens the Stately inspector (src/app/inspect.ts).
const root = document.getElementById('root');
if (root) {
  void Promise.all([devInspector(window.location.search), catalog]).then(([inspect, first]) => {
    // a transition: React renders the tree in slices, so no one task holds the page up
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App portal={portal} inspect={inspect} catalog={first} />
        </StrictMode>,
      );
    });
  });
  // what opens over the page (dialogs) is fetched once the page has loaded
  void loadDeferred();
}
