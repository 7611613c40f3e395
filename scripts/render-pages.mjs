// Build step: every public page rendered into an HTML file of its own
// (dist/index.html for /, dist/portfolio.html for /portfolio, dist/404.html
// for an address the site does not have), by the app's one render function
// (src/entry-server.tsx) in Node, with the data the standalone backend answers
// from a freshly seeded store (mocks/seeded-api.ts): the same answers a first
// visitor's worker gives. No browser is involved.
//
// The worker serves none of these files: a navigation it answers gets the app
// shell (shell.html, written here before vite-plugin-pwa lists what it
// precaches), which renders from the store at once. The pages are for a first
// visit and for crawlers; the admin screens, which depend on a session in the
// browser, are the shell too.

import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { SHELL, SHELL_PAGES, serverDirOf, TEMPLATE } from './lib/site-files.mjs';

export { SHELL, SHELL_PAGES, serverDirOf, TEMPLATE };
/** The page a static host answers an unknown address with (status 404). */
export const NOT_FOUND_FILE = '404.html';

/**
 * The file a static host serves for a page's path: `/` is index.html, any other
 * path its "clean URL" file (/portfolio is portfolio.html, /blog/x is
 * blog/x.html), as Vite's preview, Netlify, Vercel or Cloudflare Pages serve it.
 * @param {string} path
 */
export function fileOf(path) {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || /[\\/\0]/.test(segment)) {
      throw new Error(`render-pages: no file for ${path}`);
    }
  }
  if (segments.length === 0) return 'index.html';
  return `${join(...segments)}.html`;
}

/** In live mode, the server's entry, bundled into `${serverDir}/server.js`. */
const SERVER_ENTRY = 'server/start.ts';

/**
 * Two plugins: `shell` writes the app shell (index.html with no page in it) and
 * goes before vite-plugin-pwa, which precaches it; `pages` renders every public
 * page and goes after it, so that none of them is precached.
 *
 * In live mode (`live: true`) no page is rendered at build time: the server
 * renders each one per request from its database. `pages` then bundles the
 * server (server/start.ts, which loads server/main.ts with the same render
 * function) into the server folder, moves the template (the built index.html)
 * there, since it is no page of its own, and copies the database migrations
 * beside the bundle.
 * @param {{ live?: boolean }} [options]
 * @returns {{ shell: import('vite').Plugin, pages: import('vite').Plugin }}
 */
export function renderPlugins({ live = false } = {}) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** @type {string} */
  let template = '';
  const shell = {
    name: 'app-shell',
    apply: /** @type {const} */ ('build'),
    configResolved(/** @type {import('vite').ResolvedConfig} */ resolved) {
      config = resolved;
    },
    writeBundle: {
      order: /** @type {const} */ ('post'),
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        template = await readFile(join(outDir, 'index.html'), 'utf8');
        // Before vite-plugin-pwa lists what to precache: the worker's answer to every navigation.
        await writeFile(
          join(outDir, SHELL),
          template.replace('<!--app-head-->', () => '<title>Brightline Labs</title>'),
        );
      },
    },
  };
  const pages = {
    name: 'render-pages',
    apply: /** @type {const} */ ('build'),
    closeBundle: {
      order: /** @type {const} */ ('post'),
      sequential: true,
      async handler() {
        const started = Date.now();
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = serverDirOf(outDir);
        if (live) {
          await buildServer(config, serverDir, { server: resolve(config.root, SERVER_ENTRY) });
          await rename(join(outDir, TEMPLATE), join(serverDir, TEMPLATE));
          await cp(resolve(config.root, 'server/pg/migrations'), join(serverDir, 'migrations'), {
            recursive: true,
          });
          this.info(`built the server into ${serverDir} in ${Date.now() - started} ms`);
          return;
        }
        await buildServer(config, serverDir, {
          'entry-server': resolve(config.root, 'src/entry-server.tsx'),
          'seeded-api': resolve(config.root, 'mocks/seeded-api.ts'),
        });
        const load = (name) => import(pathToFileURL(join(serverDir, `${name}.js`)).href);
        const { renderPage, publicPagePaths, sitemapXml } = await load('entry-server');
        const { answer } = await load('seeded-api');
        /** @param {string} path */
        const read = async (path) =>
          (await answer(new Request(new URL(path, 'http://localhost')))).json();
        const write = async (/** @type {string} */ file, /** @type {string} */ html) => {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        };
        // The public pages with the seeded store's slugs, and the sign-in page.
        const publicPaths = await publicPagePaths(read);
        await write('sitemap.xml', sitemapXml(publicPaths));
        const paths = [...publicPaths, '/admin-login'];
        let bytes = 0;
        for (const path of paths) {
          const page = await renderPage(path, template, answer);
          if (page.status !== 200) this.error(`render-pages: ${path} answered ${page.status}`);
          bytes += page.html.length;
          await write(fileOf(path), page.html);
        }
        // NOT_FOUND_PATH of src/app/route-table.ts: the page names no address for it.
        const notFound = await renderPage('/404', template, answer);
        await write(NOT_FOUND_FILE, notFound.html);
        const shell = await readFile(join(outDir, SHELL), 'utf8');
        for (const path of SHELL_PAGES) await write(fileOf(path), shell);
        this.info(
          `rendered ${paths.length} pages in ${Date.now() - started} ms (${(bytes / 1000).toFixed(0)} kB of HTML)`,
        );
      },
    },
  };
  return { shell, pages };
}

/**
 * Vite's SSR build of `input` into `serverDir`, with the app's mode and
 * constants: the render function and what calls it, for Node.
 * @param {import('vite').ResolvedConfig} config
 * @param {string} serverDir
 * @param {Record<string, string>} input
 */
async function buildServer(config, serverDir, input) {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    define: config.define,
    plugins: [react()],
    build: {
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { input },
    },
  });
}
