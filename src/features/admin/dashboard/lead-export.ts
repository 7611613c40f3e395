import { contactSubmissionsQuery, leadDetailsQuery } from '../../../api/queries';
import type { ContactSubmission } from '../../../contract/entities';
import {
  contactFormName,
  filledFields,
  type LeadDetail,
  leadFields,
} from '../../../contract/lead-details';
import type { CsvColumn } from '../csv';
import { leadColumns } from './columns';
import { csvExport } from './fetch-all';

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

export const contactSubmissionsCsv = csvExport(contactSubmissionsQuery, contactExportColumns);

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

const leadExportColumns: CsvColumn<LeadDetail>[] = [
  ...leadColumns.map(({ header, value }) => ({
    header,
    value: (detail: LeadDetail) => value(detail.lead),
  })),
  { header: 'Details', value: detailsText },
];

/**
 * The list's columns and a Details column with what the lead's form asked (a
 * consultation's booked slot, an estimate's features), as its dialog shows
 * them, read with the leads a page at a time. A lead stored without its form's
 * record has none.
 */
export const leadCapturesCsv = csvExport(leadDetailsQuery, leadExportColumns);
