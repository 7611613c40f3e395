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

const states = new Map<string, ContentState>();
const listeners = new Set<() => void>();

function set(path: string, state: ContentState) {
  states.set(path, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Fetches `path` unless its answer is cached and fresh, or a fetch is running. */
function ensure(path: string) {
  const current = states.get(path);
  if (current && (current.loading || !current.stale)) return;
  set(path, { ...current, loading: true, stale: false });
  apiGet<unknown>(path).then(
    (data) => set(path, { data, loading: false, stale: states.get(path)?.stale ?? false }),
    (error: unknown) =>
      set(path, {
        ...states.get(path),
        error: error instanceof Error ? error : new Error(String(error)),
        loading: false,
        stale: states.get(path)?.stale ?? false,
      }),
  );
}

/**
 * Answers a first visit's prerendered page was built from (the seed's, see
 * scripts/prerender.mjs): the first render shows them, the same markup as the
 * snapshot on screen, and each is asked for again as soon as a page reads it,
 * so what shows next is what the worker answers.
 */
export function primeContent(answers: Record<string, unknown>) {
  for (const [path, data] of Object.entries(answers)) {
    if (!states.has(path)) states.set(path, { data, loading: false, stale: true });
  }
  for (const listener of listeners) listener();
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
  const state = useSyncExternalStore(
    subscribe,
    () => (path === null ? undefined : states.get(path)),
    () => undefined,
  );
  const needsFetch = path !== null && (!state || (state.stale && !state.loading));
  useEffect(() => {
    if (needsFetch && path !== null) ensure(path);
  }, [needsFetch, path]);
  const hasAnswer = state !== undefined && ('data' in state || state.error !== undefined);
  const failed = state?.error !== undefined && !('data' in state);
  return {
    data: state?.data as T | undefined,
    isPending: !hasAnswer,
    isError: failed,
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
    }
  }
}
