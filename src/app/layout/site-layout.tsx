import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { LeadDialogsProvider } from '../../features/leads/lead-dialogs';
import { Footer } from '../../features/site/layout/footer';
import { NAVBAR_HEIGHT, Navbar } from '../../features/site/layout/navbar';
import { ScrollManager } from './scroll-manager';

/** The public site's frame: fixed navigation bar, the page, the footer. */
export function SiteLayout() {
  return (
    <LeadDialogsProvider>
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        color="fg"
        px="4"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        <a href="#main">Skip to content</a>
      </Box>
      <Navbar />
      <Box minH="100dvh" display="flex" flexDirection="column" pt={NAVBAR_HEIGHT}>
        <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ScrollManager />
    </LeadDialogsProvider>
  );
}

/** The admin screens bring their own layout; they share the scroll handling. */
export function AdminFrame() {
  return (
    <>
      <Outlet />
      <ScrollManager />
    </>
  );
}
