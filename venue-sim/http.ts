/** Small HTTP helpers over Node's http: reading any body type, answering JSON, CORS. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, X-NSOFT-SESSION-TOKEN, Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Request fields from the query string and the body (JSON, urlencoded or multipart). */
export class Params {
  constructor(
    readonly query: URLSearchParams,
    readonly body: Record<string, unknown>,
  ) {}

  /** a field as text, body first; numbers and booleans as the PHP side would see them */
  get(name: string): string | undefined {
    const value = this.body[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? '1' : '0';
    return this.query.get(name) ?? undefined;
  }

  text(name: string): string {
    return (this.get(name) ?? '').trim();
  }

  flag(name: string): boolean {
    return ['1', 'true', 'on', 'yes'].includes(this.text(name).toLowerCase());
  }

  raw(name: string): unknown {
    return this.body[name] ?? this.query.get(name) ?? undefined;
  }
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Parses a body of any kind the contract allows. Form bodies go through the platform's own
 * parser (undici's Request.formData), which handles urlencoded and multipart alike.
 */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return {};
  const buffer = await readAll(req);
  if (buffer.length === 0) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await new Request('http://sim.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(buffer),
    }).formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    return fields;
  }
  const text = buffer.toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // No or wrong content type: a bare "a=1&b=2" still reads as a form.
    return Object.fromEntries(new URLSearchParams(text));
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Uint8Array,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { ...CORS_HEADERS, Location: location, 'Content-Length': 0 });
  res.end();
}

/** The site's own origin as the caller addressed it (http://host:port). */
export function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

/** The session token from any of the places the contract allows. */
export function tokenOf(req: IncomingMessage, params: Params): string | undefined {
  const auth = String(req.headers.authorization ?? '');
  const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
  const header = req.headers['x-nsoft-session-token'];
  const nsoft = Array.isArray(header) ? header[0] : header;
  // Explicit fields first: checkToken checks the token it is given, not the stored one.
  const candidates = [params.get('session_token'), params.get('sessionToken'), nsoft, bearer].map(
    (t) => t?.trim(),
  );
  return candidates.find((t) => t && t !== 'null' && t !== 'undefined');
}
