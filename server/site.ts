import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { isAdminPath } from '../backend/admin-auth';
import type { Api } from '../backend/create-api';
import { UNAVAILABLE_RETRY_SECONDS } from '../backend/http-error';
import { CLIENT_ADDRESS_HEADER } from '../backend/rate-limit';
import { hasControlCharacter } from '../src/contract/fields';
import { errorText, type Log, logLine, requestLine } from './log';
import {
  API_POLICY,
  COMMON_HEADERS,
  HSTS,
  inlineScriptHashes,
  pageHeaders,
} from './security-headers';

// The live site as one Hono app: the app's built files, /api through the API
// core, every other page rendered per request (src/entry-server.tsx), the
// admin screens as the app shell, and the health checks. Nothing in it is
// kept between requests but what it is given: any number of processes can
// serve the same database.

export interface RenderedPage {
  /** 200; 404 for an address the site does not have; 5xx when a read failed (503: the database out of reach). */
  status: number;
  html: string;
  /**
   * A weak entity tag (`W/"…"`) that names what the page was made from: a
   * request whose If-None-Match holds it gets 304 and no body. Absent when the
   * page is made anew every time.
   */
  etag?: string;
}

export interface SiteOptions {
  /** The /api contract (backend/create-api.ts). */
  api: Api;
  /** The page at a path and query, rendered from the API's data. */
  render: (url: string) => Promise<RenderedPage>;
  /** The sitemap's XML, from the database's slugs (src/app/sitemap.ts). */
  sitemap: () => Promise<string>;
  /** The app shell's HTML, and the paths that always get it (the admin screens). */
  shell: string;
  shellPages: readonly string[];
  /**
   * The HTML of the page template: its inline scripts (and the shell's) are
   * the only ones the pages' Content-Security-Policy lets run.
   */
  template: string;
  /** The built app (dist-live). */
  clientDir: string;
  /** The database answers. */
  ready: () => Promise<boolean>;
  /** A stop was asked: not ready any more, and connections close after their answer. */
  draining: () => boolean;
  /**
   * The proxies in front of the server (0 or none: the connection is the
   * client): the public address comes from X-Forwarded-Proto and
   * X-Forwarded-Host, the client's from X-Forwarded-For.
   */
  trustProxy?: number;
  /**
   * The admin API answers only requests made on this machine (DEMO_ADMIN=local,
   * the demo admin of `npm run serve` on loopback): one that came through a
   * proxy, or names another host, gets 403, so that a proxy put in front of
   * such a server does not open the admin's public demo password to the world.
   */
  localAdminOnly?: boolean;
  log: Log;
}

/** Hashed file names never change: kept a year. The worker, pages and the rest are asked again. */
export function cacheControlOf(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(html|js|webmanifest)$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Whether the path answers data, not a page or a file: the API's and the health checks'. */
const isDataPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/healthz' || path === '/readyz';

/** Whether the client reached the site over https: itself, or by a trusted proxy's word. */
function isHttps(request: Request, trustProxy = 0): boolean {
  if (request.url.startsWith('https:')) return true;
  return trustProxy > 0 && first(request.headers.get('x-forwarded-proto')) === 'https';
}

/** The host names of this machine's loopback, as a Host header gives them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Headers a proxy adds: a request that has one came from somewhere else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether a request was made on this machine: it names a loopback host, and no
 * proxy forwarded it. (The server listens on loopback then, so its connections
 * come from this machine, a proxy's included.)
 */
function madeOnThisMachine(request: Request): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers.has(name))) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && !LOOPBACK_HOSTS.has(hostOf(origin) ?? '')) return false;
  return LOOPBACK_HOSTS.has(hostOf(request.url) ?? '');
}

/** An address's host name; none for what is not an address (an Origin of "null"). */
function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname;
  } catch {
    return undefined;
  }
}

/** The 403 of an admin call that did not come from this machine, to a demo server's admin. */
export const LOCAL_ADMIN_ONLY =
  'This server runs with the demo admin, which answers on this machine only: create an admin with npm run admin:create (README, "Admin sign-in") to sign in from elsewhere';

/** A path that names a file (it has an extension): never a page. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** The status logged for a request whose connection closed before its answer (nginx's). */
export const CLIENT_CLOSED = 499;

export function createSite(options: SiteOptions) {
  const app = new Hono<{ Variables: { file: boolean } }>();
  const shellPages = new Set(options.shellPages);
  const forPages = pageHeaders(inlineScriptHashes(options.template, options.shell));
  // The app's shell (the admin screens' page) is one file for the server's life.
  const shellTag = `"${createHash('sha256').update(options.shell).digest('base64url').slice(0, 27)}"`;

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (options.draining()) setHeader(c, 'Connection', 'close');
    for (const [name, value] of COMMON_HEADERS) setHeader(c, name, value);
    if (isDataPath(c.req.path)) {
      setHeader(c, 'Content-Security-Policy', API_POLICY);
    } else {
      for (const [name, value] of forPages) setHeader(c, name, value);
    }
    if (isHttps(c.req.raw, options.trustProxy)) setHeader(c, ...HSTS);
    options.log(
      requestLine({
        method: c.req.method,
        path: sentPath(c),
        // The connection closed before the answer could go out: the client
        // went away, or sent its request too slowly and Node answered 408.
        status: c.req.raw.signal.aborted ? CLIENT_CLOSED : c.res.status,
        durationMs: performance.now() - started,
      }),
    );
  });
  // Only a client that accepts a compressed answer gets one; the others' answers
  // go out as they are, without passing through the compressor.
  const compressor = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compressor(c, next) : next()));

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', async (c) => {
    const ready = !options.draining() && (await options.ready());
    return c.json({ status: ready ? 'ready' : 'unavailable' }, ready ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });

  // Read from the database each time, so a slug changed in the CMS is listed
  // at its new address; crawlers may keep it an hour, as the site's files.
  app.get('/sitemap.xml', async (c) => {
    try {
      return c.body(await options.sitemap(), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': cacheControlOf('/sitemap.xml'),
      });
    } catch {
      return c.text('The sitemap cannot be read now', 503, {
        'Cache-Control': 'no-store',
        'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
      });
    }
  });

  app.all('/api/*', async (c) => {
    if (options.localAdminOnly && isAdminPath(c.req.path) && !madeOnThisMachine(c.req.raw)) {
      return c.json({ error: LOCAL_ADMIN_ONLY }, 403, { 'Cache-Control': 'no-store' });
    }
    let request = options.trustProxy ? asForwarded(c.req.raw) : c.req.raw;
    // A write may be a public form's, counted per client against the rate limit,
    // or an admin sign-in, counted per client for the lockout; no admin call
    // keeps an address the client claimed.
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write || isAdminPath(c.req.path)) {
      request = withClientAddress(request, clientAddress(c, options.trustProxy));
    }
    const response = await options.api(request);
    if (!response.headers.has('Cache-Control')) {
      try {
        response.headers.set('Cache-Control', 'no-store');
      } catch {
        // An immutable answer (a network error) keeps its headers.
      }
    }
    return response;
  });

  app.use(async (c, next) => {
    await next();
    if (c.get('file')) c.res.headers.set('Cache-Control', cacheControlOf(c.req.path));
  });
  // A file asked again (the worker's update check, the manifest, the icons)
  // gets 304 while it is the same; the hashed /assets files are kept a year,
  // and not read through to be hashed.
  const tagFile = etag();
  app.use((c, next) =>
    isFilePath(c.req.path) && !c.req.path.startsWith('/assets/') ? tagFile(c, next) : next(),
  );
  app.use(
    serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => {
        c.set('file', true);
      },
    }),
  );

  app.get('*', async (c) => {
    const path = c.req.path;
    // A file that is not there, unless a browser asks for it as a page (an old
    // link to /about.html gets the site's not-found page), and an address with
    // a control character in it (%00, %0A: no page has one, and the router
    // would log it as it came), or a percent-escape that is no UTF-8 (%ff: the
    // router would warn of it in the log, in words the client chose).
    const asPage = c.req.header('accept')?.includes('text/html') ?? false;
    if ((isFilePath(path) && !asPage) || hasControlCharacter(path) || badEscape(c.req.url)) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    const headers = { 'Cache-Control': 'no-cache' };
    // In any case, as the app's router matches them.
    const shellPage = path.replace(/(.)\/+$/, '$1').toLowerCase();
    if (shellPages.has(shellPage)) {
      const tagged = { ...headers, ETag: shellTag };
      if (matchesAny(c.req.header('if-none-match'), shellTag)) return c.body(null, 304, tagged);
      return c.html(options.shell, 200, tagged);
    }
    const { search } = new URL(c.req.url);
    const page = await options.render(`${path}${search}`);
    if (page.etag && page.status === 200) {
      // The browser revalidates a no-cache page, the live worker's network-first
      // navigations too: unchanged, it keeps the copy it has.
      const tagged = { ...headers, ETag: page.etag };
      if (matchesAny(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, tagged);
      return c.html(page.html, 200, tagged);
    }
    if (page.status >= 500) {
      // A page without its data: neither the browser nor the live worker keeps
      // it (the worker gives back its last good copy), and a crawler comes back.
      return c.html(page.html, page.status === 503 ? 503 : 500, {
        'Cache-Control': 'no-store',
        ...(page.status === 503 && { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) }),
      });
    }
    return c.html(page.html, page.status === 404 ? 404 : 200, headers);
  });

  // Outside /api, every address is read only: a page, a file, a health check.
  app.notFound((c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? c.text('Not found', 404, { 'Cache-Control': 'no-store' })
      : c.text('Method not allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }),
  );
  app.onError((error, c) => {
    options.log(
      logLine('error', 'unhandled error', {
        method: c.req.method,
        path: c.req.path,
        error: errorText(error),
      }),
    );
    return c.text('Internal error', 500, { 'Cache-Control': 'no-store' });
  });
  return app;
}

/**
 * Sets a header of the answer already made. The answer's own headers are
 * changed where they can be: hono's c.header() would copy the whole answer
 * into a new Response first. An answer whose headers are immutable (a network
 * error) gets the copy.
 */
function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Whether an If-None-Match header names `etag`, by weak comparison (RFC 9110, 13.1.2). */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * The client's address: the connection's, or behind `proxies` trusted proxies
 * the X-Forwarded-For entry that many places from the right, the one the
 * outermost of them added. Entries to its left are the client's own word, which
 * would let it pass the forms' rate limit and the sign-in lockout as someone
 * new each time. A header a proxy did not write (no entry there, or not an IP
 * address) leaves the connection's address.
 */
export function forwardedClient(header: string | undefined, proxies: number): string | undefined {
  if (!header || proxies < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[Math.max(0, entries.length - proxies)];
  return entry !== undefined && isIP(entry) !== 0 ? entry : undefined;
}

/**
 * The request's path as the client sent it (Node's request target), without
 * its query: `c.req.path` is the URL parser's reading, which resolves
 * `/%2e%2e/` and decodes escapes, so the log would hide what was asked for.
 * A request made in process has no target: its URL's path, still escaped.
 */
function sentPath(c: Context): string {
  const target = (c.env as Partial<HttpBindings> | undefined)?.incoming?.url;
  const sent = typeof target === 'string' ? target : new URL(c.req.url).pathname;
  const end = sent.search(/[?#]/);
  return end === -1 ? sent : sent.slice(0, end);
}

function clientAddress(c: Context, trustProxy = 0): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not a Node connection (a request made in process).
    return 'unknown';
  }
}

/**
 * The request with the client's address in CLIENT_ADDRESS_HEADER, whatever the
 * client sent there: set in the request's own headers where they can change
 * (a Request made by the server, as the Fetch standard's "request" guard
 * allows), else in a copy of the request.
 */
export function withClientAddress(request: Request, address: string): Request {
  try {
    request.headers.set(CLIENT_ADDRESS_HEADER, address);
    if (request.headers.get(CLIENT_ADDRESS_HEADER) === address) return request;
  } catch {
    // Immutable headers: the copy below.
  }
  return copyWithClientAddress(request, address);
}

function copyWithClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  };
  return new Request(request.url, init);
}

/**
 * The request as its sender addressed it, from the proxy's X-Forwarded-Proto
 * and X-Forwarded-Host: the API compares a write's Origin with its own address.
 */
export function asForwarded(request: Request): Request {
  const proto = first(request.headers.get('x-forwarded-proto'));
  const host = first(request.headers.get('x-forwarded-host'));
  if (!proto && !host) return request;
  const url = new URL(request.url);
  let forwarded: URL;
  try {
    const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
    forwarded = new URL(`${url.pathname}${url.search}`, `${scheme}://${host ?? url.host}`);
  } catch {
    return request;
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  };
  return new Request(forwarded, init);
}

/** Whether a URL's path holds a percent-escape that does not decode (%ff, %E0%A4%A). */
function badEscape(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return false;
  } catch {
    return true;
  }
}
