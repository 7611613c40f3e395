import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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

let client: QueryClient | undefined;

/**
 * React Query for the parts that write or page through admin lists: the admin
 * area, the lead dialogs and the contact form. They load lazily, and so does
 * React Query; every one of them shares this one client and its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
