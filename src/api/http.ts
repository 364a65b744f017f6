/**
 * The plumbing every call shares: the two senders (content server, booking API) over the
 * platform's fetch, the token guard, and `call`, the one place that turns a request into a
 * Result. Nothing in here throws to its caller, and nothing in here remembers anything between
 * calls: the booking address and the token come with each call (docs/wire.md; why fetch and no
 * HTTP library: docs/wire.md "Requests").
 */
import type { Struct } from 'superstruct';
import type { BookingAccess, CallOptions, Failure, Result } from '../../machines/domain';
import { readBody } from './schemas';
import type { WireConfig } from './types';

export const SESSION_HEADER = 'X-NSOFT-SESSION-TOKEN';

const cancelled = (): Failure => ({ ok: false, error: 'cancelled', message: '' });
export const connection = (): Failure => ({ ok: false, error: 'connection', message: '' });
/** never sent: the browser had no connection (docs/rules.md §8 "Offline") */
const offlineRefusal = (): Failure => ({ ...connection(), offline: true });
/** The browser says it is offline; outside a browser (Node) there is no such word, so online. */
const browserOffline = () => globalThis.navigator?.onLine === false;
const textOf = (message: unknown): string =>
  typeof message === 'string' ? message.trim().slice(0, 500) : '';

/**
 * Raised while decoding an answer: the server said no (`server`, with whatever `message` it sent)
 * or answered something nobody can read (`unreadable`).
 */
class Refusal extends Error {
  constructor(
    readonly kind: 'server' | 'unreadable',
    readonly serverMessage: unknown = undefined,
  ) {
    super(kind);
  }
}

/** Sends a request; the promise rejects only when the network fails (or the call is aborted). */
type Send = (signal: AbortSignal | undefined) => Promise<Response>;

/** What one request adds to its sender's address and headers. */
export interface RequestOptions {
  signal: AbortSignal | undefined;
  /** sent as JSON (`Content-Type: application/json`) */
  json?: unknown;
  /** a form (`application/x-www-form-urlencoded`) */
  body?: URLSearchParams;
  /** the query, replacing any the path has */
  searchParams?: Record<string, string>;
  /** on top of the sender's own (a request's header wins) */
  headers?: Record<string, string>;
}

type Method = (path: string, options: RequestOptions) => Promise<Response>;

/**
 * One server's requests: `path` is relative to the server's base address ('v1/login'), never
 * starting with '/', which would leave the base's own path. (A whole address goes where it says,
 * and loses its token headers if that is another origin: `guardToken`.)
 */
export interface Api {
  get: Method;
  post: Method;
  put: Method;
  delete: Method;
}

/** Sends a request through one of the two senders. */
export type Requester = (api: Api, signal: AbortSignal | undefined) => Promise<Response>;

interface SenderConfig {
  /** the base address, ending in '/' */
  base: URL;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
  /** the only origin a token header may go to; null: none */
  tokenOrigin: string | null;
}

/**
 * The token goes to the booking API's origin and nowhere else: a request to another origin loses
 * any token header it was given.
 */
function guardToken(url: URL, headers: Headers, tokenOrigin: string | null): void {
  if (tokenOrigin === null || url.origin !== tokenOrigin) {
    headers.delete('Authorization');
    headers.delete(SESSION_HEADER);
  }
}

/**
 * A server's sender. Every status comes back as a Response (the envelope rule reads it, not an
 * exception), no request has a time limit and none is tried again (docs/wire.md): the promise
 * rejects only when no answer came, or the caller aborted.
 */
function sender(config: SenderConfig): Api {
  const send =
    (method: string): Method =>
    (path, { signal, json, body, searchParams, headers }) => {
      const url = new URL(path, config.base);
      if (searchParams) url.search = new URLSearchParams(searchParams).toString();
      const sent = new Headers(config.headers);
      for (const [name, value] of Object.entries(headers ?? {})) sent.set(name, value);
      if (json !== undefined) sent.set('Content-Type', 'application/json');
      guardToken(url, sent, config.tokenOrigin);
      return fetch(url, {
        method,
        headers: sent,
        body: json !== undefined ? JSON.stringify(json) : body,
        signal: signal ?? null,
        redirect: config.redirect ?? 'follow',
      });
    };
  return { get: send('GET'), post: send('POST'), put: send('PUT'), delete: send('DELETE') };
}

/**
 * How a call reads its answer. `receive` still touches the network (a dropped connection is a
 * connection failure); `decode` only judges bytes already in hand (anything wrong is the server's).
 */
interface Reader<Raw, T> {
  receive: (response: Response) => Promise<Raw>;
  decode: (raw: Raw, response: Response) => T | Promise<T>;
}

interface CallSpec<Raw, T> extends Reader<Raw, T> {
  /** the call's name, e.g. 'getPlaces' (for reading a stack trace) */
  name: string;
  send: Send;
}

type Envelope = 'content' | 'booking';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (body: unknown): unknown => (isRecord(body) ? body.message : undefined);

/** Malformed JSON reads as null, which is not an envelope. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Content says `status: true` (or 1/"1"); the booking API says `status: "success"`. */
function succeeded(envelope: Envelope, body: unknown): boolean {
  if (!isRecord(body)) return false;
  if (envelope === 'booking') return body.status === 'success';
  return body.status === true || body.status === 1 || body.status === '1';
}

function jsonReader<S, Schema, T>(
  envelope: Envelope,
  schema: Struct<S, Schema>,
  map: (body: S) => T,
): Reader<string, T> {
  return {
    receive: (response) => response.text(),
    decode: (text, response) => {
      const body = parseJson(text);
      if (!response.ok) throw new Refusal('server', messageOf(body));
      // JSON that is not an object (malformed JSON reads as null) is no envelope at all.
      if (!isRecord(body)) throw new Refusal('unreadable');
      if (!succeeded(envelope, body)) throw new Refusal('server', messageOf(body));
      const read = readBody(body, schema);
      if (!read) throw new Refusal('unreadable', messageOf(body));
      return map(read.value);
    },
  };
}

const pdfReader: Reader<Blob, Blob> = {
  receive: (response) => response.blob(),
  decode: async (blob, response) => {
    if (!response.ok) throw new Refusal('server', messageOf(parseJson(await blob.text())));
    // Judge the bytes, not the header: a PDF always starts with "%PDF-".
    if ((await blob.slice(0, 5).text()) !== '%PDF-') throw new Refusal('unreadable');
    return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  },
};

/** Resolves a possibly relative base (the default content URL is '/wp-json/data/v1/'). */
function absolute(url: string): URL | null {
  try {
    return new URL(url, globalThis.location?.origin);
  } catch {
    return null;
  }
}

class NotConfigured extends Error {}
function required(api: Api | null): Api {
  if (!api) throw new NotConfigured('base address unknown');
  return api;
}

export function createHttp(config: WireConfig) {
  const contentBase = absolute(config.contentUrl);
  const content = contentBase ? sender({ base: contentBase, tokenOrigin: null }) : null;
  const offline = config.offline ?? browserOffline;

  async function attempt<Raw, T>(spec: CallSpec<Raw, T>, signal?: AbortSignal): Promise<Result<T>> {
    let response: Response;
    let raw: Raw;
    try {
      response = await spec.send(signal);
      raw = await spec.receive(response);
    } catch {
      return connection();
    }
    try {
      return { ok: true, data: await spec.decode(raw, response) };
    } catch (error) {
      // A bug in a mapper lands here too, as an answer nobody can read.
      const refusal = error instanceof Refusal ? error : new Refusal('unreadable');
      return {
        ok: false,
        error: refusal.kind,
        message: textOf(refusal.serverMessage),
        status: response.status,
      };
    }
  }

  /** The one generic call: send, read, validate, map. */
  async function call<Raw, T>(spec: CallSpec<Raw, T>, opts: CallOptions = {}): Promise<Result<T>> {
    const { signal } = opts;
    if (signal?.aborted) return cancelled();
    // Offline, nothing is sent: every caller's failure path tells it, in the banner's words, where
    // the user acted, and what they typed stays; online again, the same action goes through.
    if (offline()) return offlineRefusal();
    const result = await attempt(spec, signal);
    // Whatever broke, a caller that aborted has stopped listening.
    if (!result.ok && signal?.aborted) return cancelled();
    return result;
  }

  /** A call that answers JSON in `envelope`, validated by `schema` and mapped to a domain type. */
  const jsonCall =
    (envelope: Envelope, api: () => Api) =>
    <S, Schema, T>(
      name: string,
      request: Requester,
      schema: Struct<S, Schema>,
      map: (body: S) => T,
      opts?: CallOptions,
    ): Promise<Result<T>> =>
      call(
        { name, send: (signal) => request(api(), signal), ...jsonReader(envelope, schema, map) },
        opts,
      );

  /** The booking API at `access.url`, with the bearer token when `access.token` is set. */
  function bookingAt(access: BookingAccess) {
    const resolved = absolute(access.url);
    const api = resolved
      ? sender({
          // Paths are relative to nsoftApiUrl ('…/api' + '/' + 'v1/login').
          base: new URL(resolved.href.replace(/\/?$/, '/')),
          headers: access.token ? { Authorization: `Bearer ${access.token}` } : {},
          // fetch would take X-NSOFT-SESSION-TOKEN and a 307's body (session_token) along to
          // wherever a redirect points, past guardToken: a call holding a token never follows one.
          redirect: access.token ? 'error' : 'follow',
          tokenOrigin: resolved.origin,
        })
      : null;
    return {
      token: access.token,
      call: jsonCall('booking', () => required(api)),
      pdf(name: string, request: Requester, opts?: CallOptions): Promise<Result<Blob>> {
        const send: Send = (signal) => request(required(api), signal);
        return call({ name, send, ...pdfReader }, opts);
      },
    };
  }

  return {
    content: jsonCall('content', () => required(content)),
    bookingAt,
  };
}

export type Http = ReturnType<typeof createHttp>;
export type BookingHttp = ReturnType<Http['bookingAt']>;

/** Query or form values without the absent ones (an anonymous call sends no sessionToken). */
export function fields(values: Record<string, string | number | null | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

/** Path segments come from data (cart codes, subjects): keep them one segment each. */
export const seg = (value: string | number) => encodeURIComponent(String(value));

export const form = (values: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(fields(values));
