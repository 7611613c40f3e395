import { Badge, Text, useBreakpointValue } from '@chakra-ui/react';
import type {
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
} from '../../../contract/entities';
import { budgetColor, formatAdminDate, truncate } from '../format';
import { WRAPPED_BADGE, WRAPPED_CELL } from './cell-style';
import { CaptureDetails, ContactDetails } from './lead-details';
import type { LeadColumn } from './lead-table';
import { SubscriberStatus } from './subscriber-status';

// The columns of the dashboard's three lists (spec section 2). The CSV export
// carries the same columns with full text and ISO dates, and the two lists of
// leads everything else their leads hold (lead-export.ts).

/** A text of the visitor's (an email, a company), wrapped from a tablet up. */
const wrapped = (text: string) => (
  <Text {...WRAPPED_CELL} dir="auto">
    {text}
  </Text>
);

/**
 * An email address, wrapped from a tablet up after its @ when its column is
 * too narrow for it (the site breaks a long word anywhere, which cut addresses
 * mid-name): the column is as wide as the longer of the two parts, if it can
 * be; a part wider than the column still breaks. On a phone the table scrolls
 * sideways, one line a row, and Chrome would break at a <wbr> even there.
 */
function EmailCell({ address }: { address: string }) {
  const wraps = useBreakpointValue({ base: false, md: true }) ?? false;
  const at = address.indexOf('@') + 1;
  return (
    <Text {...WRAPPED_CELL} overflowWrap="break-word" dir="auto">
      {wraps && at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </Text>
  );
}

const date = <T,>(pick: (row: T) => string, header: string, sort: string): LeadColumn<T> => ({
  header,
  sort,
  value: pick,
  cell: (row) => <Text whiteSpace="nowrap">{formatAdminDate(pick(row))}</Text>,
});

export const contactColumns: LeadColumn<ContactSubmission>[] = [
  {
    header: 'Name',
    sort: 'firstName',
    value: (row) => `${row.firstName} ${row.lastName}`.trim(),
    // The name opens the whole submission: the message in full, phone and company.
    cell: (row) => <ContactDetails row={row} />,
  },
  {
    header: 'Email',
    sort: 'email',
    value: (row) => row.email,
    cell: (row) => <EmailCell address={row.email} />,
  },
  {
    header: 'Service Interest',
    sort: 'serviceInterest',
    value: (row) => row.serviceInterest ?? '',
    cell: (row) => wrapped(row.serviceInterest || '-'),
  },
  {
    header: 'Budget',
    sort: 'budget',
    value: (row) => row.budget ?? '',
    cell: (row) =>
      row.budget ? (
        <Badge
          colorPalette={budgetColor(row.budget)}
          data-budget-color={budgetColor(row.budget)}
          {...WRAPPED_BADGE}
        >
          {row.budget}
        </Badge>
      ) : (
        '-'
      ),
  },
  {
    header: 'Message',
    value: (row) => row.message,
    cell: (row) => (
      // One line, cut to the column's width too: a long word or a narrow
      // screen would otherwise run over the Date column.
      <Text maxW="xs" truncate title={row.message}>
        {truncate(row.message)}
      </Text>
    ),
  },
  date((row) => row.createdAt, 'Date', 'createdAt'),
];

export const leadColumns: LeadColumn<LeadCapture>[] = [
  {
    header: 'Name',
    sort: 'name',
    value: (row) => row.name,
    // The name opens the lead with its form's record: a consultation's booked slot, say.
    cell: (row) => <CaptureDetails row={row} />,
  },
  {
    header: 'Email',
    sort: 'email',
    value: (row) => row.email,
    cell: (row) => <EmailCell address={row.email} />,
  },
  {
    header: 'Company',
    sort: 'company',
    value: (row) => row.company,
    cell: (row) => wrapped(row.company || '-'),
  },
  {
    header: 'Role',
    sort: 'role',
    value: (row) => row.role,
    cell: (row) => wrapped(row.role || '-'),
  },
  {
    header: 'Interest',
    sort: 'interest',
    value: (row) => row.interest,
    cell: (row) => wrapped(row.interest),
  },
  {
    header: 'Source',
    sort: 'source',
    value: (row) => row.source,
    cell: (row) => (
      <Badge variant="outline" {...WRAPPED_BADGE}>
        {row.source}
      </Badge>
    ),
  },
  date((row) => row.createdAt, 'Date', 'createdAt'),
];

export const subscriberColumns: LeadColumn<NewsletterSubscriber>[] = [
  {
    header: 'Email',
    sort: 'email',
    value: (row) => row.email,
    cell: (row) => <EmailCell address={row.email} />,
  },
  {
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    cell: (row) => <SubscriberStatus subscriber={row} />,
  },
  date((row) => row.subscribedAt, 'Subscribed Date', 'subscribedAt'),
];
