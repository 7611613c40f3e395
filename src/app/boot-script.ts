import type { PageName, RouteEntry } from './route-table';

// index.html's boot script: the first thing that runs on every page load. It
// loads the app's script, and for the route in the address bar it starts,
// before that (much larger) script has been evaluated,
// - the page's code: a modulepreload link for each of its chunks;
// - the page's `/api` reads, when the service worker (the backend) already
//   controls the page; the API client then takes those answers instead of
//   asking again (api-client.ts). On a first visit no worker answers yet, and
//   the app asks once it does.
// The build writes it into index.html from the route table (vite.config.ts).

export interface BootRoute {
  /** A route pattern, as in the route table ('/blog/:slug', '*'). */
  pattern: string;
  /** The `/api` paths the page reads, with `__param_<name>__` for each param. */
  reads: string[];
  /** The page's chunks that the app's entry does not already load (indexes into `files`). */
  modules: number[];
}

export interface BootTable {
  /** The app's entry script, and the chunks it imports at once (the build's own modulepreloads). */
  entry: { script: string; preloads: string[] };
  /** The localStorage key that says a worker has controlled a page here (first-visit.ts). */
  installedKey: string;
  /** Chunk URLs, each once (many pages share chunks). */
  files: string[];
  routes: BootRoute[];
}

const placeholder = (name: string) => `__param_${name}__`;

/** The boot script's table: each route's reads as templates, and its chunks. */
export function bootTable(
  entry: BootTable['entry'],
  routes: RouteEntry[],
  modulesOf: (page: PageName) => string[],
  installedKey: string,
): BootTable {
  const files: string[] = [];
  const indexOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  return {
    entry,
    installedKey,
    files,
    routes: routes.map(({ path, page, reads }) => {
      const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
      return {
        pattern: path,
        reads: reads?.(params) ?? [],
        modules: modulesOf(page).map(indexOf),
      };
    }),
  };
}

/** The window the boot script reads and writes (only what it uses, so tests can fake it). */
export interface BootWindow {
  location: { pathname: string };
  navigator: { serviceWorker?: { controller: unknown } };
  document: {
    createElement(tag: 'link' | 'script'): {
      rel?: string;
      href?: string;
      type?: string;
      src?: string;
    };
    head: { appendChild(node: unknown): unknown };
    addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
  };
  localStorage: { getItem(key: string): string | null };
  fetch(path: string, init: RequestInit): Promise<Response>;
  addEventListener(type: 'load', listener: () => void): void;
  PerformanceObserver?: new (
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
  setTimeout(callback: () => void, ms: number): unknown;
  __bootReads?: Record<string, Promise<Response>>;
  /** Set by a prerendered page's own script when its snapshot shows (scripts/prerender.mjs). */
  __prerendered?: unknown;
}

/**
 * Runs in the page as a classic inline script, so it is self-contained (no
 * imports, no helpers from outside): the build embeds its source text. Matching
 * follows React Router's rules as the router uses them: the first route in table
 * order whose pattern matches the whole path, case-insensitively, a trailing
 * slash allowed, `:param` one segment, `*` anything.
 */
export function boot({ entry, installedKey, files, routes }: BootTable, win: BootWindow): void {
  const controlled = Boolean(win.navigator.serviceWorker?.controller);
  const preload = (href: string) => {
    const link = win.document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    win.document.head.appendChild(link);
  };
  let modules: number[] = [];
  let readsOf = () => {};
  const segments = win.location.pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    let matched = parts[parts.length - 1] === '*' || parts.length === segments.length;
    for (let index = 0; matched && index < parts.length; index++) {
      const part = parts[index] ?? '';
      const segment = segments[index];
      if (part === '*') break;
      if (segment === undefined) matched = false;
      else if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          params[part.slice(1)] = segment;
        }
      } else if (part.toLowerCase() !== segment.toLowerCase()) matched = false;
    }
    if (!matched) continue;
    modules = route.modules;
    readsOf = () => {
      if (controlled) {
        const reads: Record<string, Promise<Response>> = {};
        for (const template of route.reads) {
          const path = template.replace(/__param_(\w+)__/g, (_, name: string) =>
            encodeURIComponent(params[name] ?? ''),
          );
          const answer = win.fetch(path, {
            credentials: 'include',
            headers: { Accept: 'application/json' },
          });
          // A failed early read is asked again by the app; it must not go unhandled here.
          answer.catch(() => undefined);
          reads[path] = answer;
        }
        win.__bootReads = reads;
      }
    };
    break;
  }
  const start = () => {
    const script = win.document.createElement('script');
    script.type = 'module';
    script.src = entry.script;
    win.document.head.appendChild(script);
    for (const href of entry.preloads) preload(href);
    for (const file of modules) preload(files[file] ?? '');
  };
  // A first visit may show the page's prerendered snapshot, which its own
  // script, further down the document, decides. When it does, the app's code
  // starts once the snapshot has painted and its images and fonts have loaded,
  // so on a slow link the page's own bytes come first. Everywhere else (a
  // controlled page's snapshot comes from the worker's cache, with nothing to
  // wait for) the app starts at once. The code is asked for before
  // the reads: the worker serves files from its cache at once, while a read
  // waits on its database.
  let installed = true;
  try {
    installed = controlled || win.localStorage.getItem(installedKey) !== null;
  } catch {
    // Storage blocked: no snapshot shows either.
  }
  if (installed) start();
  else {
    win.document.addEventListener('DOMContentLoaded', () => {
      if (!win.__prerendered) {
        start();
        return;
      }
      let waiting = 2;
      let started = false;
      const ready = () => {
        waiting--;
        if (waiting === 0) once();
      };
      const once = () => {
        if (started) return;
        started = true;
        start();
      };
      win.addEventListener('load', ready);
      try {
        const Observer = win.PerformanceObserver;
        if (!Observer) throw new Error('no PerformanceObserver');
        const observer = new Observer((list) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          ready();
        });
        observer.observe({ type: 'paint', buffered: true });
      } catch {
        ready();
      }
      // A page in a background tab does not paint: it starts anyway.
      win.setTimeout(once, 3000);
    });
  }
  readsOf();
}

/** The inline script's source: `boot` applied to the table and the page's window. */
export function bootScriptSource(table: BootTable): string {
  return `(${boot.toString()})(${JSON.stringify(table)}, window);`;
}
