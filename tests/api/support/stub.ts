/**
 * A tiny HTTP server for the wire's edge cases: it records every request and answers with whatever
 * the test scripted for "METHOD /path" (without the query), so a test can serve a malformed body,
 * a 500, a dropped connection or a request that never answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; raw: string; type?: string }
  | { status?: number; bytes: Uint8Array; type: string }
  /** closes the socket without an answer */
  | { drop: true }
  /** sends the head and part of the body, then closes the socket */
  | { partial: string }
  /** never answers (until the stub closes) */
  | { hang: true };

export interface Stub {
  url: string;
  seen: Seen[];
  /** scripts the answer to "METHOD /path" */
  on(route: string, reply: Reply): void;
  /** the requests to one route */
  to(route: string): Seen[];
  /** resolves when the next request to a route has arrived */
  next(route: string): Promise<Seen>;
  close(): Promise<void>;
}

export async function startStub(): Promise<Stub> {
  const routes = new Map<string, Reply>();
  const seen: Seen[] = [];
  const hanging = new Set<ServerResponse>();
  const waiting: Array<{ route: string; resolve: (seen: Seen) => void }> = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      const request: Seen = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      for (const waiter of waiting.splice(0)) {
        if (waiter.route === `${method} ${url.pathname}`) waiter.resolve(request);
        else waiting.push(waiter);
      }
      const reply = routes.get(`${method} ${url.pathname}`) ?? {
        status: 404,
        json: { status: 'error', message: `stub: no route ${method} ${url.pathname}` },
      };
      if ('drop' in reply) {
        req.socket.destroy();
      } else if ('partial' in reply) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write(reply.partial, () => req.socket.destroy());
      } else if ('hang' in reply) {
        hanging.add(res);
      } else if ('json' in reply) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      } else if ('raw' in reply) {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.type ?? 'application/json' });
        res.end(reply.raw);
      } else {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.type });
        res.end(Buffer.from(reply.bytes));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on: (route, reply) => void routes.set(route, reply),
    to: (route) => seen.filter((s) => `${s.method} ${s.path}` === route),
    next: (route) => new Promise<Seen>((resolve) => waiting.push({ route, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A booking-API success body. */
export const ok = (data: unknown) => ({ json: { status: 'success', data } });
