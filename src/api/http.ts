/**
 * The plumbing every call shares: the two ky instances, the token guard, and `call`, the one place
 * that turns a request into a Result. Nothing in here throws to its caller.
 */
import ky, { type BeforeRequestHook, type KyInstance } from 'ky';
import { validate, type Struct } from 'superstruct';
import type { CallOptions, Failure, Result } from '../../machines/domain';
import type { WireConfig } from './types';

export const SESSION_HEADER = 'X-NSOFT-SESSION-TOKEN';

const cancelled = (): Failure => ({ ok: false, error: 'cancelled', message: 'cancelled' });
const connection = (): Failure => ({ ok: false, error: 'connection', message: 'Connection error' });
const server = (message: unknown): Failure => ({
  ok: false,
  error: 'server',
  message: typeof message === 'string' && message.trim() !== '' ? message : 'Error',
});

/** Raised while decoding an answer; carries whatever `message` the server sent. */
class Refusal extends Error {
  constructor(readonly serverMessage: unknown = undefined) {
    super('refused');
  }
}

/** Sends a request; the promise rejects only when the network fails (or the call is aborted). */
type Send = (signal: AbortSignal | undefined) => Promise<Response>;
/** Sends a request through one of the two ky instances. */
export type Requester = (api: KyInstance, signal: AbortSignal | undefined) => Promise<Response>;

/**
 * How a call reads its answer. `receive` still touches the network (a dropped connection is a
 * connection failure); `decode` only judges bytes already in hand (anything wrong is the server's).
 */
interface Reader<Raw, T> {
  receive: (response: Response) => Promise<Raw>;
  decode: (raw: Raw, response: Response) => T | Promise<T>;
}

interface CallSpec<Raw, T> extends Reader<Raw, T> {
  /** the name onFailure hears, e.g. 'getPlaces' */
  name: string;
  /** silent calls (SPEC.md §8: sell, invoice download) never reach onFailure */
  silent?: boolean;
  send: Send;
}

type Envelope = 'content' | 'booking';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (body: unknown): unknown => (isRecord(body) ? body.message : undefined);

/** Malformed JSON reads as null, which no envelope accepts. */
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
      if (!response.ok || !succeeded(envelope, body)) throw new Refusal(messageOf(body));
      const [invalid, valid] = validate(body, schema, { coerce: true });
      if (invalid) throw new Refusal(messageOf(body));
      return map(valid);
    },
  };
}

const pdfReader: Reader<Blob, Blob> = {
  receive: (response) => response.blob(),
  decode: async (blob, response) => {
    if (!response.ok) throw new Refusal(messageOf(parseJson(await blob.text())));
    // Judge the bytes, not the header: a PDF always starts with "%PDF-".
    if ((await blob.slice(0, 5).text()) !== '%PDF-') throw new Refusal();
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
function required(api: KyInstance | null): KyInstance {
  if (!api) throw new NotConfigured('base address unknown');
  return api;
}

export function createHttp(config: WireConfig) {
  let bookingOrigin: string | null = null;
  let booking: KyInstance | null = null;

  /**
   * The token goes to the booking API's origin and nowhere else: it is added there when signed in
   * (unless the call set its own, as checkToken does) and stripped from every other origin.
   */
  const guardToken: BeforeRequestHook = (request) => {
    if (bookingOrigin === null || new URL(request.url).origin !== bookingOrigin) {
      request.headers.delete('Authorization');
      request.headers.delete(SESSION_HEADER);
      return;
    }
    const token = config.getToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
  };

  // SPEC.md: no call timeout. No retries either: a machine decides whether to try again.
  const base = ky.create({
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    hooks: { beforeRequest: [guardToken] },
  });
  const contentBase = absolute(config.contentUrl);
  const content = contentBase ? base.extend({ prefixUrl: contentBase.href }) : null;

  function report(failure: Failure, name: string) {
    try {
      config.onFailure(failure, name);
    } catch {
      // A broken error channel must not turn a Result into an exception.
    }
  }

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
      // A bug in a mapper lands here too, as a plain server failure.
      return server(error instanceof Refusal ? error.serverMessage : undefined);
    }
  }

  /** The one generic call: send, read, validate, map, and report failures once. */
  async function call<Raw, T>(spec: CallSpec<Raw, T>, opts: CallOptions = {}): Promise<Result<T>> {
    const { signal } = opts;
    if (signal?.aborted) return cancelled();
    const result = await attempt(spec, signal);
    if (result.ok) return result;
    // Whatever broke, a caller that aborted has stopped listening: never report it.
    if (signal?.aborted) return cancelled();
    if (!spec.silent) report(result, spec.name);
    return result;
  }

  return {
    setBookingUrl(url: string) {
      const resolved = absolute(url);
      bookingOrigin = resolved?.origin ?? null;
      // Paths are relative to nsoftApiUrl ('…/api' + '/' + 'v1/login').
      booking = resolved ? base.extend({ prefixUrl: resolved.href.replace(/\/?$/, '/') }) : null;
    },
    token: (): string | null => config.getToken(),

    content<S, Schema, T>(
      name: string,
      request: Requester,
      schema: Struct<S, Schema>,
      map: (body: S) => T,
      opts?: CallOptions,
    ): Promise<Result<T>> {
      const send: Send = (signal) => request(required(content), signal);
      return call({ name, send, ...jsonReader('content', schema, map) }, opts);
    },

    booking<S, Schema, T>(
      name: string,
      request: Requester,
      schema: Struct<S, Schema>,
      map: (body: S) => T,
      opts?: CallOptions & { silent?: boolean },
    ): Promise<Result<T>> {
      const send: Send = (signal) => request(required(booking), signal);
      return call(
        { name, send, silent: opts?.silent, ...jsonReader('booking', schema, map) },
        opts,
      );
    },

    bookingPdf(name: string, request: Requester, opts?: CallOptions): Promise<Result<Blob>> {
      const send: Send = (signal) => request(required(booking), signal);
      return call({ name, send, silent: true, ...pdfReader }, opts);
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

/** Query or form values without the absent ones (an anonymous call sends no sessionToken). */
export function fields(values: Record<string, string | number | null | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

export const form = (values: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(fields(values));
