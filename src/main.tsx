import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/App';
import { devInspector } from './app/inspect';
import { createPortalWiring } from './app/portal';
import { cartStore, localeStore, tokenStore } from './app/storage';

const portal = createPortalWiring({
  contentUrl: import.meta.env.VITE_CONTENT_URL ?? '/wp-json/data/v1/',
  tokenStore,
  localeStore,
  cartStore,
});

// StrictMode's rehearsal stops and restarts the app actor; the actor survives it: the restarted
// actor resumes from its snapshot, and a call aborted by the stop never settles (machines/result.ts).
// In development, `?inspect` first opens the Stately inspector (src/app/inspect.ts).
const root = document.getElementById('root');
if (root) {
  void devInspector(window.location.search).then((inspect) =>
    createRoot(root).render(
      <StrictMode>
        <App portal={portal} inspect={inspect} />
      </StrictMode>,
    ),
  );
}
