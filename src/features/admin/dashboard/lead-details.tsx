import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Link,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { leadCaptureQuery } from '../../../api/queries';
import type { ContactSubmission, LeadCapture } from '../../../contract/entities';
import { email as emailSchema } from '../../../contract/fields';
import {
  captureFields,
  filledFields,
  type LeadField,
  leadFields,
} from '../../../contract/lead-details';
import { failureReason } from '../../../lib/api-client';
import { formatAdminDate } from '../format';
import { WRAPPED_CELL } from './cell-style';

// A lead in full, opened from its name in a dashboard list: every field the
// visitor sent (the list cuts the message to one line and leaves most fields
// out), as text. A lead capture's details come from the record of its form:
// the slot a consultation booked, the features of a cost estimate, the
// website and challenges of an audit.

const isEmail = (value: string) => emailSchema('').safeParse(value).success;

function FieldList({ fields }: { fields: readonly LeadField[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
    >
      {filledFields(fields).map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" fontWeight="semibold" color="fg.muted" fontSize="sm" pt={{ sm: '0.5' }}>
            {label}
          </Text>
          <Text
            as="dd"
            // A visitor's words in Arabic or Hebrew read from the right.
            dir="auto"
            mb={{ base: '3', sm: '0' }}
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
          >
            {label === 'Email' && isEmail(value) ? (
              <Link href={`mailto:${value}`} color="fg" textDecoration="underline">
                {value}
              </Link>
            ) : (
              value
            )}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}

function CaptureFields({ lead }: { lead: LeadCapture }) {
  const { data, isPending, isError, isFetching, error, refetch } = useQuery({
    ...leadCaptureQuery(lead.id),
    // A read that failed is tried again when the dialog opens again.
    refetchOnMount: (query) => (query.state.status === 'error' ? 'always' : true),
  });
  if (isPending || (isError && isFetching)) {
    return (
      <Box py="6" textAlign="center">
        <Spinner aria-label="Loading the lead's details" />
      </Box>
    );
  }
  if (isError) {
    return (
      <Stack gap="3" align="start">
        <Text color="fg.error" role="alert">
          Could not load this lead's details: {failureReason(error)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={(event) => {
            // The button leaves with the error: the focus stays in the dialog.
            event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
            void refetch();
          }}
        >
          Try Again
        </Button>
      </Stack>
    );
  }
  const { form, timeZone } = data;
  return (
    <FieldList
      fields={
        form
          ? [...leadFields(form, { timeZone, instant: formatAdminDate }), ['Role', lead.role]]
          : captureFields(lead)
      }
    />
  );
}

interface LeadDetailsProps {
  /** The button's text, and the dialog's title: the lead's name. */
  name: string;
  /** The dialog's title when the lead has no name (a newsletter signup's). */
  email: string;
  /** What sent it and when, under the title. */
  received: string;
  children: ReactNode;
}

function LeadDetails({ name, email, received, children }: LeadDetailsProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} size="md" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button
          variant="plain"
          size="sm"
          // The row keeps the height of a line of text.
          h="auto"
          minH="0"
          borderWidth="0"
          verticalAlign="top"
          px="0"
          fontSize="inherit"
          lineHeight="inherit"
          fontWeight="medium"
          textDecoration="underline"
          textUnderlineOffset="3px"
          // A long name wraps within its column, as the other texts of the row do.
          {...WRAPPED_CELL}
          textAlign="start"
          justifyContent="flex-start"
          aria-haspopup="dialog"
        >
          {name || 'No name'}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title overflowWrap="anywhere" dir="auto">
                {name || email}
              </Dialog.Title>
              <Dialog.Description color="fg.muted">{received}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A contact submission's name, opening everything it holds: the list row has it all. */
export function ContactDetails({ row }: { row: ContactSubmission }) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return (
    <LeadDetails
      name={name}
      email={row.email}
      received={`Received ${formatAdminDate(row.createdAt)}`}
    >
      <FieldList fields={leadFields({ kind: 'contact', record: row })} />
    </LeadDetails>
  );
}

/** A lead capture's name, opening the lead with the record of the form that made it. */
export function CaptureDetails({ row }: { row: LeadCapture }) {
  return (
    <LeadDetails
      name={row.name}
      email={row.email}
      received={`${row.source}, received ${formatAdminDate(row.createdAt)}`}
    >
      <CaptureFields lead={row} />
    </LeadDetails>
  );
}
