import { Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogKey } from '../../api/queries';
import type { AuditLog } from '../../contract/admin-auth';
import { ADMIN_AUTH_API } from '../../contract/endpoints';
import { apiGet } from '../../lib/api-client';
import { formatAdminDate } from './format';
import { ReadState } from './read-state';

// The live server's audit log: who signed in and out and who changed what,
// newest first, a page at a time (GET /api/admin/audit-log).

const PAGE_SIZE = 20;

const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: [...auditLogKey, { page }],
    queryFn: ({ signal }) =>
      apiGet<AuditLog>(`${ADMIN_AUTH_API.auditLog}?page=${page}&pageSize=${PAGE_SIZE}`, {
        admin: true,
        signal,
      }),
  });

/** "update homepage section" as a label: "Update homepage section". */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AuditLogCard() {
  const [page, setPage] = useState(1);
  const read = useQuery({
    ...auditLogQuery(page),
    placeholderData: keepPreviousData,
  });
  const { data } = read;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Card.Root as="section" aria-labelledby="audit-log-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="audit-log-heading">
          Audit log
        </Heading>
        <Text color="fg.muted">Sign-ins and changes made in the admin area, newest first.</Text>
      </Card.Header>
      <Card.Body>
        <ReadState read={read} label="the audit log" />
        {data && data.items.length === 0 ? <Text>Nothing recorded yet.</Text> : null}
        {data && data.items.length > 0 ? (
          // On a phone the table is wider than the card and scrolls sideways.
          // Nothing in it takes the focus, so the scroll area does: a keyboard
          // reaches the last column with the arrow keys.
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="group"
            aria-label="Audit log entries"
            focusVisibleRing="outside"
          >
            <Table.Root recipe={tableSlotRecipe} size="sm" striped aria-label="Audit log">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Who</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>Item</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell>{formatAdminDate(entry.at)}</Table.Cell>
                    <Table.Cell>{entry.username}</Table.Cell>
                    <Table.Cell>{sentenceCase(entry.action)}</Table.Cell>
                    <Table.Cell>{entry.item ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
        {pages > 1 ? (
          <HStack mt="3" justify="flex-end">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <Text fontSize="sm">
              Page {page} of {pages}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
