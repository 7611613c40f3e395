import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateContent } from './content';

/**
 * After a write: refreshes what it changed, in React Query's caches (admin area,
 * forms) and in the public pages' content store alike. Resolves when React
 * Query's active queries have their new data.
 */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(
    keys.map((queryKey) => {
      invalidateContent(queryKey);
      return queryClient.invalidateQueries({ queryKey });
    }),
  );
}
