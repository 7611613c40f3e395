import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { auditLogKey, invalidate } from '../../../api/queries';
import { notify } from '../../../components/ui/toaster';
import { OUTBOX_API } from '../../../contract/endpoints';
import type { OutboxEntry } from '../../../contract/outbox';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { focusIfLost } from '../../../lib/focus-main';
import { formatAdminDate } from '../format';
import { ReadState } from '../read-state';

// The live server's email about leads that did not go out: dead messages
// (retried only when an admin asks), failing ones (retried by the server) and
// those an admin queued again, not tried since.

const outboxKey = OUTBOX_API.problems.split('/').filter(Boolean);

const outboxQuery = () =>
  queryOptions({
    queryKey: outboxKey,
    queryFn: ({ signal }) => apiGet<OutboxEntry[]>(OUTBOX_API.problems, { signal, admin: true }),
    // No polling (spec section 7): every admin call keeps the session alive,
    // and a dashboard left open would never be signed out. It is read when
    // the dashboard opens, after a retry, and when the tab comes back to the front.
    refetchOnWindowFocus: true,
  });

/** How many entries show before "Show all": a long outage must not bury the rest of the page. */
const FIRST_SHOWN = 10;
/** The server lists this many at most, newest first (server/mail/outbox.ts). */
const LISTED_AT_MOST = 200;

const emails = (count: number) => `${count} ${count === 1 ? 'email' : 'emails'}`;

const STATUS: Record<OutboxEntry['status'], { label: string; palette: string }> = {
  dead: { label: 'Dead', palette: 'red' },
  failing: { label: 'Retrying', palette: 'orange' },
  queued: { label: 'Queued again', palette: 'blue' },
};

function Entry({ entry }: { entry: OutboxEntry }) {
  const queryClient = useQueryClient();
  const item = useRef<HTMLDivElement>(null);
  const retry = useMutation({
    mutationFn: () =>
      apiRequest(OUTBOX_API.retry(entry.id), { method: 'POST', body: {}, admin: true }),
    onSuccess: async () => {
      await invalidate(queryClient, [outboxKey, auditLogKey]);
      notify('success', 'Email queued again', entry.subject);
      // Queued again, the entry shows no Retry: the focus stays on the entry.
      focusIfLost(() => item.current);
    },
    onError: () => notify('error', 'Error', 'The email could not be queued again.'),
  });
  return (
    <Stack
      as="li"
      ref={item}
      tabIndex={-1}
      gap="1"
      borderWidth="1px"
      rounded="md"
      p="3"
      aria-label={entry.subject}
    >
      {/* On a phone the status and the button go under the subject, which
          then has the whole width to wrap in. */}
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'start' }}
        gap="2"
      >
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            {entry.subject}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            To {entry.to} · {formatAdminDate(entry.createdAt)} · {entry.attempts}{' '}
            {entry.attempts === 1 ? 'attempt' : 'attempts'}
          </Text>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Badge colorPalette={STATUS[entry.status].palette}>{STATUS[entry.status].label}</Badge>
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
      </Stack>
      <Text fontSize="sm" color="fg.error" wordBreak="break-word">
        {entry.lastError}
      </Text>
    </Stack>
  );
}

/**
 * Email delivery: messages that are dead or still failing, each dead one with a
 * Retry button, and one button for every dead message once the mail server works again.
 */
export function EmailDeliveryCard() {
  const queryClient = useQueryClient();
  const read = useQuery(outboxQuery());
  const { data } = read;
  const [showAll, setShowAll] = useState(false);
  const retryDead = useMutation({
    mutationFn: () =>
      apiRequest<{ retried: number }>(OUTBOX_API.retryDead, {
        method: 'POST',
        body: {},
        admin: true,
      }),
    onSuccess: async ({ retried }) => {
      await invalidate(queryClient, [outboxKey, auditLogKey]);
      notify('success', 'Email queued again', `${emails(retried)} will be sent again.`);
    },
    onError: () => notify('error', 'Error', 'The emails could not be queued again.'),
  });

  const count = (status: OutboxEntry['status']) =>
    data?.filter((entry) => entry.status === status).length ?? 0;
  const dead = count('dead');
  const failing = count('failing');
  const queued = count('queued');
  const shown = showAll ? data : data?.slice(0, FIRST_SHOWN);
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
        {read.isError ? <ReadState read={read} label="the email queue" /> : null}
        {data && data.length === 0 ? <Text>All email went out.</Text> : null}
        {data && data.length > 0 ? (
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', sm: 'center' }}
            gap="3"
          >
            <Text fontSize="sm" aria-live="polite">
              {data.length >= LISTED_AT_MOST ? `The ${LISTED_AT_MOST} newest: ` : null}
              {dead} dead, {failing} still retrying
              {queued > 0 ? `, ${queued} queued to be sent again` : null}.
            </Text>
            {dead > 0 ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={retryDead.isPending}
                loadingText="Queuing..."
                onClick={() => retryDead.mutate()}
              >
                Retry all dead emails
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {shown && shown.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none">
            {shown.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        ) : null}
        {data && data.length > FIRST_SHOWN ? (
          <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setShowAll(!showAll)}>
            {showAll ? `Show the first ${FIRST_SHOWN}` : `Show all ${data.length}`}
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
