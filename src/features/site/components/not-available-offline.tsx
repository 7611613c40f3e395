import { Box, Heading, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { isOfflineMiss, NetworkError } from '../../../lib/api-client';
import { EmptyState } from './empty-state';

// A page that cannot be shown offline (live mode: its code or its data never
// reached this device) says so, instead of a not-found or empty screen, and
// opens by itself once the network is back.

export const NOT_AVAILABLE_OFFLINE = 'This page is not available offline';

export function NotAvailableOffline() {
  return (
    <Box maxW="xl" mx="auto" px="6" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {NOT_AVAILABLE_OFFLINE}
      </Heading>
      <Text color="fg.muted">
        It has not been saved on this device yet. It will open as soon as you are back online.
      </Text>
    </Box>
  );
}

/** After the browser says it is online, the waits before each attempt to read again (ms). */
const RECONNECT_WAITS = [0, 1000, 2000, 3000, 5000, 5000, 5000, 10000, 10000, 20000];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether any of a page's reads failed because the browser is offline. Those
 * reads are asked again once the network is back, a few times over a while
 * (the browser's "online" can come a moment before its requests get
 * through): the page then shows them. Until one gets through, the page keeps
 * saying it is not available offline.
 */
export function useOfflineMiss(...reads: UseQueryResult[]): boolean {
  const [missedOffline, setMissedOffline] = useState(false);
  const missed = reads.filter(
    (read) =>
      read.isError &&
      (isOfflineMiss(read.error) || (missedOffline && read.error instanceof NetworkError)),
  );
  const anyMissed = missed.length > 0;
  if (anyMissed && !missedOffline) setMissedOffline(true);
  /** Asks the missed reads again; whether any still could not reach the network. */
  const askAgain = useEffectEvent(async () => {
    const results = await Promise.all(missed.map((read) => read.refetch()));
    return results.some((result) => result.error instanceof NetworkError);
  });
  useEffect(() => {
    if (!anyMissed) return;
    let active = true;
    const onOnline = async () => {
      for (const wait of RECONNECT_WAITS) {
        await delay(wait);
        if (!active || !navigator.onLine || !(await askAgain())) return;
      }
    };
    const listener = () => void onOnline();
    window.addEventListener('online', listener);
    // Back online before this listened: asked again at once.
    if (navigator.onLine) listener();
    return () => {
      active = false;
      window.removeEventListener('online', listener);
    };
  }, [anyMissed]);
  return anyMissed;
}

/** A page's list that cannot be shown offline: the page's own heading stays above it. */
export function ListNotAvailableOffline() {
  return (
    <EmptyState
      title="Not available offline"
      description="This list has not been saved on this device yet. It will show as soon as you are back online."
    />
  );
}
