/**
 * The strict reading of a request, as docs/wire.md puts it: each call declares its body encoding and
 * where its session token travels, and a request that departs (token missing from one of its
 * places, another encoding, a required field missing or malformed) is refused with a 400 or 401
 * whose message names the departure. Nothing is guessed: fields come only from the place the call
 * carries them (the query of a GET, the body of anything else) and the token only from its places.
 */
import type { IncomingMessage } from 'node:http';
import { isDate } from './clock.js';
import { SimError } from './model.js';

/** no body; JSON; a form (urlencoded or multipart); an empty form (no fields, form or no type) */
export type Encoding = 'none' | 'json' | 'form' | 'empty-form';

export interface CallShape {
  body: Encoding;
  /**
   * 'user': a signed-in caller only (no token at all → 401); 'optional': anonymous or signed in;
   * 'none': the token is not read (content server, login, forgotPassword).
   */
  auth: 'user' | 'optional' | 'none';
  /** the call also carries the token in this query (GET) or body field */
  tokenField?: 'sessionToken' | 'session_token';
  /** the call also carries the token in X-NSOFT-SESSION-TOKEN (consents, invoices) */
  tokenHeader?: boolean;
}

export const BEARER = 'Authorization: Bearer';
export const SESSION_HEADER = 'X-NSOFT-SESSION-TOKEN';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const mediaType = (req: IncomingMessage) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

/** A call's fields, read from the one place the call carries them. */
export class Fields {
  constructor(
    private readonly values: Record<string, unknown>,
    /** 'query', 'form' or 'JSON': named in messages */
    readonly where: string,
  ) {}

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  /** a present string field, possibly empty, as sent */
  string(name: string): string {
    const value = this.values[name];
    if (value === undefined || value === null) throw missing(name, this.where);
    if (typeof value !== 'string') {
      throw new SimError(400, `Laukas ${name} turi būti tekstas (${this.where})`);
    }
    return value;
  }

  /** a required, non-blank text field, trimmed */
  text(name: string): string {
    const value = this.string(name).trim();
    if (value === '') throw missing(name, this.where);
    return value;
  }

  /** a required, non-blank field as sent (passwords are not trimmed) */
  secret(name: string): string {
    const value = this.string(name);
    if (value.trim() === '') throw missing(name, this.where);
    return value;
  }

  optionalText(name: string): string | undefined {
    return this.has(name) ? this.text(name) : undefined;
  }

  int(name: string): number {
    const text = this.text(name);
    if (!/^\d+$/.test(text)) throw new SimError(400, `Laukas ${name} turi būti sveikasis skaičius`);
    return Number(text);
  }

  date(name: string): string {
    const text = this.text(name);
    if (!isDate(text)) throw new SimError(400, `Laukas ${name} turi būti data yyyy-MM-dd`);
    return text;
  }

  oneOf<const T extends string>(name: string, allowed: readonly T[]): T {
    const text = this.text(name);
    const found = allowed.find((a) => a === text);
    if (found === undefined) {
      throw new SimError(
        400,
        `Laukas ${name} turi būti ${allowed.join(' arba ')}, gauta „${text}“`,
      );
    }
    return found;
  }

  /** a JSON boolean (true/false, not 1/0 or a string) */
  bool(name: string): boolean {
    const value = this.values[name];
    if (value === undefined || value === null) throw missing(name, this.where);
    if (typeof value !== 'boolean') {
      throw new SimError(400, `Laukas ${name} turi būti JSON true arba false`);
    }
    return value;
  }
}

const missing = (name: string, where: string) =>
  new SimError(400, `Trūksta lauko ${name} (${where})`);

/** urlencoded or multipart, through the platform's own parser (undici's Request.formData) */
async function parseForm(type: string, bytes: Buffer): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Request('http://sim.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    }).formData();
  } catch {
    throw new SimError(400, `Forma neperskaitoma kaip ${type}`);
  }
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    if (typeof value !== 'string') throw new SimError(400, `Laukas ${key} turi būti tekstas`);
    fields[key] = value;
  });
  return fields;
}

async function readFields(
  req: IncomingMessage,
  bytes: Buffer,
  query: URLSearchParams,
  shape: CallShape,
  call: string,
): Promise<Fields> {
  const type = mediaType(req);
  const rawType = String(req.headers['content-type'] ?? '') || 'be Content-Type';
  if (req.method === 'GET') return new Fields(Object.fromEntries(query), 'query');
  switch (shape.body) {
    case 'none':
      if (bytes.length > 0)
        throw new SimError(400, `${call} siunčiamas be kūno (gauta ${rawType})`);
      return new Fields({}, 'body');
    case 'empty-form':
      if (bytes.length === 0 && (type === '' || FORM_TYPES.includes(type))) {
        return new Fields({}, 'form');
      }
      if (!FORM_TYPES.includes(type)) throw wrongEncoding(call, 'tuščios formos', rawType);
      return new Fields(await parseForm(String(req.headers['content-type']), bytes), 'form');
    case 'form':
      if (!FORM_TYPES.includes(type)) throw wrongEncoding(call, 'formos', rawType);
      return new Fields(await parseForm(String(req.headers['content-type']), bytes), 'form');
    case 'json': {
      if (type !== 'application/json') throw wrongEncoding(call, 'JSON', rawType);
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new SimError(400, `${call}: kūnas nėra JSON`);
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new SimError(400, `${call}: kūnas turi būti JSON objektas`);
      }
      return new Fields(parsed as Record<string, unknown>, 'JSON');
    }
  }
}

function wrongEncoding(call: string, wanted: string, got: string): SimError {
  const how =
    wanted === 'JSON'
      ? 'application/json'
      : 'application/x-www-form-urlencoded arba multipart/form-data';
  return new SimError(400, `${call} laukia ${wanted} (${how}), gauta ${got}`);
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * The session token from exactly the places the call carries it. No token anywhere: anonymous
 * (401 for a call that needs a user). A token in some of its places and not in others, or
 * different tokens in them: 400.
 */
function readToken(
  req: IncomingMessage,
  fields: Fields,
  shape: CallShape,
  call: string,
): string | undefined {
  if (shape.auth === 'none') return undefined;
  const auth = headerValue(req, 'authorization');
  let bearer: string | undefined;
  if (auth !== undefined) {
    bearer = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    if (bearer === undefined) throw new SimError(400, 'Authorization turi būti „Bearer <raktas>“');
  }
  const places: Array<[string, string | undefined]> = [[BEARER, bearer]];
  if (shape.tokenField) {
    const name = shape.tokenField;
    const value = fields.has(name) ? fields.string(name).trim() || undefined : undefined;
    places.push([`${name} (${fields.where})`, value]);
  }
  if (shape.tokenHeader) places.push([SESSION_HEADER, headerValue(req, SESSION_HEADER)]);
  const names = places.map(([name]) => name).join(' ir ');
  const present = places.filter(([, value]) => value !== undefined);
  if (present.length === 0) {
    if (shape.auth === 'user') throw new SimError(401, `Reikia prisijungti: ${call} neša ${names}`);
    return undefined;
  }
  const absent = places.filter(([, value]) => value === undefined).map(([name]) => name);
  if (absent.length > 0) {
    throw new SimError(400, `${call} neša sesijos raktą ${names}; trūksta: ${absent.join(', ')}`);
  }
  if (new Set(present.map(([, value]) => value)).size > 1) {
    throw new SimError(400, `${call}: sesijos raktai nesutampa (${names})`);
  }
  return present[0]?.[1];
}

/** Reads a request (its body already received) the way its call's shape allows, or refuses it. */
export async function readRequest(
  req: IncomingMessage,
  body: Buffer,
  query: URLSearchParams,
  shape: CallShape,
  call: string,
): Promise<{ fields: Fields; token: string | undefined }> {
  const fields = await readFields(req, body, query, shape, call);
  return { fields, token: readToken(req, fields, shape, call) };
}
