import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from '../lib/api-client';

// What the public pages read (spec section 7: one GET per path, no retry, no
// refetch on focus or reconnect, no polling, data never stale). A page shows a
// path's cached answer at once and only asks again after a write invalidated it
// (see invalidate.ts); requests for the same path share one fetch. React Query
// serves the admin area and the forms; this store keeps it (about 11 kB gzip)
// out of the landing route.

interface ContentState {
  data?: unknown;
  error?: Error;
  /** A fetch is running. */
  loading: boolean;
  /** Invalidated: the next reader asks again (showing the old data meanwhile). */
  stale: boolean;
}

/**
 * What a page shows of a path. It changes only when the data or the error does:
 * a fetch starting, or an answer equal to the one shown, renders nothing again.
 */
export interface ContentView {
  data?: unknown;
  error?: Error;
  hasData: boolean;
}

const states = new Map<string, ContentState>();
const views = new Map<string, ContentView>();
const listeners = new Set<() => void>();
/** How many mounted readers each path has: an invalidated path they show is asked for at once. */
const readers = new Map<string, number>();

function set(path: string, state: ContentState) {
  states.set(path, state);
  const view = views.get(path);
  const hasData = 'data' in state;
  if (view && view.data === state.data && view.error === state.error && view.hasData === hasData) {
    return;
  }
  views.set(path, { data: state.data, error: state.error, hasData });
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever what some path shows changes. */
export function subscribeContent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What a path shows now (the same object until its data or error changes). */
export function contentView(path: string): ContentView | undefined {
  return views.get(path);
}

/**
 * A reader of `path` is shown: its answer is fetched unless cached and fresh,
 * and fetched again at once whenever invalidated, until the returned function
 * says the reader is gone.
 */
export function readContent(path: string): () => void {
  readers.set(path, (readers.get(path) ?? 0) + 1);
  ensure(path);
  return () => {
    const count = (readers.get(path) ?? 1) - 1;
    if (count > 0) readers.set(path, count);
    else readers.delete(path);
  };
}

/** The same JSON answer (answers are parsed JSON, so this is equality). */
function sameAnswer(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Fetches `path` unless its answer is cached and fresh, or a fetch is running. */
function ensure(path: string) {
  const current = states.get(path);
  if (current && (current.loading || !current.stale)) return;
  set(path, { ...current, loading: true, stale: false });
  apiGet<unknown>(path).then(
    (data) => {
      const shown = states.get(path);
      // An answer equal to the one shown keeps its object: nothing renders again.
      const kept = shown && 'data' in shown && sameAnswer(shown.data, data) ? shown.data : data;
      set(path, { data: kept, loading: false, stale: shown?.stale ?? false });
      askAgainIfInvalidated(path);
    },
    (error: unknown) => {
      set(path, {
        ...states.get(path),
        error: error instanceof Error ? error : new Error(String(error)),
        loading: false,
        stale: states.get(path)?.stale ?? false,
      });
      askAgainIfInvalidated(path);
    },
  );
}

/** A path invalidated while its fetch ran is asked again for the readers that show it. */
function askAgainIfInvalidated(path: string) {
  if (states.get(path)?.stale && readers.has(path)) ensure(path);
}

/**
 * Answers a first visit's prerendered page was built from (the seed's, see
 * scripts/prerender.mjs): the first render shows them, the same markup as the
 * snapshot on screen, and each is asked for again as soon as a page reads it;
 * the worker's answer renders only where it differs.
 */
export function primeContent(answers: Record<string, unknown>) {
  for (const [path, data] of Object.entries(answers)) {
    if (!states.has(path)) set(path, { data, loading: false, stale: true });
  }
}

/** Starts reading `path` ahead of the page that shows it (a no-op when cached or running). */
export function prefetchContent(path: string) {
  ensure(path);
}

export interface ContentResult<T> {
  data: T | undefined;
  /** No answer yet (also while `path` is null). */
  isPending: boolean;
  isError: boolean;
}

/** Reads a public `/api` path; `null` reads nothing. */
export function useContent<T>(path: string | null): ContentResult<T> {
  const view = useSyncExternalStore(
    subscribeContent,
    () => (path === null ? undefined : views.get(path)),
    () => undefined,
  );
  useEffect(() => (path === null ? undefined : readContent(path)), [path]);
  return {
    data: view?.data as T | undefined,
    isPending: view === undefined || (!view.hasData && view.error === undefined),
    isError: view !== undefined && view.error !== undefined && !view.hasData,
  };
}

/**
 * Marks every cached path under `key` (path segments, as React Query's keys:
 * ['api', 'services'] covers /api/services and /api/services/x) as stale;
 * mounted readers fetch again at once, the others when next shown.
 */
export function invalidateContent(key: readonly unknown[]) {
  const prefix = `/${key.filter((part) => typeof part === 'string').join('/')}`;
  for (const [path, state] of states) {
    const pathname = path.split('?')[0] ?? path;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || prefix === '/') {
      set(path, { ...state, stale: true });
      if (readers.has(path)) ensure(path);
    }
  }
}
