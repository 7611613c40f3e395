import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shown when a route fails to load or render (for example a chunk that could not be fetched). */
function RouteError() {
  return (
    <Box maxW="xl" mx="auto" px="6" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Something went wrong
      </Heading>
      <Text color="fg.muted" mb="8">
        This page could not be shown. Reload to try again; your data is safe.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  /** A new key (the next route) clears the error and tries again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Catches what a page throws while loading or rendering and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // '' marks an error caught during this key's render; a different key resets it.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
