import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { SessionEndedDialog } from './session-ended-dialog';
import { useAdminGuard } from './use-admin-guard';

/**
 * The frame of the admin screens: the session check, the admin header, the
 * page, and the dialog that signs in again over it when the session ends.
 */
export function AdminShell({
  current,
  children,
}: {
  current: 'dashboard' | 'cms';
  children: ReactNode;
}) {
  const { allowed, ended, resume, leave } = useAdminGuard();
  if (!allowed) return null;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AdminHeader current={current} />
      {/* Wider on a large screen: the lead tables' columns keep their text on one line. */}
      <Container
        as="main"
        id="main"
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        maxW={{ base: '7xl', '2xl': '8xl' }}
        py="8"
      >
        {children}
      </Container>
      <SessionEndedDialog open={ended} onResumed={resume} onLeave={leave} />
    </Box>
  );
}
