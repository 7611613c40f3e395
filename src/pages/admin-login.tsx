import { Box, Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_CREDENTIALS } from '../contract/admin-credentials';
import { SignInFields } from '../features/admin/sign-in-fields';
import { startSession, typedCredentials } from '../features/admin/start-session';
import { isLoggedIn } from '../lib/admin-session';
import { LIVE_API } from '../lib/api-mode';
import { usePageMeta } from '../lib/page-meta';
import { useSubmitType } from '../lib/submit-type';
import { useFocusBack } from '../lib/use-focus-back';

/** The session changes only by this page's own actions, which navigate away. */
const noChanges = () => () => {};

/**
 * Back to the admin screen that sent the visitor here, with its view (its
 * tab, search and page), or to the dashboard. Only an admin screen: /Admin/CMS/
 * is the CMS too (the router matches paths in any case).
 */
function returnAddress(from: string | undefined): string {
  const [path = '', query = ''] = (from ?? '').split(/(?=\?)/, 2);
  const screen = path.replace(/(.)\/+$/, '$1').toLowerCase();
  if (screen !== '/admin' && screen !== '/admin/cms') return '/admin';
  return screen + (query.length > 1 ? query : '');
}

export function Component() {
  usePageMeta('Admin Login', 'Sign in to the Brightline Labs admin area.');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { expired?: boolean; from?: string } | null;
  const expired = state?.expired === true;
  const next = returnAddress(state?.from);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useFocusBack(busy);
  const submitType = useSubmitType(signIn);

  // The session lives in this browser only: a page rendered on the server
  // shows the form, and a signed-in visitor moves on once the page is theirs.
  const signedIn = useSyncExternalStore(noChanges, isLoggedIn, () => false);
  if (signedIn && !busy) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    // Read from the fields themselves: what was typed before the app took the
    // server's page over is kept.
    startSession(typedCredentials(event.currentTarget)).then((refused) => {
      if (refused === undefined) {
        // In place of the login page: Back then goes to the page before it,
        // not to a login page that would send the visitor on again.
        navigate(next, { replace: true });
        return;
      }
      setBusy(false);
      setError(refused);
    });
  };

  return (
    <Box
      as="main"
      id="main"
      minH="100dvh"
      display="grid"
      placeItems="center"
      bg="bg.subtle"
      px="4"
      py="10"
    >
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="2xl">
            Admin Login
          </Heading>
          <Text color="fg.muted">Sign in to view leads and edit the website's content.</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate={false}>
            <Stack gap="4">
              <SignInFields
                error={error || (expired ? 'Your session has ended. Please sign in again.' : '')}
              />
              <Button
                ref={signIn}
                type={submitType}
                colorPalette="brand"
                loading={busy}
                loadingText="Signing in..."
              >
                Sign In
              </Button>
            </Stack>
          </form>
        </Card.Body>
        {/* Standalone only: the spec's demo shows its credentials. Live admins have their own. */}
        {LIVE_API ? null : (
          <Card.Footer>
            <Box w="full" bg="bg.muted" borderRadius="md" p="3" fontSize="sm">
              <Text fontWeight="semibold">Demo credentials</Text>
              <Text>
                Username: <Code recipe={codeRecipe}>{ADMIN_CREDENTIALS.username}</Code>
              </Text>
              <Text>
                Password: <Code recipe={codeRecipe}>{ADMIN_CREDENTIALS.password}</Code>
              </Text>
            </Box>
          </Card.Footer>
        )}
      </Card.Root>
    </Box>
  );
}
