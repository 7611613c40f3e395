import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LIVE_API } from './lib/api-mode';
import { createQueryClient } from './lib/query-client';
import { whenControlled } from './lib/sw-ready';
import { themeSystem } from './theme';
import './theme/fonts.css';
import './theme/keyframes.css';
import './theme/motion.css';
import './theme/forced-colors.css';
import { App } from './app/app';
import { readAppState } from './app/app-state';
import { takeEarlyInput } from './app/early-input';
import { createEmotionCache } from './app/emotion-cache';
import { loadPage } from './app/router';
import { registerServiceWorker } from './app/sw-registration';

registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

const queryClient = createQueryClient();
const emotionCache = createEmotionCache();
const app = (
  <StrictMode>
    <App queryClient={queryClient} emotionCache={emotionCache} />
  </StrictMode>
);

// A page the server rendered (a first visit, or any visit that reached the
// network) is hydrated with the data it was rendered with. The app shell (the
// worker's answer to a navigation) holds no page, nor does a page rendered for
// another address (a static host's 404.html): the app renders it once the
// page's code and reads are in, so its first render is complete.
const state = readAppState(window.location.pathname);
if (state) hydrate(queryClient, state.queries);
const loading = loadFirstPage();
// The theme's system is created while the page's code and reads load, in a
// task of its own: the reads and the chunk are asked for first (their requests
// go out in this task's microtasks), and on a painted page there are two
// shorter tasks instead of one long one, between which the browser can answer
// input.
const systemReady = nextTask().then(themeSystem);
if (state) {
  void Promise.all([loading, systemReady]).then(() => {
    // In a transition, hydration runs in slices that yield to the browser:
    // the page, already painted, answers input meanwhile and no task is as
    // long as the whole page.
    // What was pressed before now is the app's to play once hydrated; from
    // here on React catches and replays presses itself.
    takeEarlyInput();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The build rendered the page from the seed; this browser's store, which
    // the worker holds, may have been edited since: every read is asked
    // again, and what differs renders. (A live server rendered it from its
    // database for this request.)
    if (!LIVE_API) void whenControlled().then(() => queryClient.invalidateQueries());
  });
} else {
  // React replaces whatever the element holds with its first commit, and
  // nothing pressed in it is kept.
  void Promise.all([loading, systemReady]).then(() => {
    takeEarlyInput();
    createRoot(root).render(app);
  });
}

/**
 * The first page's code and reads. When its code cannot be fetched because
 * the browser is offline (before the worker had the app), a page the server
 * rendered stays as it is, to be read, and comes to life once the network is
 * back; any other failure is left for the page's error screen.
 */
async function loadFirstPage(): Promise<void> {
  const { pathname } = window.location;
  try {
    await loadPage(pathname, queryClient);
  } catch {
    if (!state || navigator.onLine) return;
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    await loadPage(pathname, queryClient).catch(() => undefined);
  }
}

/** Resolves in a later task (a macrotask), after whatever the browser has queued. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
