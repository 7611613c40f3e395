/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { precacheLanes } from './precache-lanes';

// What both service workers do alike, the standalone one (mocks/sw.ts) and the
// live one (src/live/sw.ts): the update messages, the precache of the app, and
// the images from other origins that content points at.

declare const self: ServiceWorkerGlobalScope;

/** Addresses a navigation route leaves alone. */
export const NOT_PAGES = [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/];

/**
 * The caches of the precache's lanes after the first (./precache-lanes.ts; the
 * first is Workbox's own). Their names hold no "-precache-": Workbox's
 * cleanupOutdatedCaches takes such a name for an old version's precache.
 */
const LANE_CACHE = 'app-files-lane-';
const PRECACHE_OPTIONS = { cleanURLs: false, directoryIndex: '' };

/**
 * Takes the update messages, claims the open tabs and precaches the build's
 * files, in lanes side by side, by their own address only (no clean URLs, no
 * directory index): each worker's navigation route answers the pages.
 */
export function startWorker(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
    // A hard reload leaves the page uncontrolled while this worker is active.
    if (event.data?.type === 'CLAIM') event.waitUntil(self.clients.claim());
  });
  clientsClaim();
  cleanupOutdatedCaches();
  const [first = [], ...rest] = precacheLanes(self.__WB_MANIFEST);
  precacheAndRoute(first, PRECACHE_OPTIONS);
  const lanes = rest.map((entries, i) => {
    const lane = new PrecacheController({ cacheName: `${LANE_CACHE}${i + 2}` });
    lane.addToCacheList(entries);
    registerRoute(new PrecacheRoute(lane, PRECACHE_OPTIONS));
    return lane;
  });
  const current = new Set(lanes.map((_, i) => `${LANE_CACHE}${i + 2}`));
  self.addEventListener('install', (event) => {
    event.waitUntil(Promise.all(lanes.map((lane) => lane.install(event))));
  });
  self.addEventListener('activate', (event) => {
    // Each lane drops the files the new version no longer lists; a lane that
    // a version with fewer lanes does not use goes whole.
    const unused = caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(LANE_CACHE) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      );
    event.waitUntil(Promise.all([...lanes.map((lane) => lane.activate(event)), unused]));
  });
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
