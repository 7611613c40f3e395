import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

// The Playwright side of the benchmark: what JS and CSS a route loads, and how
// long a first visit and an offline reload take to show content. Timings are
// taken inside the page (performance.now(), whose origin is the navigation
// start) by a script that runs before the app's own code.

/**
 * Runs in the page before any of its scripts. Records, in ms since navigation
 * start: the first visible h1, the first match of `dataSelector` (data from
 * /api has arrived), the service worker's registration and states, and when
 * the page became controlled.
 * @param {{ dataSelector: string | null }} options
 */
function probe({ dataSelector }) {
  const marks = {};
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const now = () => performance.now();
  const container = navigator.serviceWorker;
  if (container) {
    marks.controlledAtStart = container.controller !== null;
    if (container.controller) marks.controlled = 0;
    container.addEventListener('controllerchange', () => {
      if (marks.controlled === undefined) marks.controlled = now();
    });
    void container.ready.then(() => {
      marks.ready = now();
    });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      if (marks.registerCalled === undefined) marks.registerCalled = now();
      const registering = register.apply(this, args);
      registering.then(
        (registration) => {
          marks.registered = now();
          const worker = registration.installing;
          if (!worker) return;
          worker.addEventListener('statechange', () => {
            const key = `worker_${worker.state}`;
            if (marks[key] === undefined) marks[key] = now();
          });
        },
        () => undefined,
      );
      return registering;
    };
  }
  const h1Visible = () => {
    const heading = document.querySelector('h1');
    if (!heading?.textContent?.trim()) return false;
    const box = heading.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(heading).visibility !== 'hidden';
  };
  const check = () => {
    if (marks.h1Visible === undefined && h1Visible()) {
      marks.h1Visible = now();
      marks.h1Text = document.querySelector('h1')?.textContent?.trim() ?? '';
    }
    if (dataSelector && marks.data === undefined && document.querySelector(dataSelector)) {
      marks.data = now();
    }
    // The page's markup: the server's (a first visit's) or the app's render of the shell.
    const root = document.getElementById('root');
    if (marks.app === undefined && root && root.children.length > 0) {
      marks.app = now();
    }
    return (
      marks.h1Visible !== undefined &&
      (!dataSelector || marks.data !== undefined) &&
      marks.app !== undefined
    );
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** In-flight requests of a page, to wait until its network is quiet. */
function trackNetwork(page) {
  const pending = new Set();
  let last = Date.now();
  const start = (request) => {
    pending.add(request);
    last = Date.now();
  };
  const end = (request) => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once no request has been open for `quietMs`. */
    async quiet(quietMs = 700, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - last >= quietMs) return;
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

/** Waits until the page's main thread has been idle once (idle-time loads have started). */
function idleOnce(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        if ('requestIdleCallback' in window)
          requestIdleCallback(() => done(true), { timeout: 6000 });
        else setTimeout(() => done(true), 1500);
      }),
  );
}

const sizeCache = new Map();

/** Raw and gzip (zlib default level) bytes of a built file, or null when it is not in the build. */
export async function fileSizes(root, pathname) {
  const file = normalize(join(root, pathname));
  if (!file.startsWith(normalize(root))) return null;
  if (!sizeCache.has(file)) {
    const bytes = await readFile(file).catch(() => null);
    sizeCache.set(file, bytes ? { raw: bytes.length, gzip: gzipSync(bytes).length } : null);
  }
  return sizeCache.get(file);
}

const kindOf = (pathname, resourceType) => {
  if (/\.m?js$/.test(pathname) || resourceType === 'script') return 'js';
  if (/\.css$/.test(pathname) || resourceType === 'stylesheet') return 'css';
  return null;
};

/**
 * Loads a route in a fresh context and adds up the same-origin JS and CSS it
 * requested (service-worker answers included), once the network is quiet
 * after the page's idle-time loads.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ baseUrl: string, root: string, path: string,
 *   localStorage?: Record<string, string>, expectH1?: string }} options
 */
export async function measureRoute(browser, { baseUrl, root, path, localStorage, expectH1 }) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    if (localStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, localStorage);
    }
    await context.addInitScript(probe, { dataSelector: null });
    const page = await context.newPage();
    const network = trackNetwork(page);
    /** @type {Map<string, { kind: string, via: Set<string> }>} */
    const files = new Map();
    const note = (url, kind, via) => {
      const entry = files.get(url) ?? { kind, via: new Set() };
      entry.via.add(via);
      files.set(url, entry);
    };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || url.pathname === '/sw.js') return;
      const kind = kindOf(url.pathname, request.resourceType());
      if (kind) note(url.pathname, kind, 'request');
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 30_000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    });
    for (let round = 0; round < 2; round += 1) {
      await network.quiet();
      await idleOnce(page);
    }
    await network.quiet();
    const seen = await page.evaluate(() => ({
      url: location.pathname,
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      marks: /** @type {any} */ (window).__benchMarks,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      documentLinks: [
        ...document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]'),
      ].map((link) => /** @type {HTMLLinkElement} */ (link).href),
      scripts: [...document.querySelectorAll('script[src]')].map(
        (script) => /** @type {HTMLScriptElement} */ (script).src,
      ),
    }));
    const startTimes = new Map();
    for (const resource of seen.resources) {
      const url = new URL(resource.name);
      if (url.origin !== origin) continue;
      if (!startTimes.has(url.pathname)) startTimes.set(url.pathname, resource.startTime);
      const kind = kindOf(url.pathname, '');
      if (kind && url.pathname !== '/sw.js') note(url.pathname, kind, 'performance');
    }
    for (const href of [...seen.documentLinks, ...seen.scripts]) {
      const url = new URL(href);
      const kind = kindOf(url.pathname, '');
      if (url.origin === origin && kind) note(url.pathname, kind, 'document');
    }
    const contentAt = seen.marks?.h1Visible ?? null;
    const list = [];
    const totals = {
      js: { raw: 0, gzip: 0, files: 0 },
      css: { raw: 0, gzip: 0, files: 0 },
      jsBeforeContent: { raw: 0, gzip: 0, files: 0 },
    };
    const missing = [];
    for (const [pathname, entry] of [...files.entries()].sort()) {
      const sizes = await fileSizes(root, pathname);
      const startTime = startTimes.get(pathname) ?? null;
      if (!sizes) {
        missing.push(pathname);
        continue;
      }
      const bucket = totals[entry.kind];
      bucket.raw += sizes.raw;
      bucket.gzip += sizes.gzip;
      bucket.files += 1;
      const beforeContent = startTime === null || contentAt === null || startTime <= contentAt;
      if (entry.kind === 'js' && beforeContent) {
        totals.jsBeforeContent.raw += sizes.raw;
        totals.jsBeforeContent.gzip += sizes.gzip;
        totals.jsBeforeContent.files += 1;
      }
      list.push({
        file: pathname,
        kind: entry.kind,
        ...sizes,
        requestedAtMs: startTime === null ? null : Math.round(startTime),
        seenBy: [...entry.via].sort(),
      });
    }
    const problems = [];
    if (seen.url !== new URL(`${baseUrl}${path}`).pathname) {
      problems.push(`ended on ${seen.url} instead of ${path}`);
    }
    if (expectH1 && !seen.h1.includes(expectH1)) {
      problems.push(`h1 is "${seen.h1}", expected "${expectH1}"`);
    }
    if (/404/.test(seen.h1)) problems.push(`h1 is "${seen.h1}"`);
    if (missing.length > 0) problems.push(`not in the build: ${missing.join(', ')}`);
    const notSeenByRequests = list
      .filter((file) => !file.seenBy.includes('request'))
      .map((file) => file.file);
    return {
      path,
      finalUrl: seen.url,
      h1: seen.h1,
      contentVisibleAtMs: contentAt === null ? null : Math.round(contentAt),
      ...totals,
      files: list,
      notSeenByRequestEvents: notSeenByRequests,
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * One first visit of `path` in a fresh context, then (once the worker controls
 * the page) an offline reload. Every figure is in ms since that document's
 * navigation start.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ baseUrl: string, path: string, dataSelector: string }} options
 */
export async function visitAndReloadOffline(browser, { baseUrl, path, dataSelector }) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const done = () => {
    const marks = /** @type {any} */ (window).__benchMarks;
    return (
      marks !== undefined &&
      marks.h1Visible !== undefined &&
      marks.data !== undefined &&
      marks.app !== undefined &&
      marks.controlled !== undefined &&
      marks.ready !== undefined
    );
  };
  const read = () => /** @type {any} */ (window).__benchMarks;
  try {
    await context.addInitScript(probe, { dataSelector });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(done, undefined, { timeout: 40_000, polling: 50 });
    const first = await page.evaluate(read);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(done, undefined, { timeout: 20_000, polling: 50 });
    const offline = await page.evaluate(read);
    return {
      firstVisit: {
        h1VisibleMs: first.h1Visible,
        dataMs: first.data,
        contentMs: Math.max(first.h1Visible, first.data),
        appMs: first.app,
        controlledMs: first.controlled,
        workerRegisterCalledMs: first.registerCalled ?? null,
        workerInstalledMs: first.worker_installed ?? null,
        workerActivatedMs: first.worker_activated ?? null,
        readyMs: first.ready,
        workerInstallMs:
          first.registerCalled === undefined ? null : first.ready - first.registerCalled,
      },
      offlineReload: {
        controlledAtStart: offline.controlledAtStart,
        h1VisibleMs: offline.h1Visible,
        dataMs: offline.data,
        contentMs: Math.max(offline.h1Visible, offline.data),
        appMs: offline.app,
      },
    };
  } finally {
    await context.close();
  }
}
