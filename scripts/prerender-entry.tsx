/**
 * The shell for scripts/prerender.ts: the app's first render while start-up runs, at Home, in
 * Lithuanian, for a visitor nothing is known about. Loaded by a Vite SSR server with the app's
 * plugins; the app actor is created but never started (react-dom/server runs no effects), so
 * nothing is fetched and nothing is stored.
 */
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { Router } from 'wouter';
import { App } from '../src/app/App';
import type { Catalog } from '../src/app/IntlRoot';
import { createPortalWiring } from '../src/app/portal';
import { documentTitle } from '../src/views/Page/Page';
import lt from '../messages/lt.json';

export function renderShell(): { html: string; title: string } {
  const messages = lt as unknown as Catalog;
  const nothing = { get: () => null, set: () => {} };
  const portal = createPortalWiring({
    contentUrl: '/wp-json/data/v1/',
    tokenStore: nothing,
    cartStore: nothing,
    localeStore: { get: () => 'lt', set: () => {} },
  });
  const html = renderToString(
    <Router ssrPath="/">
      <App portal={portal} catalog={{ locale: 'lt', messages }} />
    </Router>,
  );
  // the title the board's Page sets
  const intl = createIntl({ locale: 'lt', messages });
  const title = documentTitle(
    intl.formatMessage({ id: 'board_title' }),
    intl.formatMessage({ id: 'app_title' }),
  );
  return { html, title };
}
