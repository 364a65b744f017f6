/** Small HTTP helpers over Node's http: control bodies, answering JSON or bytes, CORS. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, X-NSOFT-SESSION-TOKEN, Content-Type',
  'Access-Control-Max-Age': '600',
};

export function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // closed before the end: the client went away mid-body (after 'end' this changes nothing)
    req.on('close', () => reject(new Error('request closed before its body ended')));
  });
}

/**
 * The body of a /__sim control (scenario JSON, the bank page's form) as text fields or JSON
 * values. Controls are the tests' and the fake bank's, not the contract's: read leniently.
 */
export async function readControlBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readAll(req)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // not JSON: the bank page's urlencoded form
  }
  return Object.fromEntries(new URLSearchParams(text));
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
