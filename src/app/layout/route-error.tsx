import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotAvailableOffline } from '../../features/site/components/not-available-offline';

/**
 * Shown when a route fails to load or render. Offline, the page's code could
 * not be fetched (a page not opened before the worker had the app): it says
 * so, and the page opens by itself when the network is back.
 */
function RouteError({ offline }: { offline: boolean }) {
  if (offline) return <NotAvailableOffline />;
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
  /** Called before a page that failed offline is tried again, back online. */
  onRetry?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
  /** Whether the browser was offline when the page failed. */
  offline: boolean;
}

/** Catches what a page throws while loading or rendering and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failedAt: null, offline: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '', offline: !navigator.onLine };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // '' marks an error caught during this key's render; a different key resets it.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  /** Back online: a page that failed offline is tried again. */
  private retry = () => {
    if (this.state.failedAt !== null && this.state.offline) {
      this.props.onRetry?.();
      this.setState({ failedAt: null, offline: false });
    }
  };

  render() {
    return this.state.failedAt === null ? (
      this.props.children
    ) : (
      <RouteError offline={this.state.offline} />
    );
  }
}
