import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { pageStart } from './scripts/page-start.mjs';
import { NOT_FOUND_FILE, renderPlugins } from './scripts/render-pages.mjs';
import { manifest } from './src/app/manifest.ts';

// One service worker (mocks/sw.ts) is both the standalone backend and the
// precache. injectManifest lets us write it ourselves; the app registers it with
// workbox-window (src/app/sw-registration.ts), so no register script is injected.
//
// `vite build --mode live` (npm run build:live) builds the live mode instead:
// the app for a server that answers /api itself (server/main.ts), into
// dist-live/, with a worker that only caches (src/live/sw.ts: no msw, Dexie or
// seed), and the server's bundle into dist-live-server/.

// The version the admin area shows; a release build may set its own.
const appVersion = process.env.VITE_APP_VERSION || pkg.version;

export default defineConfig(({ mode }) => {
  const live = mode === 'live';
  const rendering = renderPlugins({ live });
  return {
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
      // Who answers /api: the app's own worker (standalone) or the server (live).
      'import.meta.env.VITE_API_MODE': JSON.stringify(live ? 'live' : 'standalone'),
    },
    plugins: [
      react(),
      // The version in index.html too, so a deployment can be told from the page.
      {
        name: 'app-version',
        transformIndexHtml: (html) => html.replace('%APP_VERSION%', appVersion),
      },
      // The two fonts of the first screen (their basic ranges, src/theme/fonts.css)
      // load with the page, not after the stylesheet asked for them: the text
      // paints once, in its own font, and does not shift when the font arrives.
      {
        name: 'preload-fonts',
        apply: 'build',
        transformIndexHtml: {
          order: 'post',
          handler: (_html, context) =>
            Object.keys(context.bundle ?? {})
              .filter((file) =>
                /\/(inter|space-grotesk)-basic-wght-normal-[^/]+\.woff2$/.test(`/${file}`),
              )
              .sort()
              .map((file) => ({
                tag: 'link',
                attrs: {
                  rel: 'preload',
                  href: `/${file}`,
                  as: 'font',
                  type: 'font/woff2',
                  crossorigin: '',
                },
                injectTo: 'head' as const,
              })),
        },
      },
      // The stylesheet written into the page, the app started after its first
      // paint (scripts/page-start.mjs): before the shell and the pages are made of it.
      pageStart(),
      // The app shell, precached (scripts/render-pages.mjs).
      rendering.shell,
      // `vite preview` answers an address the site does not have as a static
      // host does: the rendered not-found page, with status 404.
      {
        name: 'preview-not-found',
        configurePreviewServer(server) {
          const outDir = server.config.build.outDir;
          server.middlewares.use((request, response, next) => {
            const path = decodeURI((request.url ?? '/').split('?')[0] ?? '/');
            const isPage =
              (request.method === 'GET' || request.method === 'HEAD') &&
              /text\/html|\*\/\*|^$/.test(request.headers.accept ?? '') &&
              !/\.[a-z0-9]+$/i.test(path) &&
              !path.startsWith('/api/');
            const file = path === '/' ? 'index.html' : `${path.replace(/\/+$/, '')}.html`;
            if (!isPage || existsSync(join(outDir, file))) return next();
            response.statusCode = 404;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(readFileSync(join(outDir, NOT_FOUND_FILE)));
          });
        },
      },
      VitePWA({
        strategies: 'injectManifest',
        srcDir: live ? 'src/live' : 'mocks',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest,
        // The manifest's icons are matched by the glob below; robots.txt and
        // sitemap.xml are for crawlers, never for the app offline.
        includeManifestIcons: false,
        injectManifest: {
          // Everything the app needs offline: JS, CSS, fonts (the Latin subsets
          // src/theme/fonts.css declares are the only ones emitted), images and icons.
          // manifest.webmanifest is added by the plugin itself.
          globPatterns: ['**/*.{js,css,html,svg,png,jpg,jpeg,webp,avif,woff2,ico}'],
          // Screenshots are only for the install dialog; sw.js is the worker itself.
          // index.html (and every page rendered after this) is for a visit from
          // the network; the worker answers navigations with shell.html
          // (scripts/render-pages.mjs).
          globIgnores: ['screenshots/**', 'sw.js', 'index.html'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: true, type: 'module' },
      }),
      // After VitePWA: every public page, rendered in Node, none of them precached.
      rendering.pages,
    ],
    build: {
      outDir: live ? 'dist-live' : 'dist',
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Every browser the app supports preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically goes into one chunk with it,
            // instead of a dozen small files (each one a request, through the
            // service worker too, and each compressed on its own). Chakra's theme
            // barrel would drag every recipe the lazy chunks use into that chunk
            // if dependencies were followed, so they are not: a recipe lands in
            // the entry only if the theme (src/theme/index.ts) uses it.
            groups: [
              {
                name: 'initial',
                tags: ['$initial'],
                includeDependenciesRecursively: false,
                test: (id: string) =>
                  !/[\\/]theme[\\/]recipes[\\/](?!(badge|button|card|container|heading|icon|link|separator|spinner)\.js)/.test(
                    id,
                  ),
              },
            ],
          },
        },
        // Chakra's theme is built with define* calls at module level; marking them
        // pure lets the recipes the site does not use drop out of the bundle.
        treeshake: {
          manualPureFunctions: [
            'defineConfig',
            'defineRecipe',
            'defineSlotRecipe',
            'defineTokens',
            'defineSemanticTokens',
            'defineKeyframes',
            'defineTextStyles',
            'defineLayerStyles',
            'defineAnimationStyles',
            'defineGlobalStyles',
            'createAnatomy',
            'anatomy',
            'mergeConfigs',
          ],
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
  };
});
