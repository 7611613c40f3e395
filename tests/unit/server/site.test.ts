import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../backend/create-api';
import { CLIENT_ADDRESS_HEADER } from '../../../backend/rate-limit';
import { BackendDb, resetToSeed } from '../../../mocks/db';
import { createDexieStore } from '../../../mocks/dexie-store';
import { API_POLICY, inlineScriptHashes } from '../../../server/security-headers';
import {
  asForwarded,
  CLIENT_CLOSED,
  cacheControlOf,
  createSite,
  type SiteOptions,
} from '../../../server/site';
import { ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';
import { ADMIN_HEADERS } from '../../../src/contract/endpoints';
import { IF_MATCH_HEADER } from '../../../src/contract/versions';

// The live server's routes (server/site.ts), with a stand-in API and renderer:
// what each kind of address gets, its cache headers, the health checks and the
// request log.

let clientDir = '';

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'site-test-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'index-AbC123.js'), 'console.info(1)');
  await writeFile(join(clientDir, 'sw.js'), 'self');
  await writeFile(join(clientDir, 'favicon.svg'), '<svg/>');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

/** A page template as the build writes it: a script that runs, one that loads, and data. */
const TEMPLATE = [
  '<html><head><script>document.documentElement.classList.add("dark")</script></head>',
  '<body><div id="root"><!--app-html--></div>',
  '<script type="application/json" id="app-state">{"queries":[]}</script>',
  '<script type="module" src="/assets/index-AbC123.js"></script>',
  "<script>(function(){document.title='loader'})()</script></body></html>",
].join('');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function site(overrides: Partial<SiteOptions> = {}) {
  const lines: Record<string, unknown>[] = [];
  const rendered: string[] = [];
  const app = createSite({
    api: async (request) =>
      Response.json({ path: new URL(request.url).pathname, url: request.url }),
    sitemap: async () => '<urlset><url><loc>https://brightlinelabs.dev/</loc></url></urlset>',
    render: async (url) => {
      rendered.push(url);
      return url.startsWith('/missing')
        ? { status: 404, html: '<h1>404 Page Not Found</h1>' }
        : { status: 200, html: `<h1>Page ${url}</h1>` };
    },
    shell: '<div id="root"></div>',
    template: TEMPLATE,
    shellPages: ['/admin', '/admin/cms'],
    clientDir,
    ready: async () => true,
    draining: () => false,
    log: (line) => lines.push(JSON.parse(line)),
    ...overrides,
  });
  const get = (path: string, init?: RequestInit) =>
    app.request(`http://localhost${path}`, init) as Promise<Response>;
  return { app, get, lines, rendered };
}

describe('the live site', () => {
  it('renders a page per request, with its query, and answers a missing one 404', async () => {
    const { get, rendered } = site();
    const page = await get('/blog?category=AI');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Page /blog?category=AI</h1>');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const missing = await get('/missing/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
    expect(rendered).toEqual(['/blog?category=AI', '/missing/page']);
  });

  it('answers a write to a page, a file or a health check 405, naming GET and HEAD, without rendering it', async () => {
    const { get, rendered } = site();
    for (const path of ['/services', '/no-such-page', '/favicon.svg', '/healthz', '/readyz']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const res = await get(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    expect(rendered).toEqual([]);
    // The API answers its own methods.
    expect((await get('/api/contact', { method: 'POST' })).status).toBe(200);
  });

  it('answers an address with a control character 404 without rendering it', async () => {
    const { get, rendered, lines } = site();
    for (const path of ['/%00', '/services%0A', '/%0a%7B%22msg%22:%22forged%22%7D%0a', '/a%7F']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    expect(rendered).toEqual([]);
    // Each request's line is one JSON line, its path escaped within it.
    expect(lines.map((line) => line.status)).toEqual([404, 404, 404, 404]);
  });

  it('answers an address whose percent-escape is no UTF-8 404 without rendering it', async () => {
    const { get, rendered } = site();
    for (const path of ['/%ff', '/services/%ff', '/case-studies/%E0%A4%A', '/blog/%ff%22%7D%20x']) {
      const res = await get(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    expect(rendered).toEqual([]);
    // An escape that decodes is a page's address as any other.
    expect((await get('/services/caf%C3%A9', { headers: { Accept: 'text/html' } })).status).toBe(
      200,
    );
    expect(rendered).toEqual(['/services/café']);
  });

  it('tags a page with what it was made from, and answers 304 to a client that has it', async () => {
    let etag = 'W/"v1"';
    const { get } = site({
      render: async (url) =>
        url.startsWith('/missing')
          ? { status: 404, html: '<h1>404 Page Not Found</h1>', etag }
          : { status: 200, html: `<h1>Page ${url} ${etag}</h1>`, etag },
    });
    const first = await get('/team', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('W/"v1"');
    expect(first.headers.get('cache-control')).toBe('no-cache');

    for (const ifNoneMatch of ['W/"v1"', '"v1"', 'W/"v0", W/"v1"', '*']) {
      const again = await get('/team', {
        headers: { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': 'gzip' },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe('W/"v1"');
      expect(again.headers.get('content-encoding')).toBeNull();
      expect(again.headers.get('x-frame-options')).toBe('DENY');
      expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
    }

    // Made from something else since: the whole page again, with its new tag.
    etag = 'W/"v2"';
    const changed = await get('/team', { headers: { 'If-None-Match': 'W/"v1"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<h1>Page /team W/"v2"</h1>');
    expect(changed.headers.get('etag')).toBe('W/"v2"');

    // A 404 is never a match, nor tagged.
    const missing = await get('/missing/page', { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('answers a file or the app shell asked again 304 while it is the same; /assets are not hashed', async () => {
    const { get } = site();
    for (const path of ['/sw.js', '/favicon.svg', '/admin', '/admin/cms']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[^"]+"$/);
      const again = await get(path, { headers: { 'If-None-Match': tag ?? '' } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(tag);
      expect(again.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
      const other = await get(path, { headers: { 'If-None-Match': '"something-else"' } });
      expect(other.status, path).toBe(200);
    }
    // The worker's tag follows its content.
    const before = (await get('/sw.js')).headers.get('etag');
    await writeFile(join(clientDir, 'sw.js'), 'self.version = 2');
    expect((await get('/sw.js')).headers.get('etag')).not.toBe(before);
    await writeFile(join(clientDir, 'sw.js'), 'self');
    expect((await get('/assets/index-AbC123.js')).headers.get('etag')).toBeNull();
  });

  it('gives the admin screens the app shell, without rendering them', async () => {
    const { get, rendered } = site();
    for (const path of ['/admin', '/admin/', '/admin/cms', '/ADMIN', '/Admin/CMS/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<div id="root"></div>');
    }
    expect(rendered).toEqual([]);
  });

  it('serves the built files: hashed assets for a year, the worker asked again', async () => {
    const { get } = site();
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.info(1)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    // A file the build does not have is not a page.
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
    // Unless a browser asks for it as a page (an old link to /about.html): then
    // it gets the site's not-found page, rendered for the address.
    const { get: getPage, rendered } = site({
      render: async (url) => {
        rendered.push(url);
        return { status: 404, html: `<h1>404 Page Not Found</h1><p>${url}</p>` };
      },
    });
    const oldLink = await getPage('/about.html', {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(oldLink.status).toBe(404);
    expect(await oldLink.text()).toContain('404 Page Not Found');
    expect(oldLink.headers.get('content-type')).toMatch(/^text\/html/);
    expect(rendered).toEqual(['/about.html']);
  });

  it('sends /api to the API core, never cached', async () => {
    const { get } = site();
    const response = await get('/api/services?x=1', { headers: { Accept: 'application/json' } });
    expect(await response.json()).toEqual({
      path: '/api/services',
      url: 'http://localhost/api/services?x=1',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('with the demo admin for this machine only, answers an admin call that came from elsewhere 403, before the API sees it', async () => {
    const { app } = site({ localAdminOnly: true });
    const call = (url: string, headers: Record<string, string> = {}) =>
      app.request(url, { method: 'POST', headers }) as Promise<Response>;
    const session = '/api/admin/session';
    // Made on this machine: the API answers (the stand-in echoes the path).
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const local = await call(`http://${host}${session}`, { Origin: `http://${host}` });
      expect(local.status, host).toBe(200);
      expect(await local.json()).toMatchObject({ path: session });
    }
    // A proxy's request: it forwarded, it names the public host, or a page elsewhere sent it.
    for (const [url, headers] of [
      [`http://127.0.0.1:3000${session}`, { 'X-Forwarded-For': '203.0.113.9' }],
      [`http://127.0.0.1:3000${session}`, { 'X-Real-IP': '203.0.113.9' }],
      [`http://127.0.0.1:3000${session}`, { Forwarded: 'for=203.0.113.9' }],
      [`http://127.0.0.1:3000${session}`, { 'X-Forwarded-Host': 'www.example.com' }],
      [`http://www.example.com${session}`, {}],
      [`http://127.0.0.1:3000${session}`, { Origin: 'https://www.example.com' }],
      [`http://127.0.0.1:3000${session}`, { Origin: 'null' }],
      ['http://www.example.com/api//Admin/contact-submissions', {}],
    ] as const) {
      const refused = await call(url, headers);
      expect(refused.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
      expect((await refused.json()).error).toMatch(/^This server runs with the demo admin/);
    }
    // The public API is everyone's.
    expect((await call(`http://www.example.com/api/contact`)).status).toBe(200);
    // Without the setting, the admin API is reached from anywhere (its sign-in decides).
    const open = site().app;
    expect(
      (await open.request(`http://www.example.com${session}`, { method: 'POST' })).status,
    ).toBe(200);
  });

  it('answers /healthz while the process runs and /readyz while the database answers', async () => {
    let ready = true;
    let draining = false;
    const { get } = site({ ready: async () => ready, draining: () => draining });
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).status).toBe(200);
    ready = false;
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });
    ready = true;
    draining = true;
    expect((await get('/readyz')).status).toBe(503);
    expect((await get('/healthz')).headers.get('connection')).toBe('close');
  });

  it('answers the sitemap from the database, as XML crawlers may keep an hour', async () => {
    const { get } = site();
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toContain('<loc>https://brightlinelabs.dev/</loc>');
  });

  it('logs the path as the client sent it, not as the URL parser resolved it', async () => {
    const { app, lines } = site();
    const sent = [
      '/%2e%2e/%2e%2e/package.json',
      '/.%2e/.%2e/etc/passwd?x=1',
      '/x%3C/script%3E',
      '/%0A',
    ];
    for (const target of sent) {
      // Node's request target, as @hono/node-server hands it on.
      const url = new URL(target, 'http://localhost').href;
      await app.request(url, {}, { incoming: { url: target } });
    }
    expect(lines.map(({ path }) => path)).toEqual([
      '/%2e%2e/%2e%2e/package.json',
      '/.%2e/.%2e/etc/passwd',
      '/x%3C/script%3E',
      '/%0A',
    ]);
  });

  it('logs one line per request with its method, path (no query), status and duration', async () => {
    const { get, lines } = site();
    await get('/contact?email=someone@example.com');
    await get('/missing');
    await get('/api/services', { method: 'POST' });
    expect(lines.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/contact', status: 200 },
      { method: 'GET', path: '/missing', status: 404 },
      { method: 'POST', path: '/api/services', status: 200 },
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'info', msg: 'request' });
      expect(typeof line.durationMs).toBe('number');
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
    }
  });

  it('logs 499 for a request whose connection closed before its answer, not the answer it never got', async () => {
    // Node answers a client that sends too slowly 408 itself and closes the
    // connection; the app's own answer (a 400 for the body cut short) never goes out.
    const { get, lines } = site();
    const closed = new AbortController();
    const pending = get('/api/contact', { method: 'POST', signal: closed.signal });
    closed.abort();
    await pending.catch(() => undefined);
    await get('/api/contact', { method: 'POST' });
    expect(lines.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/api/contact', status: CLIENT_CLOSED },
      { path: '/api/contact', status: 200 },
    ]);
  });

  it('answers 500 and logs the error when a render fails', async () => {
    const { get, lines } = site({
      render: async () => {
        throw new Error('render broke');
      },
    });
    const response = await get('/');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal error');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'unhandled error', path: '/' });
    expect(String(lines[0]?.error)).toContain('render broke');
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'request', status: 500 });
  });

  it('reads the public address from a trusted proxy only', async () => {
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'brightlinelabs.dev' };
    const trusted = site({ trustProxy: 1 });
    expect((await (await trusted.get('/api/x', { headers })).json()).url).toBe(
      'https://brightlinelabs.dev/api/x',
    );
    const direct = site();
    expect((await (await direct.get('/api/x', { headers })).json()).url).toBe(
      'http://localhost/api/x',
    );
    const posted = asForwarded(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{"a":1}',
      }),
    );
    expect(posted.url).toBe('https://brightlinelabs.dev/api/contact');
    expect(await posted.json()).toEqual({ a: 1 });
  });

  it('keeps pages and the worker out of long caches', () => {
    expect(cacheControlOf('/assets/app-1a2b3c.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/shell.html')).toBe('no-cache');
    expect(cacheControlOf('/manifest.webmanifest')).toBe('no-cache');
  });
});

describe('the API core without its control path', () => {
  it('answers every form of the control path 404 and the contract as before', async () => {
    const store = createDexieStore(new BackendDb('live-control-path'));
    const live = createApi({ store, logRequests: false, controlPath: false });
    const standalone = createApi({ store, logRequests: false });
    const paths = [
      '/api/__mock/config',
      '//api/__mock/config',
      '/API/__MOCK/config',
      '/api/%5F%5Fmock/config',
      '/api/__mock/config/',
    ];
    for (const path of paths) {
      const response = await live(new Request(`http://localhost${path}`));
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
    const reset = await live(
      new Request('http://localhost/api/__mock/reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(reset.status).toBe(404);
    expect((await standalone(new Request('http://localhost/api/__mock/config'))).status).toBe(200);
    expect((await standalone(new Request('http://localhost//api/__mock/config'))).status).toBe(200);
    expect((await live(new Request('http://localhost/api/services'))).status).toBe(200);
  });
});

describe("an edit's version through the compressor", () => {
  it('comes back strong in the 412, so that the edit can be sent again with it', async () => {
    const db = new BackendDb('live-edit-version');
    await resetToSeed(db);
    const api = createApi({ store: createDexieStore(db), logRequests: false });
    const { get } = site({ api });
    const member = (await (await get('/api/team')).json())[0];
    const { id, name, role, description, imageUrl } = member;
    const edit = (ifMatch: string) =>
      get(`/api/team/${id}`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Encoding': 'gzip',
          [ADMIN_HEADERS.username]: ADMIN_CREDENTIALS.username,
          [ADMIN_HEADERS.password]: ADMIN_CREDENTIALS.password,
          [IF_MATCH_HEADER]: ifMatch,
        },
        body: JSON.stringify({ id, name, role: `${role} and more`, description, imageUrl }),
      });
    const refused = await edit('"00000000000000"');
    expect(refused.status).toBe(412);
    const version = refused.headers.get('etag') ?? '';
    expect(version).toMatch(/^"[^"]+"$/);
    const again = await edit(version);
    expect(again.status).toBe(200);
  });
});

describe('the client address the rate limit counts by', () => {
  const seen = (overrides: Partial<SiteOptions> = {}) => {
    const addresses: (string | null)[] = [];
    const { get } = site({
      api: async (request) => {
        addresses.push(request.headers.get(CLIENT_ADDRESS_HEADER));
        return Response.json({}, { status: 201 });
      },
      ...overrides,
    });
    const send = (headers: Record<string, string>, path = '/api/newsletter', method = 'POST') =>
      get(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: method === 'GET' ? undefined : '{}',
      });
    return { addresses, send };
  };

  it('is set by the server on every write, whatever the client sent', async () => {
    const { addresses, send } = seen();
    await send({ [CLIENT_ADDRESS_HEADER]: '192.0.2.99', 'X-Forwarded-For': '192.0.2.98' });
    // A request made in process has no connection: one client for all.
    expect(addresses).toEqual(['unknown']);
  });

  it('comes from X-Forwarded-For behind a trusted proxy: the entry the proxy added', async () => {
    const { addresses, send } = seen({ trustProxy: 1 });
    await send({ 'X-Forwarded-For': '198.51.100.4', [CLIENT_ADDRESS_HEADER]: 'x' });
    // A proxy appends the address it saw; what is to its left the client wrote.
    await send({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.4' });
    await send({ 'X-Forwarded-For': '10.1.1.1,2001:db8::7' });
    expect(addresses).toEqual(['198.51.100.4', '198.51.100.4', '2001:db8::7']);
  });

  it('behind two proxies, is the entry the outer one added', async () => {
    const { addresses, send } = seen({ trustProxy: 2 });
    await send({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.4, 10.0.0.1' });
    // Fewer entries than proxies: the furthest there is.
    await send({ 'X-Forwarded-For': '198.51.100.5' });
    expect(addresses).toEqual(['198.51.100.4', '198.51.100.5']);
  });

  it("is the connection's when the entry is not an address: no one makes up a new client", async () => {
    const { addresses, send } = seen({ trustProxy: 1 });
    await send({ 'X-Forwarded-For': `198.51.100.4, ${'x'.repeat(6000)}` });
    await send({ 'X-Forwarded-For': '198.51.100.4, ' });
    await send({ 'X-Forwarded-For': 'unknown' });
    expect(addresses).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('is set on the admin sign-in and on every admin call, reads included', async () => {
    const { addresses, send } = seen({ trustProxy: 1 });
    const proxied = { 'X-Forwarded-For': '198.51.100.7', [CLIENT_ADDRESS_HEADER]: '10.9.9.9' };
    await send(proxied, '/api/admin/session');
    await send(proxied, '/api/admin/session', 'DELETE');
    await send(proxied, '/api/admin/session', 'GET');
    await send({ [CLIENT_ADDRESS_HEADER]: '10.9.9.9' }, '/api/admin/audit-log', 'GET');
    expect(addresses).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7', 'unknown']);
  });
});

describe('the security headers', () => {
  const policyOf = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '').split(/;\s*/).map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );

  it('let a page run only the built files and the template inline scripts, and forbid framing', async () => {
    const { get } = site();
    for (const path of ['/', '/blog', '/admin', '/assets/index-AbC123.js', '/missing/page']) {
      const response = await get(path);
      const policy = policyOf(response);
      expect(policy.get('script-src'), path).toEqual([
        "'self'",
        ...[
          sha256('document.documentElement.classList.add("dark")'),
          sha256("(function(){document.title='loader'})()"),
        ].sort(),
      ]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      // Plain http: no HSTS, which would lock a browser out of a site with no https.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('give the API answers and the health checks a policy that loads nothing and forbids framing', async () => {
    const { get } = site();
    for (const path of ['/api/services', '/healthz', '/readyz']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toBe(API_POLICY);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('keep browsers on https once the site is reached over it, by a proxy only when trusted', async () => {
    const https = { headers: { 'X-Forwarded-Proto': 'https' } };
    const trusted = await site({ trustProxy: 1 }).get('/', https);
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const untrusted = await site().get('/', https);
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const direct = await site().app.request('https://localhost/api/services');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('hash only the inline scripts a browser runs, as their exact text', () => {
    expect(inlineScriptHashes(TEMPLATE, '<div id="root"></div>')).toHaveLength(2);
    expect(
      inlineScriptHashes('<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT>'),
    ).toEqual([sha256('a()'), sha256('b()')].sort());
    expect(
      inlineScriptHashes(
        '<script type="application/json">{}</script><script src="/x.js"></script><script type="module" src="/y.js"></script>',
      ),
    ).toEqual([]);
  });
});
