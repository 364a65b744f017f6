/**
 * What every cell of the fault matrix runs on: the simulator over HTTP (one per test file) behind
 * a thin gate that can hold a call's answer until the test lets it go, the real app root
 * (views, machines, wire) rendered in jsdom, and a console guard that fails the cell on any
 * console.error, uncaught error or unhandled rejection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimMiddleware } from '../../venue-sim/server';
import { Sim } from '../../venue-sim/sim';
import { App } from '../../src/app/App';
import { createPortalWiring } from '../../src/app/portal';
import type { Locale } from '../../machines/domain';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Saturday 2026-11-21 09:30 in Vilnius, as the view tests use. */
export const NOW = '2026-11-21T09:30:00+02:00';

/** The raw catalogues (an import would give the precompiled message ASTs under test). */
const catalogue = (locale: Locale) =>
  JSON.parse(readFileSync(resolve(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
const catalogues: Record<Locale, Record<string, string>> = {
  lt: catalogue('lt'),
  en: catalogue('en'),
};
export type MessageId = string;

/** A held answer: the request is in, the server answers when `release` is called. */
interface Hold {
  match: string;
  waiting: Array<() => void>;
  seen: number;
}

export interface FaultSim {
  sim: Sim;
  url: string;
  /** holds every answer to a request whose "METHOD /path" contains `match` until released */
  hold(match: string): void;
  /** lets every held answer go and holds no more */
  release(): void;
  /** how many requests the current hold has caught */
  held(): number;
  close(): Promise<void>;
}

async function startFaultSim(): Promise<FaultSim> {
  const sim = new Sim();
  const middleware = createSimMiddleware(sim);
  let hold: Hold | null = null;
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, () => {
      res.writeHead(404).end();
    });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sim.local').pathname;
    const current = hold;
    if (current && req.method !== 'OPTIONS' && `${req.method} ${path}`.includes(current.match)) {
      current.seen += 1;
      current.waiting.push(() => handle(req, res));
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sim,
    url: `http://127.0.0.1:${port}`,
    hold: (match) => {
      hold = { match, waiting: [], seen: 0 };
    },
    release: () => {
      const current = hold;
      hold = null;
      current?.waiting.forEach((go) => go());
    },
    held: () => hold?.seen ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface Stores {
  token: string | null;
  cart: string | null;
  locale: Locale;
  /** where a bank payment sent the browser */
  bank: string | null;
  /** files the portal saved */
  saved: Array<{ name: string; blob: Blob }>;
}

/** One cell's world: the simulator, the rendered app, and helpers the flows use. */
export interface Harness {
  fs: FaultSim;
  stores: Stores;
  locale: Locale;
  user: ReturnType<typeof userEvent.setup>;
  /** the catalogue text of `id` in the cell's language */
  t(id: MessageId): string;
  /** renders the app at `path`, signed in as `email` when given */
  open(opts?: { path?: string; as?: string; password?: string }): Promise<void>;
  /** a session token for `email` straight from the API */
  logIn(email?: string, password?: string): Promise<string>;
}

/** Everything that reached the console or went uncaught during a cell. */
export interface ConsoleGuard {
  problems: string[];
  /** console.warn: the developer's notes (a server's message the user is not shown) */
  warnings: string[];
}

/**
 * Installs the simulator and console guard for a test file; `harness()` gives the current cell's.
 */
export function faultHarnessForFile(): () => Harness & { guard: ConsoleGuard } {
  let fs: FaultSim | undefined;
  let current: (Harness & { guard: ConsoleGuard }) | undefined;
  const guard: ConsoleGuard = { problems: [], warnings: [] };
  const onRejection = (reason: unknown) =>
    guard.problems.push(`unhandled rejection: ${String(reason)}`);
  const onUncaught = (error: unknown) => guard.problems.push(`uncaught: ${String(error)}`);
  const onWindowError = (event: ErrorEvent) =>
    guard.problems.push(`window error: ${String(event.error ?? event.message)}`);

  beforeAll(async () => {
    fs = await startFaultSim();
  });
  afterAll(async () => {
    await fs?.close();
  });
  beforeEach(() => {
    guard.problems = [];
    guard.warnings = [];
    const running = fs!;
    running.release();
    running.sim.reset({ now: NOW });
    window.history.replaceState(null, '', '/');
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      guard.problems.push(`console.error: ${args.map(String).join(' ')}`);
    });
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      guard.warnings.push(args.map(String).join(' '));
    });
    process.on('unhandledRejection', onRejection);
    process.on('uncaughtException', onUncaught);
    window.addEventListener('error', onWindowError);
    const stores: Stores = { token: null, cart: null, locale: 'lt', bank: null, saved: [] };
    const logIn = async (email = 'demo@example.lt', password = 'demo123') => {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      };
      const url = `${running.url}/api/v1/login`;
      // Node's fetch pools connections with the portal's; a `drop` cell may have left one closed
      const res = await fetch(url, init).catch(() => fetch(url, init));
      const body = (await res.json()) as { data: { session_token: string } };
      return body.data.session_token;
    };
    current = {
      fs: running,
      stores,
      guard,
      locale: 'lt',
      user: userEvent.setup(),
      t: (id) => catalogues[stores.locale][id] ?? id,
      logIn,
      open: async ({ path = '/', as, password } = {}) => {
        if (as) stores.token = await logIn(as, password);
        window.history.replaceState(null, '', path);
        const portal = createPortalWiring({
          contentUrl: `${running.url}/wp-json/data/v1/`,
          tokenStore: { get: () => stores.token, set: (t) => (stores.token = t) },
          localeStore: { get: () => stores.locale, set: (l) => (stores.locale = l) },
          cartStore: { get: () => stores.cart, set: (c) => (stores.cart = c) },
          leaveForBank: (url) => (stores.bank = url),
          saveFile: (blob, name) => stores.saved.push({ name, blob }),
        });
        render(<App portal={portal} />);
      },
    };
  });
  afterEach(() => {
    fs?.release();
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onUncaught);
    window.removeEventListener('error', onWindowError);
  });
  return () => {
    if (!current) throw new Error('use the harness inside a test');
    return current;
  };
}

/** The portal's user bar: there once start-up is done, whatever page is shown. */
export const userBar = () => screen.findByRole('navigation', { name: 'Paskyra' });

/** An input by the start of its label (labels may carry a required mark). */
export const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
