import { QueryClient } from '@tanstack/react-query';

// Spec section 7: queries never retry, never refetch on focus, never poll and are
// never stale; mutations never retry. The "network" is the service worker, which
// works offline, so React Query must not pause when the browser is offline.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
