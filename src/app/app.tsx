import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { PwaNoticesSlot } from '../features/pwa/pwa-notices-slot';
import { QaSlot } from '../features/qa-kit/qa-slot';
import { appSystem } from '../theme';
import { emotionCache } from './emotion-cache';
import { AppRoutes } from './router';

export function App() {
  return (
    <CacheProvider value={emotionCache()}>
      <ChakraProvider value={appSystem()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <PwaNoticesSlot />
        <QaSlot />
      </ChakraProvider>
    </CacheProvider>
  );
}
