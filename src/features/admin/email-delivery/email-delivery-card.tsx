import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster';
import { OUTBOX_API } from '../../../contract/endpoints';
import type { OutboxEntry } from '../../../contract/outbox';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { formatAdminDate } from '../format';

// The live server's email about leads that did not go out: dead messages
// (retried only when an admin asks) and failing ones (retried by the server).

const outboxKey = OUTBOX_API.problems.split('/').filter(Boolean);

const outboxQuery = () =>
  queryOptions({
    queryKey: outboxKey,
    queryFn: ({ signal }) => apiGet<OutboxEntry[]>(OUTBOX_API.problems, { signal, admin: true }),
    // Failing messages change as the server retries them.
    refetchInterval: 15_000,
  });

function Entry({ entry }: { entry: OutboxEntry }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () =>
      apiRequest(OUTBOX_API.retry(entry.id), { method: 'POST', body: {}, admin: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: outboxKey });
      notify('success', 'Email queued again', entry.subject);
    },
    onError: () => notify('error', 'Error', 'The email could not be queued again.'),
  });
  return (
    <Stack as="li" gap="1" borderWidth="1px" rounded="md" p="3" aria-label={entry.subject}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate>
            {entry.subject}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            To {entry.to} · {formatAdminDate(entry.createdAt)} · {entry.attempts}{' '}
            {entry.attempts === 1 ? 'attempt' : 'attempts'}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Badge colorPalette={entry.status === 'dead' ? 'red' : 'orange'}>
            {entry.status === 'dead' ? 'Dead' : 'Retrying'}
          </Badge>
          {entry.status === 'dead' ? (
            <Button
              size="sm"
              variant="outline"
              loading={retry.isPending}
              onClick={() => retry.mutate()}
              aria-label={`Retry: ${entry.subject}`}
            >
              Retry
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.error">
        {entry.lastError}
      </Text>
    </Stack>
  );
}

/** Email delivery: messages that are dead or still failing, each dead one with a Retry button. */
export function EmailDeliveryCard() {
  const { data, isError } = useQuery(outboxQuery());
  return (
    <Card.Root as="section" aria-labelledby="email-delivery-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="email-delivery-heading">
            Email delivery
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Email about new leads that has not gone out yet.
          </Text>
        </Stack>
        {isError ? <Text color="fg.error">The email queue could not be read.</Text> : null}
        {data && data.length === 0 ? <Text>All email went out.</Text> : null}
        {data && data.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
