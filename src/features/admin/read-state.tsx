import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { failureReason } from '../../lib/api-client';

// The admin's reads that are not there to show yet: a spinner, or the reason
// one failed with a Try Again (a CMS tab, the email queue, the audit log).

/** What a card needs of its read: whether it has answered, and with what. */
export interface TabRead {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A read while it is not there to show: a spinner, or the reason
 * it failed with a Try Again; null once it has answered.
 */
export function ReadState({ read, label }: { read: TabRead; label: string }) {
  if (read.isPending) return <Spinner aria-label={`Loading ${label}`} />;
  if (!read.isError) return null;
  return (
    <Stack gap="3" align="start" py="6" role="alert">
      <Text color="fg.error">
        Could not load {label}: {failureReason(read.error)}
      </Text>
      <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
        Try Again
      </Button>
    </Stack>
  );
}
