import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { createEmotionCache } from './app/emotion-cache';
import { type PageName, pageOf } from './app/route-table';
import { loadPage } from './app/router';
import { ApiError, type ApiTransport, answerApiWith } from './lib/api-client';
import { headMarkup, type PageMeta } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';

// The one way a page is rendered outside the browser: React renders the app in
// Node with the data the API answers for the page's reads, emotion's styles
// are extracted from that render (its documented server rendering), and the
// page's head, markup, styles and data go into the app's HTML template. The
// browser's script hydrates the same markup from the same data (src/main.tsx).
// The build renders every public page with it from the seeded store
// (scripts/render-pages.mjs).

/** Where the render's parts go in the built index.html. */
// The build's sitemap comes from the same module as its pages (scripts/render-pages.mjs).
export { publicPagePaths, sitemapXml } from './app/sitemap';

export const SLOTS = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  state: '<!--app-state-->',
};

export interface RenderedPage {
  /**
   * 200; 404 when the address or the item it names does not exist; a read's
   * own status when the server could not answer it (503: its database out of
   * reach, 500: a fault), since the page then shows no data.
   */
  status: number;
  /** The page module that renders it. */
  page: PageName;
  html: string;
  /**
   * With a cache: what the page's markup was made from (its address and its
   * data), the same exactly when a render would give the same markup. Absent
   * for a page rendered anew every time.
   */
  key?: string;
}

/** A page's render: what goes into the template's head and body. */
export interface RenderedMarkup {
  head: string;
  markup: string;
}

/**
 * Renders kept for reuse (the live server's, server/render-cache.ts). A page's
 * markup is a pure function of its address and the data its reads answered, so
 * a render is found again under both: the next request that reads the same
 * data gets the same markup without rendering, and an edit, which changes the
 * data, is a new key.
 */
export interface RenderCache {
  get(key: string): RenderedMarkup | undefined;
  set(key: string, rendered: RenderedMarkup): void;
}

/**
 * The key of a page's render: its address and every read's key and data.
 * Undefined when a read failed: an error page is rendered each time.
 */
function renderKey(url: string, queries: readonly Query[]): string | undefined {
  if (queries.some(({ state }) => state.status !== 'success')) return undefined;
  return `${url}\n${JSON.stringify(queries.map(({ queryHash, state }) => [queryHash, state.data]))}`;
}

/** A JSON text that is safe inside a script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Renders the page at `url` (path and query) into `template`, the built
 * index.html, with the data `answer` gives for its reads. With `cache`, a
 * render of the same address over the same data is taken from it.
 */
export async function renderPage(
  url: string,
  template: string,
  answer: ApiTransport,
  cache?: RenderCache,
): Promise<RenderedPage> {
  answerApiWith(answer);
  // `url` is a path: "//api/services" is that path, not the host "api"'s /services.
  const { pathname } = new URL(`http://localhost${url}`);
  const page = pageOf(pathname);
  const queryClient = createQueryClient();
  await loadPage(pathname, queryClient);
  const loaded = queryClient.getQueryCache().getAll();
  // Only pages the site has: any address would otherwise fill the cache with its 404.
  let key = cache && page !== 'not-found' ? renderKey(url, loaded) : undefined;
  let rendered = key === undefined ? undefined : cache?.get(key);
  let notFound = false;
  if (!rendered) {
    const emotionCache = createEmotionCache();
    const meta: PageMeta = {};
    const markup = renderToString(
      <App
        queryClient={queryClient}
        emotionCache={emotionCache}
        server={{ location: url, meta }}
      />,
    );
    const emotion = createEmotionServer(emotionCache);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
    rendered = { head: `${headMarkup(meta, pathname)}\n    ${styles}`, markup };
    // A render that asked for data of its own read more than its key names: not kept.
    if (queryClient.getQueryCache().getAll().length !== loaded.length) key = undefined;
    // A not-found screen within a page (a service, case study or post that no
    // slug names: its page sets noindex with it) is a 404, and made-up
    // addresses are not kept either.
    notFound = !!meta.noindex;
    if (key !== undefined && !notFound) cache?.set(key, rendered);
  }
  const { head, markup } = rendered;
  const errors = queryClient
    .getQueryCache()
    .getAll()
    .map(({ state }) => state.error)
    .filter((error) => error != null);
  const missing = errors.some((error) => error instanceof ApiError && error.status === 404);
  const failed = errors
    .map((error) => (error instanceof ApiError ? error.status : 500))
    .find((status) => status >= 500);
  // Failed reads too: the page shows their error.
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  const state: AppState = { path: pathname, page, queries };
  queryClient.clear();
  const html = template
    .replace(SLOTS.head, () => head)
    .replace(SLOTS.html, () => markup)
    .replace(
      SLOTS.state,
      () => `<script type="application/json" id="${APP_STATE_ID}">${scriptJson(state)}</script>`,
    );
  return {
    status: page === 'not-found' || missing || notFound ? 404 : (failed ?? 200),
    page,
    html,
    key: notFound ? undefined : key,
  };
}
