/**
 * A tiny HTTP server for the wire's edge cases: it records every request and answers with whatever
 * the test scripted for "METHOD /path" (without the query), so a test can serve a malformed body,
 * a 500, a dropped connection, a redirect, a request that never answers, or one that answers only
 * when the test says so.
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
  /** sends the head and part of the body, then closes the socket (or, with `hold`, waits) */
  | { partial: string; hold?: true }
  /** never answers (until the stub closes) */
  | { hang: true }
  /** answers with a redirect to `location` */
  | { status: 301 | 302 | 303 | 307 | 308; redirect: string }
  /** answers once the promise gives the reply: the test decides when (see `gate`) */
  | { until: Promise<Reply> };

export interface Stub {
  url: string;
  seen: Seen[];
  /** scripts the answer to "METHOD /path" */
  on(route: string, reply: Reply): void;
  /** the requests to one route */
  to(route: string): Seen[];
  /** resolves when the next request to a route has arrived */
  next(route: string): Promise<Seen>;
  /** resolves once `count` requests to a route have arrived in all (at once if they have) */
  arrived(route: string, count: number): Promise<Seen[]>;
  close(): Promise<void>;
}

export async function startStub(): Promise<Stub> {
  const routes = new Map<string, Reply>();
  const seen: Seen[] = [];
  const hanging = new Set<ServerResponse>();
  const waiting: Array<{ route: string; resolve: (seen: Seen) => void }> = [];
  const counting: Array<{ route: string; count: number; resolve: (seen: Seen[]) => void }> = [];
  const to = (route: string) => seen.filter((s) => `${s.method} ${s.path}` === route);
  const settleCounts = () => {
    for (const waiter of counting.splice(0)) {
      const arrived = to(waiter.route);
      if (arrived.length >= waiter.count) waiter.resolve(arrived);
      else counting.push(waiter);
    }
  };

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
      settleCounts();
      answer(
        routes.get(`${method} ${url.pathname}`) ?? {
          status: 404,
          json: { status: 'error', message: `stub: no route ${method} ${url.pathname}` },
        },
      );
    });

    function answer(reply: Reply): void {
      if ('until' in reply) {
        hanging.add(res);
        void reply.until.then((later) => {
          hanging.delete(res);
          if (!res.destroyed) answer(later);
        });
      } else if ('drop' in reply) {
        req.socket.destroy();
      } else if ('partial' in reply) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        if (reply.hold) {
          hanging.add(res);
          res.write(reply.partial);
        } else {
          res.write(reply.partial, () => req.socket.destroy());
        }
      } else if ('hang' in reply) {
        hanging.add(res);
      } else if ('redirect' in reply) {
        res.writeHead(reply.status, { location: reply.redirect });
        res.end();
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
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on: (route, reply) => void routes.set(route, reply),
    to,
    next: (route) => new Promise<Seen>((resolve) => waiting.push({ route, resolve })),
    arrived: (route, count) =>
      new Promise<Seen[]>((resolve) => {
        counting.push({ route, count, resolve });
        settleCounts();
      }),
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

/**
 * A reply the test releases when it wants: `stub.on(route, gate.reply)`, then `gate.open(reply)`
 * answers every request held so far (and any later one) with `reply`.
 */
export function gate() {
  let open!: (reply: Reply) => void;
  const until = new Promise<Reply>((resolve) => {
    open = resolve;
  });
  return { reply: { until } satisfies Reply, open };
}
