/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { keepExternalImages, NOT_PAGES, startWorker } from '../app/sw-shared';
import { ADMIN_HEADERS } from '../contract/endpoints';
import { KEPT_COPY_MESSAGES, type KeptCopyMessage } from '../lib/kept-copy';
import { keepLeadSendsOffline } from './outbox';

// The service worker of live mode, where a server answers /api and renders the
// pages (server/main.ts). It holds no backend: it precaches the app shell and
// the app's files, keeps each page and public /api answer it fetched, and
// gives them back when the network fails. Writes go to the network; a lead
// form's send that cannot reach it is kept and sent later (./outbox.ts).

declare const self: ServiceWorkerGlobalScope;

/** How long the network may take before a kept answer is used instead. */
const NETWORK_TIMEOUT_SECONDS = 5;
/** The app shell (scripts/lib/site-files.mjs): the page for an address not seen yet. */
const SHELL = 'shell.html';

startWorker();
keepLeadSendsOffline();

/** /api/admin/… in any case or with doubled slashes, as the server's router reads it. */
const isAdminPath = (pathname: string) => /^\/+api\/+admin(\/|$)/i.test(pathname);
/**
 * The server's day and zone: a kept copy would be of another day, and a
 * consultation form offline would offer days gone by, which the server
 * refuses once the booking is sent. Without it the form counts from the
 * visitor's own day (src/features/leads/consultation-steps.tsx).
 */
const isCalendarPath = (pathname: string) =>
  /^\/+api\/+consultations\/+calendar\/*$/i.test(pathname);

/**
 * Forgets the copy kept of an address the server no longer has (404 or 410): a
 * service whose slug changed, say. Offline, the copy would show what the site
 * has since moved or removed, and what the visitor was just told is not there.
 */
const forgetGone = (cacheName: string): WorkboxPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) {
      const cache = await caches.open(cacheName);
      await cache.delete(request, { ignoreVary: true });
    }
    return response;
  },
});

/** The pages shown from a kept copy, by client id: when the copy was saved. A few, the newest. */
const keptCopies = new Map<string, string>();
const KEPT_COPIES_REMEMBERED = 20;

/**
 * Tells the page that what it shows came from a kept copy, not from the
 * server: a page (its client is the one the navigation makes) or a read. A
 * page's notice may come before the page listens: it asks again as it starts.
 */
function tellKeptCopy(event: ExtendableEvent | undefined, response: Response): void {
  const fetched = event instanceof FetchEvent ? event : undefined;
  const id = fetched?.resultingClientId || fetched?.clientId;
  if (!id) return;
  const message: KeptCopyMessage = {
    type: KEPT_COPY_MESSAGES.used,
    savedAt: response.headers.get('Date') ?? '',
  };
  keptCopies.delete(id);
  keptCopies.set(id, message.savedAt);
  for (const old of [...keptCopies.keys()].slice(0, -KEPT_COPIES_REMEMBERED)) {
    keptCopies.delete(old);
  }
  void self.clients.get(id).then((client) => client?.postMessage(message));
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== KEPT_COPY_MESSAGES.ask) return;
  const source = event.source;
  if (!(source instanceof Client)) return;
  const savedAt = keptCopies.get(source.id);
  if (savedAt !== undefined) {
    source.postMessage({ type: KEPT_COPY_MESSAGES.used, savedAt } satisfies KeptCopyMessage);
  }
});

/** A kept copy given back (the network failed or took longer than its time): the page is told. */
const sayKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) tellKeptCopy(event, cachedResponse);
    return cachedResponse;
  },
};

const kept = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      // Only complete answers: a 404 or 500 is never given back later.
      new CacheableResponsePlugin({ statuses: [200] }),
      forgetGone(cacheName),
      new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
      sayKeptCopy,
    ],
  });

/**
 * The strategy's answer, or the one kept from before when the server answered
 * with a failure of its own (5xx: its database out of reach for a moment): a
 * server that cannot answer now is taken as a network that cannot. With
 * nothing kept, the server's answer, which says what failed.
 */
const orKeptOnServerError =
  (strategy: NetworkFirst) =>
  async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const response = await strategy.handle(options);
    if (response.status < 500) return response;
    const copy = await caches.match(options.request, { cacheName: strategy.cacheName });
    if (!copy) return response;
    tellKeptCopy(options.event, copy);
    return copy;
  };

// Pages: the server's render, fresh from its database while online; offline,
// the page as last seen, or else the app shell, which renders from the kept
// /api answers.
const pages = orKeptOnServerError(kept('pages', 100));
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: NOT_PAGES },
  ),
);

// Public reads of /api, network first. Admin calls are never kept: anything
// under /api/admin (the lists, the session, the audit log) and any call with
// admin credentials, so that leads and sessions stay off the device. Nor is
// the consultation calendar, which is only true today.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !isAdminPath(url.pathname) &&
    !isCalendarPath(url.pathname) &&
    !request.headers.has(ADMIN_HEADERS.username) &&
    !request.headers.has(ADMIN_HEADERS.password),
  orKeptOnServerError(kept('api', 300)),
);

keepExternalImages();
