import { runInNewContext } from 'node:vm';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  type BootTable,
  type BootWindow,
  boot,
  bootScriptSource,
  bootTable,
} from '../../src/app/boot-script';
import { decodePathname, ROUTES_IN_MATCH_ORDER } from '../../src/app/route-table';

// index.html's boot script must start exactly what the app itself would read
// first for the same address (router.tsx's preloadPage, React Router's matching).

const ENTRY = { script: '/assets/index.js', preloads: ['/assets/runtime.js'] };

const KEY = 'worker-installed';

const table = bootTable(
  ENTRY,
  ROUTES_IN_MATCH_ORDER,
  (page) => [`/assets/${page}.js`, '/assets/shared.js'],
  KEY,
);

type Node = { tag: string; rel?: string; href?: string; type?: string; src?: string };

interface FakeOptions {
  /** A worker has controlled a page of the app in this browser before. */
  installed?: boolean;
  /** localStorage throws (blocked by the browser's settings). */
  storageBlocked?: boolean;
}

function fakeWindow(pathname: string, controlled: boolean, options: FakeOptions = {}) {
  const { installed = controlled, storageBlocked = false } = options;
  const added: Node[] = [];
  const fetched: Array<{ path: string; init: RequestInit }> = [];
  const parsed: Array<() => void> = [];
  const loaded: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const paintObservers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
  const win: BootWindow = {
    location: { pathname },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    document: {
      createElement: (tag) => ({ tag }) as Node,
      head: {
        appendChild: (node) => {
          added.push(node as Node);
          return node;
        },
      },
      addEventListener: (_type, listener) => parsed.push(listener),
    },
    localStorage: {
      getItem: (key) => {
        if (storageBlocked) throw new Error('SecurityError');
        return installed && key === KEY ? '1' : null;
      },
    },
    fetch: (path, init) => {
      fetched.push({ path, init });
      return Promise.resolve(new Response('{}'));
    },
    addEventListener: (_type, listener) => loaded.push(listener),
    PerformanceObserver: class {
      constructor(
        private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
      ) {}
      observe() {
        paintObservers.push(this.callback);
      }
      disconnect() {
        paintObservers.splice(paintObservers.indexOf(this.callback), 1);
      }
    },
    setTimeout: (callback) => timers.push(callback),
  };
  const run = (queue: Array<() => void>) => {
    while (queue.length > 0) queue.shift()?.();
  };
  const events = {
    /** The document has been parsed; `prerendered` says whether its snapshot showed. */
    parsed(prerendered: boolean) {
      if (prerendered) win.__prerendered = { reads: {} };
      run(parsed);
    },
    painted(name = 'first-contentful-paint') {
      for (const observer of [...paintObservers]) {
        observer({ getEntriesByName: (entry) => (entry === name ? [{}] : []) });
      }
    },
    loaded: () => run(loaded),
    timersFired: () => run(timers),
  };
  const links = () => added.filter((node) => node.tag === 'link');
  const scripts = () => added.filter((node) => node.tag === 'script');
  return { win, links, scripts, fetched, events };
}

/** What the app reads first for `pathname`, by React Router's own matching. */
function appReads(pathname: string) {
  for (const { path, page, reads } of ROUTES_IN_MATCH_ORDER) {
    const match = matchPath(path, decodePathname(pathname));
    if (match) return { page, reads: reads?.(match.params) ?? [] };
  }
  throw new Error(`no route for ${pathname}`);
}

const addresses = [
  '/',
  '/services',
  '/services/',
  '/SERVICES',
  '/services/staff-augmentation',
  '/services/custom-software-development',
  '/services/golang',
  '/services/DevOps/',
  '/services/mean-mern/extra',
  '/case-studies',
  '/case-studies/fintech-платформа',
  '/case-studies/a%20b',
  '/portfolio',
  '/team',
  '/blog',
  '/blog/why-we-ship-weekly',
  '/contact',
  '/admin-login',
  '/admin',
  '/admin/cms',
  '/admin/unknown',
  '/nowhere/at/all',
  '/blog/a/b',
];

describe('boot script', () => {
  it.each(addresses)('starts the reads and the page code the app needs for %s', (pathname) => {
    const { win, links, scripts, fetched } = fakeWindow(pathname, true);
    boot(table, win);
    const expected = appReads(pathname);
    expect(links().map((link) => link.rel)).toEqual([
      'modulepreload',
      'modulepreload',
      'modulepreload',
    ]);
    expect(links().map((link) => link.href)).toEqual([
      '/assets/runtime.js',
      `/assets/${expected.page}.js`,
      '/assets/shared.js',
    ]);
    expect(scripts()).toEqual([{ tag: 'script', type: 'module', src: '/assets/index.js' }]);
    expect(fetched.map((call) => call.path)).toEqual(expected.reads);
    expect(Object.keys(win.__bootReads ?? {})).toEqual(expected.reads);
    for (const call of fetched) {
      expect(call.init).toEqual({
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    }
  });

  it('encodes a slug the way the API client does', () => {
    const { win, fetched } = fakeWindow('/case-studies/caf%C3%A9%20bar', true);
    boot(table, win);
    expect(fetched.map((call) => call.path)).toEqual(['/api/case-studies/caf%C3%A9%20bar']);
  });

  it('after a hard reload (no worker in control, but one installed) reads nothing and loads the app at once', () => {
    const { win, links, scripts, fetched } = fakeWindow('/portfolio', false, { installed: true });
    boot(table, win);
    expect(fetched).toEqual([]);
    expect(win.__bootReads).toBeUndefined();
    expect(links()).toHaveLength(3);
    expect(scripts()).toHaveLength(1);
  });

  it('on a first visit with a prerendered snapshot, loads the app once it has painted and loaded', () => {
    const { win, links, scripts, fetched, events } = fakeWindow('/portfolio', false);
    boot(table, win);
    events.parsed(true);
    events.painted('first-paint');
    events.loaded();
    expect(scripts()).toEqual([]);
    expect(links()).toEqual([]);
    events.painted();
    expect(links().map((link) => link.href)).toEqual([
      '/assets/runtime.js',
      '/assets/portfolio.js',
      '/assets/shared.js',
    ]);
    expect(scripts().map((script) => script.src)).toEqual(['/assets/index.js']);
    expect(fetched).toEqual([]);
    // Later events start nothing twice.
    events.timersFired();
    expect(scripts()).toHaveLength(1);
  });

  it('on a first visit, waits for the load event after the paint', () => {
    const { win, scripts, events } = fakeWindow('/', false);
    boot(table, win);
    events.parsed(true);
    events.painted();
    expect(scripts()).toEqual([]);
    events.loaded();
    expect(scripts()).toHaveLength(1);
  });

  it('on a first visit in a tab that never paints, loads the app on its timer', () => {
    const { win, scripts, events } = fakeWindow('/blog', false);
    boot(table, win);
    events.parsed(true);
    events.loaded();
    expect(scripts()).toEqual([]);
    events.timersFired();
    expect(scripts()).toHaveLength(1);
  });

  it('on a first visit without a snapshot, loads the app once the document is parsed', () => {
    const { win, scripts, events } = fakeWindow('/admin', false);
    boot(table, win);
    expect(scripts()).toEqual([]);
    events.parsed(false);
    expect(scripts()).toHaveLength(1);
  });

  it('with storage blocked (so no snapshot can show) loads the app at once', () => {
    const { win, scripts } = fakeWindow('/', false, { storageBlocked: true });
    boot(table, win);
    expect(scripts()).toHaveLength(1);
  });

  it('with the worker in control, / starts its read and its app at once', () => {
    const { win, scripts, fetched } = fakeWindow('/', true);
    boot(table, win);
    expect(fetched.map((call) => call.path)).toEqual(['/api/homepage']);
    expect(scripts()).toHaveLength(1);
  });

  it('runs from its embedded source text, as index.html runs it', () => {
    const { win, links, scripts, fetched } = fakeWindow('/blog/why-we-ship-weekly', true);
    runInNewContext(bootScriptSource(table), { window: win });
    expect(fetched.map((call) => call.path)).toEqual(['/api/blog/why-we-ship-weekly']);
    expect(links()[1]?.href).toBe('/assets/blog-post.js');
    expect(scripts()[0]?.src).toBe('/assets/index.js');
  });

  it('lists each chunk once and points every route at its own', () => {
    const shared: BootTable = bootTable(
      ENTRY,
      ROUTES_IN_MATCH_ORDER,
      (page) => ['/assets/shared.js', `/assets/${page}.js`],
      KEY,
    );
    expect(shared.files.filter((file) => file === '/assets/shared.js')).toHaveLength(1);
    expect(new Set(shared.files).size).toBe(shared.files.length);
    for (const route of shared.routes) expect(route.modules).toHaveLength(2);
  });
});

describe('technology pages in the route table', () => {
  it('sends each of the six addresses to the technology page, and other slugs to the services', () => {
    for (const slug of ['mean-mern', 'golang', 'ai-ml', 'java', 'dotnet', 'devops']) {
      expect(appReads(`/services/${slug}`)).toEqual({
        page: 'technology',
        reads: [
          `/api/technologies/${slug}`,
          '/api/services',
          '/api/case-studies',
          '/api/portfolio',
        ],
      });
    }
    expect(appReads('/services/cloud-devops').page).toBe('service-landing');
    expect(appReads('/services/golang-extra').page).toBe('service-landing');
  });
});
