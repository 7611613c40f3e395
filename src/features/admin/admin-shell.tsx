import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { useAdminGuard } from './use-admin-guard';

/** The frame of the admin screens: the session check, the admin header, the page. */
export function AdminShell({
  current,
  children,
}: {
  current: 'dashboard' | 'cms';
  children: ReactNode;
}) {
  const allowed = useAdminGuard();
  if (!allowed) return null;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AdminHeader current={current} />
      <Container as="main" id="main" maxW="7xl" py="8">
        {children}
      </Container>
    </Box>
  );
}
