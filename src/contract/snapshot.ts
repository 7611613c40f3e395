import { type HomepageSectionId, homepageSectionSchemas } from './admin';
import {
  blogPostSchema,
  caseStudySchema,
  clientSchema,
  contactSubmissionSchema,
  leadCaptureSchema,
  newsletterSubscriberSchema,
  portfolioItemSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
} from './entities';
import { isoDateTime, text } from './fields';
import { storedSectionSchema } from './homepage';
import {
  consultationRecordSchema,
  costEstimateRecordSchema,
  freeAuditRecordSchema,
} from './lead-details';
import { TEXT_LIMITS } from './limits';
import { technologySchema } from './technologies';
import { z } from './zod';

// A whole-store snapshot, exported from and imported into the standalone backend
// from the admin's demo data panel. An import is all or nothing, and checked
// with the very schemas of the CMS edits and the forms (./entities.ts): what
// they refuse, an import refuses. It also refuses what the store's keys would:
// a duplicate id, slug or subscriber email, or a consultation slot booked twice.

/** A homepage section: the CMS's schema for its fields; the closing call to action as text. */
const sectionSchema = storedSectionSchema.superRefine((section, ctx) => {
  const cms = homepageSectionSchemas[section.id as HomepageSectionId];
  const result = (cms ?? z.record(z.string(), text(TEXT_LIMITS.medium))).safeParse(section.content);
  for (const issue of result.success ? [] : result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['content', ...issue.path] });
  }
});

const subscriberSchema = newsletterSubscriberSchema.extend({
  // Stored lower-case, as the newsletter form stores it.
  email: newsletterSubscriberSchema.shape.email.transform((value) => value.toLowerCase()),
});

type Row = Record<string, unknown>;
interface UniqueKey {
  table: string;
  name: string;
  key: (row: Row) => string;
}
const field = (table: string, name: string, fold = false): UniqueKey => ({
  table,
  name,
  key: (row) => (fold ? String(row[name]).toLowerCase() : String(row[name])),
});

const tablesSchema = z.object({
  services: z.array(serviceSchema),
  clients: z.array(clientSchema),
  testimonials: z.array(testimonialSchema),
  caseStudies: z.array(caseStudySchema),
  portfolio: z.array(portfolioItemSchema),
  team: z.array(teamMemberSchema),
  blogPosts: z.array(blogPostSchema),
  homepageSections: z.array(sectionSchema),
  contactSubmissions: z.array(contactSubmissionSchema),
  leadCaptures: z.array(leadCaptureSchema),
  newsletterSubscribers: z.array(subscriberSchema),
  consultations: z.array(consultationRecordSchema),
  costEstimates: z.array(costEstimateRecordSchema),
  freeAudits: z.array(freeAuditRecordSchema),
  // Absent from snapshots exported before technology pages existed: importing
  // one of those writes the default technology pages.
  technologies: z.array(technologySchema).optional(),
});

/** Keys that must be unique within their table: the store's own unique indexes, and a booked slot. */
const UNIQUE_KEYS: UniqueKey[] = [
  ...Object.keys(tablesSchema.shape).map((table) => field(table, 'id')),
  field('services', 'slug'),
  field('caseStudies', 'slug'),
  field('blogPosts', 'slug'),
  field('technologies', 'slug'),
  field('newsletterSubscribers', 'email', true),
  {
    table: 'consultations',
    name: 'selectedTime',
    key: (row) => `${row.selectedDate} ${row.selectedTime}`,
  },
];

export const snapshotSchema = z.object({
  format: z.literal('brightline-snapshot', {
    error: 'This file is not a Brightline Labs snapshot',
  }),
  version: z.literal(1, { error: 'Unsupported snapshot version' }),
  exportedAt: isoDateTime,
  tables: tablesSchema.superRefine((tables, ctx) => {
    for (const { table, name, key } of UNIQUE_KEYS) {
      const rows = (tables as unknown as Record<string, Row[]>)[table] ?? [];
      const seen = new Map<string, number>();
      rows.forEach((row, index) => {
        const value = key(row);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, index);
        else {
          ctx.addIssue({
            code: 'custom',
            message: `Duplicate ${name} "${value}" (also in row ${first})`,
            path: [table, index, name],
          });
        }
      });
    }
  }),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** Counts and storage figures shown on the admin dashboard. */
export interface AdminSummary {
  contactSubmissions: number;
  leadCaptures: number;
  activeSubscribers: number;
}
