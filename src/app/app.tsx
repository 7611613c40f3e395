import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { system } from '../theme';
import { router } from './router';

// Offline, update and install notices: off the landing route's critical path.
const PwaNotices = lazy(() => import('../features/pwa/pwa-notices'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        <Suspense fallback={null}>
          <PwaNotices />
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
