import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { PwaNoticesSlot } from '../features/pwa/pwa-notices-slot';
import { QaSlot } from '../features/qa-kit/qa-slot';
import { LIVE_API } from '../lib/api-mode';
import { type PageMeta, PageMetaCollector } from '../lib/page-meta';
import { themeSystem } from '../theme';
import { AppRoutes } from './router';

export interface AppProps {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  /** On the server: the address rendered, and where its page's title and description go. */
  server?: { location: string; meta: PageMeta };
}

/** The whole app, the same tree on the server and in the browser. */
export function App({ queryClient, emotionCache, server }: AppProps) {
  const routes = <AppRoutes />;
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={themeSystem()}>
        <QueryClientProvider client={queryClient}>
          {server ? (
            <PageMetaCollector value={server.meta}>
              <StaticRouter location={server.location}>{routes}</StaticRouter>
            </PageMetaCollector>
          ) : (
            <BrowserRouter>{routes}</BrowserRouter>
          )}
          <Toaster />
          <PwaNoticesSlot />
          {/* The QA tools drive the standalone backend's control path. */}
          {LIVE_API ? null : <QaSlot />}
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
