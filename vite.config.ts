import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { staticGlobalCss } from './scripts/chakra-global-css.mjs';
import { chakraInSteps } from './scripts/chakra-steps.mjs';
import { appShell, prerenderPages } from './scripts/prerender.mjs';
import { bootScriptSource, bootTable } from './src/app/boot-script';
import { INSTALLED_KEY } from './src/app/first-visit';
import { SCROLL_POSITIONS_KEY } from './src/app/layout/scroll-key';
import { manifest } from './src/app/manifest';
import { ROUTES_IN_MATCH_ORDER } from './src/app/route-table';
import { themeSystem } from './src/theme';

// One service worker (mocks/sw.ts) is both the standalone backend and the
// precache. injectManifest lets us write it ourselves; the app registers it with
// workbox-window (src/app/sw-registration.ts), so no register script is injected.

// The version the admin area shows; a release build may set its own.
const appVersion = process.env.VITE_APP_VERSION || pkg.version;

const GLOBALS_MODULE = 'virtual:chakra-globals.css';
const GLOBALS_ID = '/__chakra-globals.css';

export default defineConfig({
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
  },
  plugins: [
    react(),
    // Chakra's global styles are static CSS (scripts/chakra-global-css.mjs), and
    // the browser's Chakra computes them only if asked, which the app never does
    // (src/theme/index.ts): the first render skips some 40 ms of work.
    {
      name: 'chakra-static-globals',
      enforce: 'pre',
      resolveId: (id) => (id === GLOBALS_MODULE ? GLOBALS_ID : undefined),
      load: (id) => (id === GLOBALS_ID ? staticGlobalCss(themeSystem()) : undefined),
      transform(code, id) {
        if (!id.includes('/@chakra-ui/react/dist/esm/styled-system/system.js')) return;
        const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
        const field = '    _global,\n';
        if (!code.includes(eager) || !code.includes(field)) {
          this.error("chakra-static-globals: Chakra's createSystem changed; update the patch");
        }
        return code
          .replace(eager, '  let _globalStyles;\n')
          .replace(
            field,
            '    get _global() {\n      return (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
          );
      },
    },
    // createSystem in steps the app runs a task apart (scripts/chakra-steps.mjs).
    {
      name: 'chakra-system-in-steps',
      enforce: 'pre',
      transform(code, id) {
        try {
          return chakraInSteps(id, code);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
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
    // index.html's boot script (src/app/boot-script.ts) loads the app's script;
    // the route's chunks and, with the worker in control, its /api reads start
    // before that script has been evaluated.
    {
      name: 'boot-script',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html, context) => {
          const chunks = Object.values(context.bundle ?? {}).filter(
            (output) => output.type === 'chunk',
          );
          const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
          const closure = (start: string[]) => {
            const seen = new Set<string>();
            const visit = (file: string) => {
              if (seen.has(file)) return;
              seen.add(file);
              for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
            };
            for (const file of start) visit(file);
            return seen;
          };
          const loadedByEntry = closure(
            chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          );
          // The app's entry script and its modulepreloads move into the boot script.
          const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
          const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
          const entryScript = html.match(script)?.[1];
          if (!entryScript) throw new Error('boot-script: index.html has no module script');
          const entryPreloads = [...html.matchAll(preload)].map((match) => match[1] ?? '');
          const rest = html.replace(script, '').replace(preload, '');
          const table = bootTable(
            { script: entryScript, preloads: entryPreloads },
            ROUTES_IN_MATCH_ORDER,
            (page) => {
              const pageChunk = chunks.find((chunk) =>
                chunk.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
              );
              if (!pageChunk) throw new Error(`boot-script: no chunk for src/pages/${page}.tsx`);
              return [...closure([pageChunk.fileName])]
                .filter((file) => !loadedByEntry.has(file))
                .map((file) => `/${file}`);
            },
            INSTALLED_KEY,
          );
          // Ahead of any stylesheet link: an inline script waits for the stylesheets before it.
          const stylesheet = rest.indexOf('<link rel="stylesheet"');
          const at = stylesheet >= 0 ? stylesheet : rest.indexOf('</head>');
          return `${rest.slice(0, at)}<script>${bootScriptSource(table)}</script>\n    ${rest.slice(at)}`;
        },
      },
    },
    // shell.html, the worker's app shell, before VitePWA lists what it precaches.
    appShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'mocks',
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
        // index.html (and every page prerendered after this) is for a first
        // visit, from the network; a controlled page gets shell.html
        // (scripts/prerender.mjs).
        globIgnores: ['screenshots/**', 'sw.js', 'index.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: true, type: 'module' },
    }),
    // After VitePWA: the worker renders the pages; none of their files is precached.
    prerenderPages({ installedKey: INSTALLED_KEY, scrollKey: SCROLL_POSITIONS_KEY }),
  ],
  build: {
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
});
