/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { keepExternalImages, NOT_PAGES, startWorker } from '../src/app/sw-shared';
import { answerAndLog } from './answer';

// The app's one service worker: it is the standalone backend (every same-origin
// /api request is answered by the msw handlers over the IndexedDB store that
// lives here) and it precaches the app so that every route works offline.

declare const self: ServiceWorkerGlobalScope;

// Registered before Workbox's listener so that /api never reaches the precache
// or the network.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/api/')) {
    // A navigation that is not a GET is a submitted form, quite possibly one on
    // another site: the backend never writes for one (backend/handlers/request-rules.ts).
    if (event.request.mode === 'navigate' && event.request.method !== 'GET') {
      event.respondWith(refusedNavigation());
      return;
    }
    event.respondWith(
      answerAndLog(event.request).then((response) => {
        if (response.status === 507) event.waitUntil(reportStorageFull(event.clientId));
        return response;
      }),
    );
  }
});

function refusedNavigation(): Response {
  const html =
    '<!doctype html><meta charset="utf-8"><title>Not allowed</title>' +
    '<p>This address accepts requests from the Brightline Labs site only. Nothing was changed.</p>';
  return new Response(html, {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// A write refused for lack of space is told to the tab that made it, whatever
// the form's own error says, so the person knows why and that nothing was lost.
async function reportStorageFull(clientId: string) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const targets = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const target of targets) target.postMessage({ type: 'STORAGE_FULL' });
}

startWorker();

// Every navigation gets the app shell (scripts/render-pages.mjs), which renders
// the page from the store at once: what a page shows is always what the store
// holds, online and offline, whatever was edited since the build.
if (import.meta.env.PROD) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('shell.html'), {
      denylist: NOT_PAGES,
    }),
  );
}

keepExternalImages();
