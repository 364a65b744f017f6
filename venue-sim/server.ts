/**
 * The simulator as Node middleware (for Vite's dev and preview servers) and as a standalone
 * server. Owns three path prefixes: the content server, the booking API and /__sim controls.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankPage } from './bank.js';
import { bankAccept, isReturnUrl } from './carts.js';
import { readRequest } from './contract.js';
import {
  CORS_HEADERS,
  originOf,
  readAll,
  readControlBody,
  redirect,
  sendJson,
  sendText,
} from './http.js';
import { SimError, type FailureKind, type RequestRecord } from './model.js';
import { probed } from './probe.js';
import { findRoute, isRaw, type Route } from './router.js';
import { bookingRoutes } from './routes-booking.js';
import { contentRoutes } from './routes-content.js';
import { Sim, type ScenarioPatch } from './sim.js';

export const CONTENT_PREFIX = '/wp-json/data/v1';
export const BOOKING_PREFIX = '/api';
export const SIM_PREFIX = '/__sim';

type Flavour = 'content' | 'booking';

const ok = (flavour: Flavour, data: unknown) =>
  flavour === 'content'
    ? { status: true, ...(data as Record<string, unknown>) }
    : { status: 'success', data };

const failure = (flavour: Flavour, message: string) =>
  flavour === 'content' ? { status: false, message } : { status: 'error', message };

function under(path: string, prefix: string): string | null {
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

/**
 * The request header that picks a simulator of its own (`simPerKey`): the e2e suite sends each
 * Playwright worker's number in it (e2e/fixtures.ts), so that workers running side by side never
 * reset or reshape each other's venue. Browsers send it on every request of the worker's pages,
 * the bank's pages and form posts included, so a flow through the bank stays with its simulator.
 */
export const SIM_KEY_HEADER = 'x-sim-worker';

/** Where a request's simulator comes from: one for every request, or one chosen per request. */
export type SimSource = Sim | ((req: IncomingMessage) => Sim);

/**
 * One simulator per `SIM_KEY_HEADER` value, made (seeded, default scenario) the first time the
 * value is seen; requests without the header share one, as a person trying the dev server does.
 */
export function simPerKey(): (req: IncomingMessage) => Sim {
  const sims = new Map<string, Sim>();
  return (req) => {
    const header = req.headers[SIM_KEY_HEADER];
    const key = (Array.isArray(header) ? header[0] : header) ?? '';
    let sim = sims.get(key);
    if (!sim) {
      sim = new Sim();
      sims.set(key, sim);
    }
    return sim;
  };
}

export function createSimMiddleware(
  source: SimSource = new Sim(),
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://sim.local');
    // "/api//v1/login" (a base with a trailing slash) means "/api/v1/login"
    const path = url.pathname.replace(/\/{2,}/g, '/');
    const content = under(path, CONTENT_PREFIX);
    const booking = under(path, BOOKING_PREFIX);
    const control = under(path, SIM_PREFIX);
    if (content === null && booking === null && control === null) {
      next();
      return;
    }
    const sim = typeof source === 'function' ? source(req) : source;
    const record =
      control === null ? sim.logRequest(req.method ?? 'GET', path, url.searchParams) : null;
    if (record) watch(res, record);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    const work =
      control !== null
        ? handleControl(sim, req, res, control, url)
        : content !== null
          ? handleApi(sim, req, res, url, 'content', content, contentRoutes, record)
          : handleApi(sim, req, res, url, 'booking', booking ?? '/', bookingRoutes, record);
    work.catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { status: 'error', message: String(error) });
    });
  };
}

/**
 * A form or JSON body's fields for the request log, any password masked; null when there is none
 * (or it does not parse: the contract check refuses it, and the log need not say more).
 */
function loggedBody(req: IncomingMessage, body: Buffer): Record<string, unknown> | null {
  if (body.length === 0) return null;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  let fields: Record<string, unknown> | null = null;
  if (type.startsWith('application/x-www-form-urlencoded')) {
    fields = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  } else if (type.startsWith('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        fields = parsed as Record<string, unknown>;
      }
    } catch {
      return null;
    }
  }
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, /password/i.test(k) ? '***' : v]),
  );
}

/** Fills in a log entry: the status once answered, or aborted when the client went away first. */
function watch(res: ServerResponse, record: RequestRecord): void {
  res.once('finish', () => {
    record.status = res.statusCode;
  });
  res.once('close', () => {
    if (!res.writableFinished && record.failure !== 'drop') record.aborted = true;
  });
}

/** Waits for `released` (the scenario's hold let go); false when the client went away first. */
function untilAnswered(released: Promise<void>, res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const gone = () => resolve(false);
    res.once('close', gone);
    void released.then(() => {
      res.off('close', gone);
      resolve(!res.destroyed);
    });
  });
}

/** Waits out the scenario's latency; false when the client went away meanwhile. */
function latency(ms: number, res: ServerResponse): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(true);
    }, ms);
    res.once('close', gone);
  });
}

async function handleApi(
  sim: Sim,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  flavour: Flavour,
  path: string,
  routes: Route[],
  record: RequestRecord | null,
): Promise<void> {
  const method = req.method ?? 'GET';
  const body = await readAll(req);
  if (record) {
    const logged = loggedBody(req, body);
    if (logged) record.body = logged;
  }
  const failureKind = sim.takeFailure(`${method} ${url.pathname}`);
  if (record) record.failure = failureKind;
  // The request is in; the latency is the server thinking. A request its client gives up on
  // meanwhile is never handled: nothing changes.
  const { latencyMs, latencyJitterMs } = sim.scenario;
  if (!(await latency(latencyMs + Math.floor(Math.random() * latencyJitterMs), res))) return;
  if (!(await untilAnswered(sim.whenReleased(), res))) return;
  if (failureKind) {
    injectFailure(res, flavour, failureKind);
    return;
  }
  const found = findRoute(routes, method, path);
  if (found === null) {
    sendJson(res, 404, failure(flavour, `Nežinomas kelias: ${path}`));
    return;
  }
  if (found === 'method') {
    sendJson(res, 405, failure(flavour, `Metodas ${method} netinka`));
    return;
  }
  try {
    const { route } = found;
    const { fields, token } = await readRequest(
      req,
      body,
      url.searchParams,
      route.shape,
      route.call,
    );
    const ctx = { sim, req, res, fields, origin: originOf(req), token, match: found.match };
    const reply = await route.handler(ctx);
    if (isRaw(reply)) {
      sendText(res, 200, reply.raw.contentType, reply.raw.body, reply.raw.headers);
    } else {
      sendJson(res, 200, probed(ok(flavour, reply), sim.scenario.probe));
    }
  } catch (error) {
    const status = error instanceof SimError ? error.httpStatus : 500;
    const message = error instanceof Error ? error.message : 'Klaida';
    sendJson(res, status, probed(failure(flavour, message), sim.scenario.probe));
  }
}

function injectFailure(res: ServerResponse, flavour: Flavour, kind: FailureKind): void {
  switch (kind) {
    case 'drop':
      res.socket?.destroy();
      return;
    case 'malformed':
      sendText(res, 200, 'application/json; charset=utf-8', '{"status": "success", "data": [{');
      return;
    case 'schema':
      // well-formed, successful-looking, and wrong in shape for every call
      sendJson(res, 200, ok(flavour, flavour === 'content' ? { data: 42 } : { unexpected: true }));
      return;
    case '500':
      sendJson(res, 500, failure(flavour, 'Simulated failure'));
  }
}

async function handleControl(
  sim: Sim,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const body = await readControlBody(req);
  const text = (name: string) => {
    const value = body[name] ?? url.searchParams.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  try {
    if (method === 'POST' && path === '/reset') {
      sim.reset(body as ScenarioPatch);
      sendJson(res, 200, { status: 'success', data: sim.summary() });
    } else if (method === 'POST' && path === '/scenario') {
      sim.setScenario(body as ScenarioPatch);
      sendJson(res, 200, { status: 'success', data: sim.summary() });
    } else if (method === 'GET' && path === '/state') {
      sendJson(res, 200, { status: 'success', data: sim.summary() });
    } else if (method === 'GET' && path === '/requests') {
      const match = text('match');
      const requests = sim.requests.filter((r) => `${r.method} ${r.path}`.includes(match));
      sendJson(res, 200, { status: 'success', data: requests });
    } else if (method === 'DELETE' && path === '/requests') {
      sim.clearRequests();
      sendJson(res, 200, { status: 'success', data: [] });
    } else if (method === 'GET' && path === '/bank') {
      const html = bankPage(sim, text('cart'), text('accept'), text('cancel'));
      sendText(res, 200, 'text/html; charset=utf-8', html);
    } else if (method === 'POST' && (path === '/bank/accept' || path === '/bank/cancel')) {
      const next = path === '/bank/accept' ? bankAccept(sim, text('cart')) : 'cancel';
      const target = text(next);
      redirect(res, isReturnUrl(target) ? target : '/');
    } else {
      sendJson(res, 404, { status: 'error', message: `Nežinomas kelias: ${path}` });
    }
  } catch (error) {
    const status = error instanceof SimError ? error.httpStatus : 500;
    sendJson(res, status, { status: 'error', message: String((error as Error).message) });
  }
}

export async function startSim(
  opts: { port?: number; host?: string } = {},
): Promise<{ url: string; sim: Sim; close(): Promise<void> }> {
  const sim = new Sim();
  const middleware = createSimMiddleware(sim);
  const server = createServer((req, res) =>
    middleware(req, res, () => sendJson(res, 404, { status: 'error', message: 'Not found' })),
  );
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    sim,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
