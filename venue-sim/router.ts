/** A tiny method + pattern router shared by the content server and the booking API. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallShape, Fields } from './contract.js';
import type { Sim } from './sim.js';

export interface Ctx {
  sim: Sim;
  req: IncomingMessage;
  res: ServerResponse;
  /** the call's fields, from the query of a GET or the body of anything else */
  fields: Fields;
  /** http://host of the request */
  origin: string;
  /** the session token, read from exactly the places the call carries it */
  token: string | undefined;
  /** pattern captures */
  match: string[];
}

/** A handler's reply when it is not JSON (a PDF). */
export interface RawReply {
  raw: { contentType: string; body: Uint8Array; headers?: Record<string, string> };
}

export type Handler = (ctx: Ctx) => unknown;

export interface Route {
  method: string;
  /** "POST /v1/sellOrder": names the call in refusals */
  call: string;
  pattern: RegExp;
  shape: CallShape;
  handler: Handler;
}

export function route(method: string, path: string, shape: CallShape, handler: Handler): Route {
  // ':name' segments capture one path segment; a trailing slash is optional
  const source = path.replace(/\/$/, '').replace(/:[a-zA-Z]+/g, '([^/]+)');
  return {
    method,
    call: `${method} ${path}`,
    pattern: new RegExp(`^${source}/?$`),
    shape,
    handler,
  };
}

export type Found = { route: Route; match: string[] } | 'method' | null;

export function findRoute(routes: Route[], method: string, path: string): Found {
  let pathMatched = false;
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (r.method === method) return { route: r, match: m.slice(1).map(decodeURIComponent) };
  }
  return pathMatched ? 'method' : null;
}

export function isRaw(value: unknown): value is RawReply {
  return typeof value === 'object' && value !== null && 'raw' in value;
}
