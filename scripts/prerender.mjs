// Build step: the landing page's first screen as plain HTML and CSS in
// index.html, so a first visit paints it before any JavaScript has run (the
// largest paint of a phone on a slow network no longer waits for ~150 kB of
// script). Chromium renders the built app once, with the service worker blocked,
// exactly as a first visit's first render looks (the data still on its way);
// its DOM and its run-time styles go into index.html, shown only at `/`.
//
// The snapshot is inert (nothing in it can be clicked or focused, and it is
// out of the accessibility tree); the app replaces it with the same markup on
// its first render. Runs in `closeBundle` before vite-plugin-pwa computes the
// precache manifest, so the worker precaches the final index.html.
//
// Without Chromium (PRERENDER=0, or no browser at CHROMIUM_PATH or
// /usr/bin/chromium) the build says so and leaves index.html as it was.

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.mjs';

const TEMPLATE_ID = 'prerendered-home';

/** @typedef {{ html: string, css: string, images?: string[], stylesheets?: Record<string, string> }} Snapshot */

/** @returns {import('vite').Plugin} */
export function prerenderHome() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
        if (process.env.PRERENDER === '0') {
          this.info('no prerendered home page: PRERENDER=0');
          return;
        }
        if (!existsSync(executablePath)) {
          this.warn(`no prerendered home page: Chromium not found at ${executablePath}`);
          return;
        }
        const started = Date.now();
        const snapshot = await snapshotHome(outDir, executablePath);
        const file = join(outDir, 'index.html');
        const indexHtml = await readFile(file, 'utf8');
        /** @type {Record<string, string>} */
        const stylesheets = {};
        for (const [, href] of indexHtml.matchAll(
          /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
        )) {
          if (href) stylesheets[href] = await readFile(join(outDir, href), 'utf8');
        }
        await writeFile(file, withSnapshot(indexHtml, { ...snapshot, stylesheets }));
        this.info(
          `prerendered / in ${Date.now() - started} ms: ${(snapshot.html.length / 1000).toFixed(1)} kB HTML, ${(snapshot.css.length / 1000).toFixed(1)} kB CSS`,
        );
      },
    },
  };
}

/**
 * @param {string} root
 * @param {string} executablePath
 * @returns {Promise<Snapshot>}
 */
async function snapshotHome(root, executablePath) {
  const { chromium } = await import('@playwright/test');
  const server = await startStaticServer({ root });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      const css = [...document.styleSheets]
        .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
        .filter((sheet) => /** @type {HTMLStyleElement} */ (sheet.ownerNode).dataset.emotion)
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      // Background images of the first screen (the hero's is its largest paint).
      const images = new Set();
      for (const element of root.querySelectorAll('*')) {
        if (element.getBoundingClientRect().top >= window.innerHeight) continue;
        const match = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage);
        if (match?.[1]?.startsWith(location.origin))
          images.add(match[1].slice(location.origin.length));
      }
      return { html: root.innerHTML, css, images: [...images] };
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * @param {string} indexHtml
 * @param {Snapshot} snapshot
 */
export function withSnapshot(indexHtml, { html, css, images = [], stylesheets = {} }) {
  if (!indexHtml.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  }
  // The styles travel with the markup: parsed only where the snapshot shows,
  // and gone with it once the app has rendered (emotion has its own copy then).
  // Only a first visit shows it: its content is the build's, and once the worker
  // is in control the stored content may have been edited since (the app then
  // renders the real page at once, from the worker's cache and store).
  const style = `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  const template =
    `<template id="${TEMPLATE_ID}"><div inert style="display:contents">${style}${html}</div></template>` +
    `<script>if(location.pathname==='/'&&!(navigator.serviceWorker&&navigator.serviceWorker.controller)){var t=document.getElementById('${TEMPLATE_ID}');` +
    `document.getElementById('root').appendChild(t.content);}</script>`;
  const preloads = images
    .map((href) => `<link rel="preload" as="image" href="${href.replaceAll('"', '&quot;')}">`)
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
  return page
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${template}`);
}
