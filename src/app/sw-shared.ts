/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// What both service workers do alike, the standalone one (mocks/sw.ts) and the
// live one (src/live/sw.ts): the update messages, the precache of the app, and
// the images from other origins that content points at.

declare const self: ServiceWorkerGlobalScope;

/** Addresses a navigation route leaves alone. */
export const NOT_PAGES = [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/];

/**
 * Takes the update messages, claims the open tabs and precaches the build's
 * files, by their own address only (no clean URLs, no directory index): each
 * worker's navigation route answers the pages.
 */
export function startWorker(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
    // A hard reload leaves the page uncontrolled while this worker is active.
    if (event.data?.type === 'CLAIM') event.waitUntil(self.clients.claim());
  });
  clientsClaim();
  cleanupOutdatedCaches();
  precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });
}

/** Images that an admin puts into content from other origins: kept once seen, so content keeps working offline. */
export function keepExternalImages(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin !== self.location.origin,
    new CacheFirst({
      cacheName: 'external-images',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 60 * 60 * 24 * 30,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
