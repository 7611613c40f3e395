import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { logOut } from '../../lib/admin-session';
import { LIVE_API } from '../../lib/api-mode';
import { signOut } from './api/live-session';

interface AdminHeaderProps {
  /** Which admin screen is showing: the other one gets a button. */
  current: 'dashboard' | 'cms';
}

/** The admin area's own header (the public navigation and footer are not shown here). */
export function AdminHeader({ current }: AdminHeaderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onLogout = async () => {
    // Live, the server ends the session; signed out here even when it cannot be reached.
    if (LIVE_API) await signOut().catch(() => undefined);
    logOut();
    queryClient.removeQueries({ queryKey: ['api', 'admin'] });
    navigate('/admin-login');
  };
  return (
    <Box as="header" bg="ink" color="white" borderBottomWidth="1px" borderColor="whiteAlpha.200">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <RouterLink to="/admin">
            <Text fontFamily="heading" fontWeight="bold" fontSize="lg">
              Brightline Labs{' '}
              <Text as="span" color="accent.solid">
                Admin
              </Text>
            </Text>
          </RouterLink>
          <HStack gap="2" wrap="wrap">
            <Button
              asChild
              size="sm"
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/">View Site</RouterLink>
            </Button>
            {current === 'cms' ? (
              <Button
                asChild
                size="sm"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.400"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/admin">Dashboard</RouterLink>
              </Button>
            ) : (
              <Button
                asChild
                size="sm"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.400"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/admin/cms">Content Management</RouterLink>
              </Button>
            )}
            <Button size="sm" colorPalette="red" onClick={onLogout}>
              Logout
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
