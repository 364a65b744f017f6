/**
 * The real root, machines and wire against the simulator over HTTP, in jsdom: one simulator for
 * the test file, reset before each test with its clock at Saturday 2026-11-21 09:30 in Vilnius.
 * Call `portalForFile()` at the top level of a view test file.
 */
import { StrictMode } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import { startSim } from '../../../venue-sim/server';
import { App } from '../../../src/app/App';
import type { LoadedCatalog } from '../../../src/app/IntlRoot';
import { createPortalWiring } from '../../../src/app/portal';
import type { Locale } from '../../../machines/domain';

export const NOW = '2026-11-21T09:30:00+02:00';

export interface PortalOptions {
  token?: string | null;
  locale?: Locale;
  /** the address the app starts at */
  path?: string;
  /** render inside React's StrictMode */
  strict?: boolean;
  /** the first catalog, at hand before the first render (as src/app/start.tsx has it) */
  catalog?: LoadedCatalog;
}

export function portalForFile() {
  let sim: Awaited<ReturnType<typeof startSim>> | undefined;
  const running = () => {
    if (!sim) throw new Error('the simulator is not running yet (use it inside a test)');
    return sim;
  };
  beforeAll(async () => {
    sim = await startSim();
  });
  afterAll(async () => {
    await sim?.close();
  });
  beforeEach(() => {
    running().sim.reset({ now: NOW });
    window.history.replaceState(null, '', '/');
  });

  return {
    /** the simulator itself, for scenarios */
    get sim() {
      return running().sim;
    },
    get url() {
      return running().url;
    },
    /** a session token of the simulator's demo customer, for `render({ token })` */
    async logIn(): Promise<string> {
      const res = await fetch(`${running().url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo@example.lt', password: 'demo123' }),
      });
      const body = (await res.json()) as { data: { session_token: string } };
      return body.data.session_token;
    },
    /** renders the app; the stores are the test's, readable afterwards */
    render(opts: PortalOptions = {}) {
      let token = opts.token ?? null;
      let locale: Locale = opts.locale ?? 'lt';
      let cart: string | null = null;
      window.history.replaceState(null, '', opts.path ?? '/');
      const portal = createPortalWiring({
        contentUrl: `${running().url}/wp-json/data/v1/`,
        tokenStore: { get: () => token, set: (t) => (token = t) },
        localeStore: { get: () => locale, set: (l) => (locale = l) },
        cartStore: { get: () => cart, set: (c) => (cart = c) },
      });
      render(
        <App portal={portal} catalog={opts.catalog} />,
        opts.strict ? { wrapper: StrictMode } : {},
      );
      return { storedToken: () => token, storedLocale: () => locale };
    },
  };
}
