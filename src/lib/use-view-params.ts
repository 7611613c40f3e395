import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// What an admin screen shows (its tab, a list's search, sort and page) is kept
// in the address's query, so a reload, Back from another page or a copied
// link opens the same view. A change rewrites the current history entry: a
// view is no page of its own, so Back still leaves the screen.

export type ViewChanges = Record<string, string | number | undefined>;

/**
 * The address's query and a way to change some of it at once: a value
 * `undefined` or `''` takes its parameter away (a view's default is left out).
 */
export function useViewParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: ViewChanges) => {
      // From the address as it is now, not as last rendered: two changes made
      // before React has rendered the first (a click, then a key) keep both.
      // React Router's setter reads the rendered one, and does not queue.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      // The page stays where it is scrolled (ScrollManager).
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, change] as const;
}

/** One of `values` named by the parameter `key`, else `fallback`. */
export function oneOf<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
  fallback: T,
): T {
  const value = params.get(key);
  return values.find((item) => item === value) ?? fallback;
}
