import { id } from './admin';
import { longDate } from './consultation-dates';
import { API } from './endpoints';
import {
  type ContactSubmission,
  type LeadCapture,
  leadCaptureSchema,
  type NewsletterSubscriber,
  newsletterSubscriberSchema,
} from './entities';
import { isoDateTime } from './fields';
import {
  type ConsultationForm,
  type CostEstimateForm,
  consultationSchema,
  contactInquirySchema,
  contactPageSchema,
  costEstimateSchema,
  type FreeAuditForm,
  freeAuditSchema,
  newsletterSchema,
} from './forms';
import {
  BUDGETS,
  CALCULATOR_COMPLEXITY,
  CALCULATOR_FEATURES,
  CALCULATOR_PROJECT_TYPES,
  CALCULATOR_TEAM_SIZES,
  CALCULATOR_TIMELINES,
  CONSULTATION_MINUTES,
  SERVICE_INTERESTS,
} from './options';
import { z } from './zod';

// A lead as staff read it, field by field. The admin's lead details and the
// email to sales (backend/compose-lead-mail.ts) list the same fields under the
// same labels, from the record the visitor's form made.

const stamped = { id, createdAt: isoDateTime };

/** What each form with a record of its own stores: the form, its id and when. */
export const consultationRecordSchema = consultationSchema.extend(stamped);
export const costEstimateRecordSchema = costEstimateSchema.extend(stamped);
export const freeAuditRecordSchema = freeAuditSchema.extend(stamped);

type Stamped<T> = T & { id: string; createdAt: string };
export type ConsultationRecord = Stamped<ConsultationForm>;
export type CostEstimateRecord = Stamped<CostEstimateForm>;
export type FreeAuditRecord = Stamped<FreeAuditForm>;

/** A lead with the record of the form that sent it. */
export type LeadRecord =
  | { kind: 'contact'; record: ContactSubmission }
  | { kind: 'consultation'; record: ConsultationRecord }
  | { kind: 'costEstimate'; record: CostEstimateRecord }
  | { kind: 'freeAudit'; record: FreeAuditRecord }
  | { kind: 'newsletter'; record: NewsletterSubscriber; reactivated?: boolean };

/**
 * GET /api/admin/lead-captures/{id}: the lead capture, the record of the form
 * it came from (null for a lead stored without one: seeded or imported), and
 * the backend's time zone, in which a consultation's slot is booked.
 */
export const leadDetailSchema = z.object({
  lead: leadCaptureSchema,
  form: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('consultation'), record: consultationRecordSchema }),
      z.object({ kind: z.literal('costEstimate'), record: costEstimateRecordSchema }),
      z.object({ kind: z.literal('freeAudit'), record: freeAuditRecordSchema }),
      z.object({ kind: z.literal('newsletter'), record: newsletterSubscriberSchema }),
    ])
    .nullable(),
  timeZone: z.string(),
});
export interface LeadDetail {
  lead: LeadCapture;
  form: Exclude<LeadRecord, { kind: 'contact' }> | null;
  timeZone: string;
}

/** A field's label and value; an empty or absent value is left out where fields are shown. */
export type LeadField = [label: string, value: string | undefined];

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export interface LeadFieldOptions {
  /** The zone a consultation's slot is in, shown after its time. */
  timeZone?: string;
  /** How an instant reads (default: as stored, ISO 8601). */
  instant?: (iso: string) => string;
}

/** Which of the two contact forms sent a submission, in words. */
export const contactFormName = (source: ContactSubmission['source']) =>
  source === 'contact-page' ? 'Contact page' : 'Contact dialog';

/** A contact send from the contact page (first and last name), not the contact dialog (name). */
export const isContactPageSend = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && ('firstName' in body || 'lastName' in body);

type ContactSend = z.output<typeof contactPageSchema> | z.output<typeof contactInquirySchema>;

/**
 * A contact send as its record keeps it: the dialog's name split in two at the
 * first space, the page's service interest by its label.
 */
export function contactRecordOf(form: ContactSend): Omit<ContactSubmission, 'id' | 'createdAt'> {
  if ('firstName' in form) {
    const interest = SERVICE_INTERESTS.find((option) => option.value === form.serviceInterest);
    return {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      serviceInterest: interest?.label ?? '',
      budget: form.budget ?? '',
      message: form.message,
      phone: '',
      company: '',
      source: 'contact-page',
    };
  }
  const [firstName = '', ...rest] = form.name.split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: form.email,
    serviceInterest: form.service,
    budget: '',
    message: form.message,
    phone: form.phone,
    company: form.company,
    source: 'contact-dialog',
  };
}

/**
 * What a visitor sent to one of the lead forms (its path and JSON body),
 * labelled as leadFields labels the record it makes. Undefined when the body
 * is not that form's, such as one a newer rule refuses.
 */
export function sentFields(path: string, body: unknown): LeadField[] | undefined {
  /** The fields of a body the schema takes; undefined for one it does not. */
  const read = <S extends z.ZodType>(schema: S, fields: (form: z.output<S>) => LeadField[]) => {
    const form = schema.safeParse(body);
    return form.success ? fields(form.data) : undefined;
  };
  const unstamped = { id: '', createdAt: '' };
  switch (path) {
    case API.contact:
      return read(isContactPageSend(body) ? contactPageSchema : contactInquirySchema, (form) =>
        leadFields({ kind: 'contact', record: { ...unstamped, ...contactRecordOf(form) } }),
      );
    case API.consultations:
      return read(consultationSchema, (form) =>
        leadFields({ kind: 'consultation', record: { ...unstamped, ...form } }),
      );
    case API.costCalculator:
      return read(costEstimateSchema, (form) =>
        leadFields({ kind: 'costEstimate', record: { ...unstamped, ...form } }),
      );
    case API.freeAudit:
      return read(freeAuditSchema, (form) =>
        leadFields({ kind: 'freeAudit', record: { ...unstamped, ...form } }),
      );
    case API.newsletter:
      // A signup is its address: the subscriber's date and status are the server's.
      return read(newsletterSchema, (form) => [['Email', form.email]]);
    default:
      return undefined;
  }
}

/** Every field a visitor sent with a lead, labelled, in the form's order. */
export function leadFields(lead: LeadRecord, options: LeadFieldOptions = {}): LeadField[] {
  const { timeZone, instant = (iso: string) => iso } = options;
  switch (lead.kind) {
    case 'contact': {
      const r = lead.record;
      return [
        ['Name', `${r.firstName} ${r.lastName}`.trim()],
        ['Email', r.email],
        ['Phone', r.phone],
        ['Company', r.company],
        ['Service interest', r.serviceInterest],
        ['Budget', r.budget ? labelOf(BUDGETS, r.budget) : r.budget],
        ['Form', contactFormName(r.source)],
        ['Message', r.message],
      ];
    }
    case 'consultation': {
      const r = lead.record;
      const zone = timeZone ? ` (${timeZone})` : '';
      return [
        ['Name', r.name],
        ['Email', r.email],
        ['Phone', r.phone],
        ['Company', r.company],
        ['Date', longDate(r.selectedDate)],
        ['Time', `${r.selectedTime}${zone}, ${CONSULTATION_MINUTES} minutes`],
        ['Project type', r.projectType],
        ['Budget range', r.budgetRange],
        ['Timeline', r.timelineNeeds],
        ['Message', r.message],
      ];
    }
    case 'costEstimate': {
      const r = lead.record;
      return [
        ['Name', r.name],
        ['Email', r.email],
        ['Company', r.company],
        ['Project type', labelOf(CALCULATOR_PROJECT_TYPES, r.projectType)],
        ['Complexity', labelOf(CALCULATOR_COMPLEXITY, r.complexity)],
        ['Timeline', labelOf(CALCULATOR_TIMELINES, r.timeline)],
        ['Team size', labelOf(CALCULATOR_TEAM_SIZES, r.teamSize)],
        ['Features', r.features.map((f) => labelOf(CALCULATOR_FEATURES, f)).join(', ')],
      ];
    }
    case 'freeAudit': {
      const r = lead.record;
      return [
        ['Name', r.name],
        ['Email', r.email],
        ['Company', r.company],
        ['Website', r.website],
        ['Phone', r.phone],
        ['Current challenges', r.currentChallenges],
      ];
    }
    case 'newsletter': {
      const r = lead.record;
      return [
        ['Email', r.email],
        ['Subscribed', lead.reactivated ? 'again, after unsubscribing' : instant(r.subscribedAt)],
        ['Status', r.isActive ? 'Active' : 'Inactive'],
      ];
    }
  }
}

/** The fields of a lead capture stored without its form's record. */
export const captureFields = (lead: LeadCapture): LeadField[] => [
  ['Name', lead.name],
  ['Email', lead.email],
  ['Company', lead.company],
  ['Role', lead.role],
  ['Interest', lead.interest],
];

/** Fields with something to show. */
export const filledFields = (fields: readonly LeadField[]) =>
  fields.filter((field): field is [string, string] => (field[1] ?? '').trim() !== '');
