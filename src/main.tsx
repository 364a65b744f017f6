import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/App';
import { createPortalWiring } from './app/portal';
import { localeStore, tokenStore } from './app/storage';

const portal = createPortalWiring({
  contentUrl: import.meta.env.VITE_CONTENT_URL ?? '/wp-json/data/v1/',
  tokenStore,
  localeStore,
});

// No <StrictMode>: its rehearsal unmount stops the app actor, which aborts the start-up calls in
// flight (by design: leaving a state cancels its requests), and the restarted actor then reads
// the aborted answers as a failed start-up. The machines own effects, not React.
const root = document.getElementById('root');
if (root) createRoot(root).render(<App portal={portal} />);
