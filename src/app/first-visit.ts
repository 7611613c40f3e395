// A first visit is one where no service worker has ever controlled a page of
// the app in this browser: its store, if any, can only hold the seed, so the
// page's prerendered snapshot (scripts/prerender.mjs), built from the seed, is
// the page as it stands. Once a worker has controlled a page, the stored
// content may have been edited: a page from the network (a hard reload, which
// bypasses the worker) renders only what is stored, and a controlled page shows
// its snapshot only when the worker, which holds the store, marks it as current
// (mocks/prerendered-pages.ts).

/** The localStorage key that says a worker has controlled a page here. */
export const INSTALLED_KEY = 'brightline:worker-installed';

/** Notes that the worker controls this page (from now on, no visit is a first one). */
export function noteControlled(): void {
  try {
    localStorage.setItem(INSTALLED_KEY, '1');
  } catch {
    // Storage blocked: no snapshot shows either (the page's script asks the same storage).
  }
}

declare global {
  interface Window {
    /** Set when a first visit's prerendered page shows: the `/api` answers it was built from. */
    __prerendered?: { reads: Record<string, unknown> };
  }
}
