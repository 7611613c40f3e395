import type { QueryClient } from '@tanstack/react-query';
import { leadCaptureQuery } from '../../../api/queries';
import type { ContactSubmission, LeadCapture } from '../../../contract/entities';
import {
  contactFormName,
  filledFields,
  type LeadDetail,
  leadFields,
} from '../../../contract/lead-details';
import { type CsvColumn, toCsv } from '../csv';
import { leadColumns } from './columns';

// What Export CSV saves for the two lists of leads: every field a lead holds,
// where the list shows only some.

/** A contact submission in full: the list leaves phone, company and form out. */
const contactExportColumns: CsvColumn<ContactSubmission>[] = [
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Last Name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Company', value: (row) => row.company },
  { header: 'Service Interest', value: (row) => row.serviceInterest },
  { header: 'Budget', value: (row) => row.budget },
  { header: 'Message', value: (row) => row.message },
  { header: 'Form', value: (row) => contactFormName(row.source) },
  { header: 'Date', value: (row) => row.createdAt },
];

export const contactSubmissionsCsv = (rows: readonly ContactSubmission[]) =>
  toCsv(rows, contactExportColumns);

/** Details read at once during an export: enough to be quick, few enough to leave the backend room. */
const READS_AT_ONCE = 6;
/** The list's own columns already hold these. */
const IN_COLUMNS = new Set(['Name', 'Email', 'Company']);

/** A form's fields that the list's columns leave out, a "Label: value" line each. */
export function detailsText({ form, timeZone }: LeadDetail): string {
  if (!form) return '';
  return filledFields(leadFields(form, { timeZone }))
    .filter(([label]) => !IN_COLUMNS.has(label))
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/**
 * The list's columns and a Details column with what the lead's form asked (a
 * consultation's booked slot, an estimate's features), read afresh through the
 * same query as the lead's dialog. A lead stored without its form's record has none.
 */
export async function leadCapturesCsv(
  rows: readonly LeadCapture[],
  queryClient: QueryClient,
): Promise<string> {
  const details = new Map<string, string>();
  const linked = rows.filter((row) => row.recordId);
  for (let start = 0; start < linked.length; start += READS_AT_ONCE) {
    await Promise.all(
      linked.slice(start, start + READS_AT_ONCE).map(async (row) => {
        const detail = await queryClient.fetchQuery({ ...leadCaptureQuery(row.id), staleTime: 0 });
        details.set(row.id, detailsText(detail));
      }),
    );
  }
  return toCsv(rows, [
    ...leadColumns,
    { header: 'Details', value: (row) => details.get(row.id) ?? '' },
  ]);
}
