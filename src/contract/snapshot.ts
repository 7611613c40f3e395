import { z } from 'zod';
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
import { isoDateTime } from './fields';
import { consultationSchema, costEstimateSchema, freeAuditSchema } from './forms';
import { storedSectionSchema } from './homepage';
import { technologySchema } from './technologies';

// A whole-store snapshot, exported from and imported into the standalone backend
// from the admin's demo data panel. An import is all or nothing.

const stamped = { id: z.string().min(1), createdAt: isoDateTime };

export const snapshotSchema = z.object({
  format: z.literal('brightline-snapshot', {
    error: 'This file is not a Brightline Labs snapshot',
  }),
  version: z.literal(1, { error: 'Unsupported snapshot version' }),
  exportedAt: isoDateTime,
  tables: z.object({
    services: z.array(serviceSchema),
    clients: z.array(clientSchema),
    testimonials: z.array(testimonialSchema),
    caseStudies: z.array(caseStudySchema),
    portfolio: z.array(portfolioItemSchema),
    team: z.array(teamMemberSchema),
    blogPosts: z.array(blogPostSchema),
    homepageSections: z.array(storedSectionSchema),
    contactSubmissions: z.array(contactSubmissionSchema),
    leadCaptures: z.array(leadCaptureSchema),
    newsletterSubscribers: z.array(newsletterSubscriberSchema),
    consultations: z.array(consultationSchema.extend(stamped)),
    costEstimates: z.array(costEstimateSchema.extend(stamped)),
    freeAudits: z.array(freeAuditSchema.extend(stamped)),
    // Absent from snapshots exported before technology pages existed: importing
    // one of those writes the default technology pages.
    technologies: z.array(technologySchema).optional(),
  }),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** Counts and storage figures shown on the admin dashboard. */
export interface AdminSummary {
  contactSubmissions: number;
  leadCaptures: number;
  activeSubscribers: number;
}
