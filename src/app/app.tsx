import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { PwaNoticesSlot } from '../features/pwa/pwa-notices-slot';
import { appSystem } from '../theme';
import { AppRoutes } from './router';

export function App() {
  return (
    <ChakraProvider value={appSystem()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
      <PwaNoticesSlot />
    </ChakraProvider>
  );
}
