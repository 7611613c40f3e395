import { hasControlCharacter } from '../../src/contract/fields';
import { HttpError } from '../http-error';
import { compilePattern } from '../router';

// Rules every request meets before a handler sees it. A write must come from
// this site's own pages: a form on another site can post text/plain or
// urlencoded bodies without asking, never application/json, so requiring JSON
// shuts those out even where the browser sends neither Origin nor
// Sec-Fetch-Site (a service worker sees neither). Bodies are capped before they
// are parsed. (The service worker also refuses every non-GET navigation: see
// mocks/sw.ts.)

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 for a cross-site write, 415 for a body that is not JSON or is compressed, 413 for a declared size over `limit`. */
export function guardWrite(request: Request, limit: number): void {
  if (READS.has(request.method)) return;
  if (isCrossSite(request)) {
    throw new HttpError(403, 'Writes are accepted from this site only');
  }
  if (!isJson(request.headers.get('content-type'))) {
    throw new HttpError(415, 'Send the body as JSON with Content-Type: application/json');
  }
  // A compressed body (gzip, br) would be read as JSON text and refused as not
  // UTF-8: its coding is what is not supported (RFC 9110, 15.5.16).
  const coding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (coding && coding !== 'identity') {
    throw new HttpError(415, 'Send the body uncompressed: no Content-Encoding is accepted');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
}

function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

const tooLarge = (limit: number) =>
  new HttpError(413, `The request body is larger than ${formatBytes(limit)}`);

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;

/**
 * The body as JSON, at most `limit` bytes. A body with a declared length within
 * the limit (guardWrite refused a larger one) is read at once, then measured:
 * over HTTP the server's parser delivers exactly that many bytes. Any other
 * body (no Content-Length, as a chunked upload or a service worker's request
 * has) is read as a stream, its bytes counted as they arrive, and reading stops
 * past the limit.
 */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const declared = request.headers.get('content-length');
  let bytes: Uint8Array;
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) <= limit) {
    bytes = new Uint8Array(await bodyOf(request.arrayBuffer()));
    if (bytes.byteLength > limit) throw tooLarge(limit);
  } else {
    const read = await bodyOf(readUpTo(request.body, limit));
    if (read.over) throw tooLarge(limit);
    bytes = read.bytes;
  }
  let body: string;
  try {
    // JSON is UTF-8 (RFC 8259): other bytes would be stored as U+FFFD.
    body = UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body must be JSON in UTF-8');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body as it is read: a client that goes away before sending all of it
 * (a reset or aborted connection) gets 400, a refusal of the request, not a
 * server error, nor the 503 of a database that cannot be reached, whose
 * network errors carry the same codes.
 */
async function bodyOf<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch {
    throw new HttpError(400, 'The request body was not received in full');
  }
}

/** The first `limit` bytes of a body; `over` when it holds more (the rest is not read). */
export async function readUpTo(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<{ bytes: Uint8Array; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  const reader = body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    chunks.push(value);
    if (size > limit) {
      over = true;
      // Not awaited: the body may be a branch of a tee (the request log reads a
      // clone), and cancelling one branch settles only once the other is too.
      reader.cancel().catch(() => undefined);
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, over };
}

// Every path the handlers answer, with its methods, so that a known path asked
// with another method answers 405 with Allow rather than 404.
const known = new Map<string, Set<string>>();

export function knowRoute(method: string, path: string): void {
  const methods = known.get(path) ?? new Set<string>();
  methods.add(method.toUpperCase());
  known.set(path, methods);
}

/** Every route registered so far: method (upper case) and path pattern. */
export function knownRoutes(): { method: string; path: string }[] {
  return [...known].flatMap(([path, methods]) => [...methods].map((method) => ({ method, path })));
}

/** The methods a path supports (HEAD wherever GET); empty for an unknown path. Matched as the router matches it. */
export function allowedMethods(url: URL): string[] {
  const allowed = new Set<string>();
  for (const [path, methods] of known) {
    if (compilePattern(path).pattern.test(url.pathname)) for (const m of methods) allowed.add(m);
  }
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort();
}

/**
 * 400 when the path holds a malformed percent-escape (a lone %, or %zz), or
 * escapes a control character (%00, %0A): no id, slug or name holds one, and
 * PostgreSQL cannot even compare text that holds a NUL.
 */
export function checkPathEncoding(url: URL): void {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'The path holds a malformed percent-escape');
  }
  if (hasControlCharacter(path)) {
    throw new HttpError(400, 'The path holds a control character');
  }
}
