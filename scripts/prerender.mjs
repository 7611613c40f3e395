// Build step: every public page as plain HTML and CSS, in a file of its own
// (dist/index.html for /, dist/portfolio.html for /portfolio, and so on), so a
// first visit paints the page's content before the app's code has loaded, and
// every page has its own title and description in its HTML. Chromium loads the
// built app with its service worker, which answers from a freshly seeded store
// exactly what a first visitor's worker will answer; each page's DOM, its
// run-time styles, its title and description, and the `/api` answers it read
// go into its file.
//
// A first visit shows the snapshot: no worker controls the page, and none was
// ever installed in this browser (the app notes that in localStorage, see
// src/app/first-visit.ts), so the store can only hold the seed. The app then
// renders its first screen from the same answers (src/api/content.ts), which
// is the same markup: the snapshot is replaced without a flash, and the app
// asks the worker again once it controls the page. The snapshot is inert
// (nothing in it can be clicked or focused, and it is out of the
// accessibility tree) until then.
//
// The worker precaches every page (their list, with a digest of each answer a
// page was rendered from, is written into the built worker here) and answers
// a navigation with its page only while the store gives the same answers,
// marking it so that its snapshot shows (mocks/prerendered-pages.ts): an
// offline reload paints its content before the app's code has run. Otherwise,
// and for the admin screens, it answers with the app shell (shell.html), which
// renders from the stored content. A page from the network once a worker has
// controlled one here (a hard reload) never shows its snapshot: it cannot tell
// whether the store was edited.

// Without Chromium (PRERENDER=0, or no browser at CHROMIUM_PATH or
// /usr/bin/chromium) the build says so and the pages stay empty until the app
// renders them.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.mjs';

export const TEMPLATE_ID = 'prerendered-page';
export const READS_ID = 'prerendered-reads';
export const SHELL = 'shell.html';
/** The worker's list of prerendered pages, replaced in the built worker (mocks/sw.ts). */
export const PAGES_PLACEHOLDER = 'self.__PRERENDERED_PAGES';
/** Must match mocks/prerendered-pages.ts: the worker's mark that a page's snapshot is current. */
export const CURRENT_META = 'prerendered-current';
/** Must match src/app/emotion-cache.ts. */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/**
 * @typedef {{
 *   path: string,
 *   html: string,
 *   css: string,
 *   title?: string,
 *   description?: string,
 *   images?: string[],
 *   reads?: Record<string, unknown>,
 * }} Snapshot
 */

/**
 * The worker's app shell: index.html as the build wrote it, before any page is
 * prerendered into it. Written before vite-plugin-pwa lists what to precache.
 * @returns {import('vite').Plugin}
 */
export function appShell() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      async handler() {
        await copyFile(join(outDir, 'index.html'), join(outDir, SHELL));
      },
    },
  };
}

/**
 * @param {{ installedKey: string, scrollKey?: string }} options
 * @returns {import('vite').Plugin}
 */
export function prerenderPages({ installedKey, scrollKey }) {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After vite-plugin-pwa: the pages are rendered by the built worker.
      order: 'post',
      sequential: true,
      async handler() {
        const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
        if (process.env.PRERENDER === '0') {
          this.info('no prerendered pages: PRERENDER=0');
          return;
        }
        if (!existsSync(executablePath)) {
          this.warn(`no prerendered pages: Chromium not found at ${executablePath}`);
          return;
        }
        const started = Date.now();
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        /** @type {Record<string, string>} */
        const stylesheets = {};
        for (const [, href] of indexHtml.matchAll(
          /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
        )) {
          if (href) stylesheets[href] = await readFile(join(outDir, href), 'utf8');
        }
        const snapshots = await snapshotPages(outDir, executablePath);
        let bytes = 0;
        /** @type {ReturnType<typeof workerEntry>[]} */
        const entries = [];
        for (const snapshot of snapshots) {
          const file = join(outDir, fileOf(snapshot.path));
          const page = withSnapshot(indexHtml, snapshot, { installedKey, scrollKey, stylesheets });
          bytes += page.length;
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, page);
          entries.push(workerEntry(snapshot, page));
        }
        // The worker precaches the pages and serves each while it shows what
        // the store holds (mocks/prerendered-pages.ts).
        const worker = join(outDir, 'sw.js');
        const source = await readFile(worker, 'utf8');
        if (!source.includes(PAGES_PLACEHOLDER)) {
          this.error(`prerender: the built worker has no ${PAGES_PLACEHOLDER} to fill in`);
        }
        await writeFile(
          worker,
          source.replaceAll(PAGES_PLACEHOLDER, () => `(${scriptJson(entries)})`),
        );
        this.info(
          `prerendered ${snapshots.length} pages in ${Date.now() - started} ms (${(bytes / 1000).toFixed(0)} kB of HTML)`,
        );
      },
    },
  };
}

/**
 * The worker's entry for a prerendered page: its file (as the precache lists
 * it), a revision, and a digest of each `/api` answer it was rendered from,
 * which the worker compares with the store's answers before serving it.
 * @param {Snapshot} snapshot
 * @param {string} html the page's file
 */
export function workerEntry(snapshot, html) {
  const sha256 = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');
  return {
    path: snapshot.path,
    url: fileOf(snapshot.path).split('/').map(encodeURIComponent).join('/'),
    revision: sha256(html).slice(0, 32),
    reads: Object.fromEntries(
      Object.entries(snapshot.reads ?? {}).map(([path, answer]) => [
        path,
        sha256(JSON.stringify(answer)),
      ]),
    ),
  };
}

/**
 * The file a static host serves for a page's path: `/` is index.html, any other
 * path its "clean URL" file (/portfolio is portfolio.html, /blog/x is
 * blog/x.html), as Vite's preview, Netlify, Vercel or Cloudflare Pages serve it.
 */
export function fileOf(path) {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || /[\\/\0]/.test(segment)) {
      throw new Error(`prerender: no file for ${path}`);
    }
  }
  if (segments.length === 0) return 'index.html';
  return `${join(...segments)}.html`;
}

/**
 * The public pages, with the slugs the seeded store holds.
 * @param {(path: string) => Promise<any>} read
 */
async function pagePaths(read) {
  /** @type {{ slug: string }[]} */
  const services = await read('/api/services');
  // A build capped to an earlier store schema (VITE_DB_SCHEMA_VERSION < 3, the
  // previous release in the update test) has no technology pages: 404 JSON.
  const technologyAnswer = await read('/api/technologies');
  /** @type {{ slug: string }[]} */
  const technologies = Array.isArray(technologyAnswer) ? technologyAnswer : [];
  /** @type {{ slug: string }[]} */
  const caseStudies = await read('/api/case-studies');
  /** @type {{ slug: string }[]} */
  const posts = await read('/api/blog');
  const under = (base, items) => items.map((item) => `${base}/${encodeURIComponent(item.slug)}`);
  const paths = [
    '/',
    '/services',
    ...under('/services', services),
    ...under('/services', technologies),
    '/case-studies',
    ...under('/case-studies', caseStudies),
    '/portfolio',
    '/team',
    '/blog',
    ...under('/blog', posts),
    '/contact',
    '/admin-login',
  ];
  return [...new Set(paths)];
}

/**
 * @param {string} root
 * @param {string} executablePath
 * @returns {Promise<Snapshot[]>}
 */
async function snapshotPages(root, executablePath) {
  const { chromium } = await import('@playwright/test');
  const server = await startStaticServer({ root });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    // Every public /api answer a page reads, and how many reads are running.
    await context.addInitScript(() => {
      const state = { running: 0, reads: /** @type {Record<string, unknown>} */ ({}) };
      Object.defineProperty(window, '__prerender', { value: state });
      const fetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const method = (
          init?.method ?? (input instanceof Request ? input.method : 'GET')
        ).toUpperCase();
        const isRead =
          url.origin === location.origin &&
          method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/admin') &&
          !url.pathname.startsWith('/api/__');
        if (!isRead) return fetch(input, init);
        state.running++;
        try {
          const response = await fetch(input, init);
          if (response.ok) {
            state.reads[`${url.pathname}${url.search}`] = await response.clone().json();
          }
          return response;
        } finally {
          state.running--;
        }
      };
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const paths = await pagePaths((path) =>
      page.evaluate((url) => fetch(url).then((response) => response.json()), path),
    );
    /** @type {Snapshot[]} */
    const snapshots = [];
    for (const path of paths)
      snapshots.push(await snapshotPage(page, `${server.url}${path}`, path));
    return snapshots;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * One page, controlled by the worker, once it has settled: its reads answered,
 * its fonts loaded, nothing changed for a few frames, and then the browser idle
 * (no render left to run, such as the part below the first screen) with still
 * nothing changed.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {string} path
 * @returns {Promise<Snapshot>}
 */
async function snapshotPage(page, url, path) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(
    () =>
      new Promise((done, fail) => {
        const state = /** @type {any} */ (window).__prerender;
        let quiet = 0;
        let last = '';
        const timeout = setTimeout(
          () => fail(new Error(`${location.pathname} never settled`)),
          30_000,
        );
        const html = () => document.getElementById('root')?.innerHTML ?? '';
        const check = () => {
          const root = document.getElementById('root');
          const now = html();
          const settled =
            state.running === 0 &&
            document.fonts.status === 'loaded' &&
            root?.querySelector('h1') !== null &&
            root?.querySelector('[aria-busy="true"]') === null &&
            now === last;
          last = now;
          quiet = settled ? quiet + 1 : 0;
          if (quiet < 5) {
            requestAnimationFrame(check);
            return;
          }
          requestIdleCallback(() => {
            if (html() === last && state.running === 0) {
              clearTimeout(timeout);
              done(undefined);
            } else {
              quiet = 0;
              requestAnimationFrame(check);
            }
          });
        };
        requestAnimationFrame(check);
      }),
  );
  const snapshot = await page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    // The rules as emotion wrote them (the app's cache writes text while
    // prerendering): never re-serialised through the CSSOM, which drops the
    // value of a shorthand that holds a var().
    const css = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent ?? '')
      .join('\n');
    return {
      html: root.innerHTML,
      css,
      title: document.title,
      description:
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
      reads: /** @type {any} */ (window).__prerender.reads,
    };
  });
  // Every page of the site has its footer: one without it was taken too early.
  if (!path.startsWith('/admin') && !snapshot.html.includes('<footer')) {
    throw new Error(`prerender: ${path} has no footer yet; its snapshot would be partial`);
  }
  // The images of the first screen, on a desktop and on a phone: the largest
  // paint is often one of them.
  const images = new Set();
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 412, height: 823 },
  ]) {
    await page.setViewportSize(viewport);
    for (const image of await page.evaluate(firstScreenImages)) images.add(image);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return { path, ...snapshot, html: deferImages(snapshot.html, images), images: [...images] };
}

/** A transparent pixel: what a deferred image shows until the app renders the page. */
export const DEFERRED_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The snapshot's images outside its first screen (on a desktop and on a phone)
 * wait for the app: their address moves to data-src. Lazy loading alone would
 * still fetch those near the first screen at once, and on a slow link they
 * would share it with the first screen's own fonts and images. The app, which
 * replaces the snapshot within moments, renders them as usual; their boxes
 * keep their size meanwhile (every image has its width and height).
 * @param {string} html the snapshot's markup
 * @param {Set<string>} firstScreen same-origin paths of the first screen's images
 */
export function deferImages(html, firstScreen) {
  return html.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(/ src="([^"]*)"/, (attribute, src) =>
      firstScreen.has(src.replaceAll('&amp;', '&'))
        ? attribute
        : ` src="${DEFERRED_IMAGE}" data-src="${src}"`,
    ),
  );
}

/** Same-origin images (elements and backgrounds) that show in the first screen. */
function firstScreenImages() {
  const root = document.getElementById('root');
  const images = new Set();
  if (!root) return [];
  for (const element of root.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.top >= window.innerHeight || box.bottom <= 0 || box.width === 0) continue;
    const sources = [];
    if (element instanceof HTMLImageElement) sources.push(element.currentSrc || element.src);
    const match = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage);
    if (match?.[1]) sources.push(new URL(match[1], location.href).href);
    for (const source of sources) {
      if (source.startsWith(`${location.origin}/`))
        images.add(source.slice(location.origin.length));
    }
  }
  return [...images];
}

/**
 * The names of emotion's class rules in `css` (`.css-1x2y3z` is `1x2y3z`), each
 * once, in order: what the app's emotion notes as inserted when it finds them in a
 * prerendered page's style element (src/app/emotion-cache.ts).
 * @param {string} css
 */
export function emotionNames(css) {
  return [...new Set([...css.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1] ?? ''))];
}

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON that cannot end the script element it is in, nor open a comment. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * index.html with a page's snapshot: its markup and styles in an inert template
 * that shows on a first visit to that page or when the worker marks it as
 * current, its reads, its title and
 * description, and preloads for its first screen's images.
 * @param {string} indexHtml
 * @param {Snapshot} snapshot
 * @param {{ installedKey: string, scrollKey?: string, stylesheets?: Record<string, string> }} options
 */
export function withSnapshot(indexHtml, snapshot, { installedKey, scrollKey, stylesheets = {} }) {
  const { path, html, css, title, description, images = [], reads = {} } = snapshot;
  if (!indexHtml.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  }
  // The styles travel with the markup: parsed only where the snapshot shows.
  // They are emotion's own rules: where the snapshot shows they move into the
  // head, where they stay, and the app's emotion notes the class names they
  // hold as inserted (src/app/emotion-cache.ts) instead of compiling and
  // inserting each rule again while it replaces the snapshot.
  const names = emotionNames(css).join(' ');
  const style = `<style ${PRERENDERED_CSS_ATTRIBUTE}="${escapeAttribute(names)}">${css.replaceAll('</style', '<\\/style')}</style>`;
  const show =
    '(function(){try{var w=navigator.serviceWorker;' +
    `var m=document.querySelector('meta[name="${CURRENT_META}"]');` +
    `if(!m&&(w&&w.controller||localStorage.getItem(${scriptJson(installedKey)})))return;` +
    // A page the worker serves that reopens scrolled (a reload, Back, a #hash)
    // waits for the app, which restores the place: the snapshot would show its
    // top first, then jump.
    (scrollKey
      ? `if(m){if(location.hash)return;var k=history.state&&history.state.key;` +
        `if((JSON.parse(sessionStorage.getItem(${scriptJson(scrollKey)})||'{}')||{})[typeof k==='string'?k:'default'])return;}`
      : '') +
    "var p=location.pathname;if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);" +
    `if(decodeURIComponent(p)!==${scriptJson(decodeURIComponent(path))})return;` +
    `var r=document.getElementById('${READS_ID}'),c=document.getElementById('${TEMPLATE_ID}').content,s=c.querySelector('style');` +
    'if(s)document.head.appendChild(s);' +
    "document.getElementById('root').appendChild(c);" +
    'window.__prerendered={reads:JSON.parse(r.textContent)};' +
    '}catch(e){}})();';
  const body =
    `<template id="${TEMPLATE_ID}"><div inert style="display:contents">${style}${html}</div></template>` +
    `<script type="application/json" id="${READS_ID}">${scriptJson(reads)}</script>` +
    `<script>${show}</script>`;
  const preloads = images
    .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}">`)
    .join('');
  // The app's own small stylesheet (fonts, keyframes) inline: one round trip less
  // before the first paint.
  let page = indexHtml;
  for (const [href, text] of Object.entries(stylesheets)) {
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    );
    page = page.replace(link, () => `<style>${text.replaceAll('</style', '<\\/style')}</style>`);
  }
  if (title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start, end) => `${start}${escapeAttribute(description)}${end}`,
    );
  }
  return page
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${body}`);
}
