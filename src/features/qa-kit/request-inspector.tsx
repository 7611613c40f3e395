import { Badge, Button, Flex, Link, NativeSelect, Table, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form/form-field';
import { Input, PHONE_FIELD_TEXT } from '../../components/ui/input';
import { MOCK_API } from '../../contract/endpoints';
import { MOCK_LIMITS } from '../../contract/limits';
import type { LoggedRequest } from '../../contract/mock-control';
import { ApiError, apiDelete, apiGet } from '../../lib/api-client';
import { INSPECTOR_SHORTCUT } from '../../lib/inspector-shortcut';
import { RequestDetail } from './request-detail';
import { filterRequests, STATUS_FILTERS, type StatusFilter, statusText } from './request-filter';
import { ToolDialog } from './tool-dialog';

// The request log as a live table: every /api call the backend answered,
// newest first, read again every second while the inspector is open. It needs
// the admin session, as the snapshot does: the log holds what visitors sent.

const REFRESH_MS = 1000;
const LOG_KEY = ['mock-requests'];

const PALETTE = (status: number) =>
  status === 0 || status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  });

interface RequestInspectorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RequestInspector({ open, onOpenChange }: RequestInspectorProps) {
  const [path, setPath] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [detail, setDetail] = useState<LoggedRequest | null>(null);
  const log = useQuery({
    queryKey: LOG_KEY,
    queryFn: ({ signal }) => apiGet<LoggedRequest[]>(MOCK_API.requests, { admin: true, signal }),
    enabled: open,
    refetchInterval: open ? REFRESH_MS : false,
  });
  const clear = useMutation({
    mutationFn: () => apiDelete(MOCK_API.requests),
    onSuccess: () => log.refetch(),
  });
  const calls = filterRequests(log.data ?? [], path, status);
  const signedOut = log.error instanceof ApiError && log.error.status === 401;

  return (
    <>
      <ToolDialog
        open={open}
        onOpenChange={onOpenChange}
        size="xl"
        closeLabel="Close the request inspector"
        title="Request inspector"
        description={`Every call to /api, newest first, updated every second (the last ${MOCK_LIMITS.requestLog} are kept). Opens on any page with ${INSPECTOR_SHORTCUT.label}.`}
      >
        {signedOut ? (
          <Text role="alert">
            Sign in to the admin area to read the request log:{' '}
            <Link href="/admin-login" color="fg" textDecoration="underline">
              Admin login
            </Link>
            .
          </Text>
        ) : (
          <>
            <Flex gap="3" align="end" wrap="wrap" mb="4">
              <FormField label="Filter by path" maxW="xs">
                <Input
                  value={path}
                  onChange={(event) => setPath(event.target.value)}
                  placeholder="/api/contact"
                />
              </FormField>
              <FormField label="Status" maxW="52">
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field
                    borderColor="border.field"
                    fontSize={PHONE_FIELD_TEXT}
                    colorPalette="brand"
                    value={status}
                    onChange={(event) => setStatus(event.target.value as StatusFilter)}
                  >
                    {STATUS_FILTERS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator aria-hidden />
                </NativeSelect.Root>
              </FormField>
              <Button
                variant="outline"
                onClick={() => clear.mutate()}
                loading={clear.isPending}
                loadingText="Clearing..."
              >
                Clear log
              </Button>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {log.isPending
                ? 'Loading...'
                : `Showing ${calls.length} of ${log.data?.length ?? 0} calls`}
            </Text>
            {calls.length === 0 ? (
              <Text color="fg.muted" py="6" textAlign="center">
                {log.data?.length
                  ? 'No call matches the filter.'
                  : 'No calls yet. Use the site: each call to /api shows here.'}
              </Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root recipe={tableSlotRecipe} size="sm" striped>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Time</Table.ColumnHeader>
                      <Table.ColumnHeader>Call</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Text srOnly>Details</Text>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {calls.map((call) => (
                      <Table.Row key={call.seq}>
                        <Table.Cell whiteSpace="nowrap">{timeOf(call.time)}</Table.Cell>
                        <Table.Cell whiteSpace="normal" wordBreak="break-all" minW="48">
                          <Text as="span" fontWeight="semibold">
                            {call.method}
                          </Text>{' '}
                          {call.path}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={PALETTE(call.status)}>
                            {statusText(call.status)}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {call.durationMs} ms
                        </Table.Cell>
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Details of ${call.method} ${call.path} (${statusText(call.status)}) at ${timeOf(call.time)}`}
                            onClick={() => setDetail(call)}
                          >
                            Details
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </>
        )}
      </ToolDialog>
      <RequestDetail call={detail} onClose={() => setDetail(null)} />
    </>
  );
}
