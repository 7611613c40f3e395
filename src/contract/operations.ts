import {
  homepageSectionSchemas,
  listQuerySchema,
  portfolioItemUpdateSchema,
  serviceUpdateSchema,
  subscriberUpdateSchema,
  teamMemberUpdateSchema,
} from './admin';
import {
  ADMIN_AUTH_API,
  adminSessionSchema,
  auditLogQuerySchema,
  auditLogSchema,
  signInSchema,
} from './admin-auth';
import { ADMIN_SUMMARY, API, MOCK_API } from './endpoints';
import {
  blogPostSchema,
  caseStudySchema,
  contactSubmissionSchema,
  leadCaptureSchema,
  newsletterSignupSchema,
  newsletterSubscriberSchema,
  pageOf,
  portfolioItemSchema,
  serviceSchema,
  teamMemberSchema,
} from './entities';
import { isoDateTime } from './fields';
import {
  bookedSlotSchema,
  bookedSlotsQuerySchema,
  consultationCalendarSchema,
  consultationSchema,
  contactInquirySchema,
  contactPageSchema,
  costEstimateSchema,
  freeAuditSchema,
  newsletterSchema,
} from './forms';
import { homepageSchema, storedSectionSchema } from './homepage';
import { leadDetailSchema } from './lead-details';
import {
  loggedRequestSchema,
  mockConfigChangeSchema,
  mockConfigSchema,
  scenarioInfoSchema,
} from './mock-control';
import { snapshotSchema } from './snapshot';
import { technologySchema, technologyUpdateSchema } from './technologies';
import { z } from './zod';

// Every operation of the /api contract with the schemas of what it takes and
// answers: the source of the OpenAPI document (backend/openapi.ts) and of the
// test that holds the API core to it. Paths are written as OpenAPI writes them.

export type OperationMethod = 'get' | 'post' | 'put' | 'delete';

export interface Operation {
  method: OperationMethod;
  path: string;
  summary: string;
  tag: 'Content' | 'Leads' | 'Admin' | 'Standalone control' | 'Contract';
  /** Sends the admin credentials (spec section 6) as headers. */
  admin?: boolean;
  /** The request body, validated with this schema. */
  body?: z.ZodType;
  /** The query string, validated with this schema (every parameter a string). */
  query?: z.ZodObject;
  /** Whether the query is required as a whole (else each parameter is optional). */
  queryRequired?: boolean;
  /** The success status (200 unless said). */
  status?: number;
  /** The success answer's body. */
  response: z.ZodType;
  /** Answers 404 when the path names nothing. */
  notFound?: boolean;
  /** Answers 409 on a conflict with what is stored. */
  conflict?: boolean;
  /**
   * An edit that may carry If-Match (./versions.ts): answered 412 with the item
   * as stored now, of this schema, when it was saved since.
   */
  versioned?: z.ZodType;
}

const stamped = <T extends z.ZodObject>(form: T) =>
  form.extend({ id: z.string(), createdAt: isoDateTime });

const ok = z.object({ ok: z.literal(true) });
const counts = z.record(z.string(), z.number().int());
const adminList = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageOf(item)]);
const homepageSectionUpdate = z.union(Object.values(homepageSectionSchemas));
/** A section's editable texts, as GET /api/homepage answers them. */
const sectionTexts = z.record(z.string(), z.string());

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'Contract',
    response: z.record(z.string(), z.unknown()),
  },
  // Content (spec section 7)
  {
    method: 'get',
    path: API.homepage,
    summary: 'The homepage sections',
    tag: 'Content',
    response: homepageSchema,
  },
  {
    method: 'get',
    path: API.services,
    summary: 'Services, in their order',
    tag: 'Content',
    response: z.array(serviceSchema),
  },
  {
    method: 'get',
    path: API.technologies,
    summary: 'Technology pages, in their order',
    tag: 'Content',
    response: z.array(technologySchema),
  },
  {
    method: 'get',
    path: '/api/technologies/{slugOrId}',
    summary: 'One technology page, by slug',
    tag: 'Content',
    response: technologySchema,
    notFound: true,
  },
  {
    method: 'get',
    path: API.caseStudies,
    summary: 'Case studies',
    tag: 'Content',
    response: z.array(caseStudySchema),
  },
  {
    method: 'get',
    path: '/api/case-studies/{slug}',
    summary: 'One case study, by slug',
    tag: 'Content',
    response: caseStudySchema,
    notFound: true,
  },
  {
    method: 'get',
    path: API.portfolio,
    summary: 'Portfolio items, newest first',
    tag: 'Content',
    response: z.array(portfolioItemSchema),
  },
  {
    method: 'get',
    path: API.team,
    summary: 'Team members, in their order',
    tag: 'Content',
    response: z.array(teamMemberSchema),
  },
  {
    method: 'get',
    path: API.blog,
    summary: 'Blog posts, newest first',
    tag: 'Content',
    response: z.array(blogPostSchema),
  },
  {
    method: 'get',
    path: '/api/blog/{slug}',
    summary: 'One blog post, by slug',
    tag: 'Content',
    response: blogPostSchema,
    notFound: true,
  },
  // Leads
  {
    method: 'post',
    path: API.contact,
    summary: "A contact enquiry: the contact dialog's form or the contact page's",
    tag: 'Leads',
    body: z.union([contactInquirySchema, contactPageSchema]),
    status: 201,
    response: contactSubmissionSchema,
  },
  {
    method: 'post',
    path: API.consultations,
    summary: 'Book a consultation',
    tag: 'Leads',
    body: consultationSchema,
    status: 201,
    response: stamped(consultationSchema),
    conflict: true,
  },
  {
    method: 'get',
    path: API.bookedSlots,
    summary: 'Consultation slots already taken between two dates (at most 31 days)',
    tag: 'Leads',
    query: bookedSlotsQuerySchema,
    queryRequired: true,
    response: z.array(bookedSlotSchema),
  },
  {
    method: 'get',
    path: API.consultationCalendar,
    summary: "The backend's day, from which the bookable days count, and its time zone",
    tag: 'Leads',
    response: consultationCalendarSchema,
  },
  {
    method: 'post',
    path: API.costCalculator,
    summary: 'A cost estimate request',
    tag: 'Leads',
    body: costEstimateSchema,
    status: 201,
    response: stamped(costEstimateSchema),
  },
  {
    method: 'post',
    path: API.freeAudit,
    summary: 'A free technical audit request',
    tag: 'Leads',
    body: freeAuditSchema,
    status: 201,
    response: stamped(freeAuditSchema),
  },
  {
    method: 'post',
    path: API.newsletter,
    summary:
      'Subscribe to the newsletter (again, if once unsubscribed): the same answer whether or not the address was subscribed',
    tag: 'Leads',
    body: newsletterSchema,
    status: 201,
    response: newsletterSignupSchema,
  },
  // Admin
  {
    method: 'get',
    path: ADMIN_SUMMARY,
    summary: 'Counts for the dashboard',
    tag: 'Admin',
    admin: true,
    response: z.object({
      contactSubmissions: z.number().int(),
      leadCaptures: z.number().int(),
      activeSubscribers: z.number().int(),
    }),
  },
  {
    method: 'get',
    path: API.contactSubmissions,
    summary: 'Contact submissions: all, newest first, or a page when a paging parameter is given',
    tag: 'Admin',
    admin: true,
    query: listQuerySchema,
    response: adminList(contactSubmissionSchema),
  },
  {
    method: 'get',
    path: API.leadCaptures,
    summary: 'Lead captures: all, newest first, or a page when a paging parameter is given',
    tag: 'Admin',
    admin: true,
    query: listQuerySchema,
    response: adminList(leadCaptureSchema),
  },
  {
    method: 'get',
    path: '/api/admin/lead-captures/{id}',
    summary: 'A lead capture with the record of the form it came from, and the backend time zone',
    tag: 'Admin',
    admin: true,
    response: leadDetailSchema,
    notFound: true,
  },
  {
    method: 'get',
    path: API.leadDetails,
    summary:
      'Lead captures as the list answers them (same paging, sort and search), each with its details as GET /api/admin/lead-captures/{id} answers them',
    tag: 'Admin',
    admin: true,
    query: listQuerySchema,
    response: adminList(leadDetailSchema),
  },
  {
    method: 'get',
    path: API.newsletterSubscribers,
    summary:
      'Newsletter subscribers: all, newest first, or a page when a paging parameter is given',
    tag: 'Admin',
    admin: true,
    query: listQuerySchema,
    response: adminList(newsletterSubscriberSchema),
  },
  {
    method: 'put',
    path: '/api/admin/newsletter-subscribers/{id}',
    summary:
      'Set a newsletter subscriber Inactive (no more issues) or Active again; the same status again changes nothing',
    tag: 'Admin',
    admin: true,
    body: subscriberUpdateSchema,
    response: newsletterSubscriberSchema,
    notFound: true,
  },
  {
    method: 'put',
    path: '/api/services/{id}',
    summary: 'Edit a service',
    tag: 'Admin',
    admin: true,
    body: serviceUpdateSchema,
    response: serviceSchema,
    notFound: true,
    versioned: serviceSchema,
  },
  {
    method: 'put',
    path: '/api/technologies/{slugOrId}',
    summary: 'Edit a technology page, by id',
    tag: 'Admin',
    admin: true,
    body: technologyUpdateSchema,
    response: technologySchema,
    notFound: true,
    versioned: technologySchema,
  },
  {
    method: 'put',
    path: '/api/portfolio/{id}',
    summary: 'Edit a portfolio item',
    tag: 'Admin',
    admin: true,
    body: portfolioItemUpdateSchema,
    response: portfolioItemSchema,
    notFound: true,
    versioned: portfolioItemSchema,
  },
  {
    method: 'put',
    path: '/api/team/{id}',
    summary: 'Edit a team member',
    tag: 'Admin',
    admin: true,
    body: teamMemberUpdateSchema,
    response: teamMemberSchema,
    notFound: true,
    versioned: teamMemberSchema,
  },
  {
    method: 'put',
    path: '/api/admin/homepage-sections/{sectionId}',
    summary: "Edit a homepage section's texts",
    tag: 'Admin',
    admin: true,
    body: homepageSectionUpdate,
    response: storedSectionSchema,
    notFound: true,
    versioned: sectionTexts,
  },
  // Control of the standalone backend (MOCK_API)
  {
    method: 'post',
    path: MOCK_API.reset,
    summary: 'Back to the seed: content, no leads, default settings',
    tag: 'Standalone control',
    response: ok,
  },
  {
    method: 'get',
    path: MOCK_API.config,
    summary: 'Latency, faults, clock and id mode',
    tag: 'Standalone control',
    response: mockConfigSchema,
  },
  {
    method: 'put',
    path: MOCK_API.config,
    summary: 'Change the keys sent of the latency, faults, clock and id mode',
    tag: 'Standalone control',
    body: mockConfigChangeSchema,
    response: mockConfigSchema,
  },
  {
    method: 'get',
    path: MOCK_API.scenarios,
    summary: 'The named data sets',
    tag: 'Standalone control',
    response: z.array(scenarioInfoSchema),
  },
  {
    method: 'post',
    path: '/api/__mock/scenario/{name}',
    summary: 'Replace the content and leads with a named data set',
    tag: 'Standalone control',
    response: ok.extend({ scenario: z.string(), counts }),
    notFound: true,
  },
  {
    method: 'get',
    path: MOCK_API.requests,
    summary: 'The request log, oldest first',
    tag: 'Standalone control',
    admin: true,
    response: z.array(loggedRequestSchema),
  },
  {
    method: 'delete',
    path: MOCK_API.requests,
    summary: 'Empty the request log',
    tag: 'Standalone control',
    admin: true,
    response: ok,
  },
  {
    method: 'get',
    path: MOCK_API.snapshot,
    summary: 'Export the whole store',
    tag: 'Standalone control',
    admin: true,
    response: snapshotSchema,
  },
  {
    method: 'put',
    path: MOCK_API.snapshot,
    summary: 'Replace the whole store with an exported snapshot',
    tag: 'Standalone control',
    admin: true,
    body: snapshotSchema,
    response: ok.extend({ counts }),
  },
];

/**
 * The live server's admin sign-in (README, "Admin sign-in"): answered only where
 * the API core has it, and documented there only. Admin operations then take
 * the session cookie instead of the username and password headers.
 */
export const LIVE_AUTH_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: ADMIN_AUTH_API.session,
    summary: 'Sign in: sets the session cookie; 401 for wrong credentials, 429 while locked out',
    tag: 'Admin',
    body: signInSchema,
    response: adminSessionSchema,
  },
  {
    method: 'get',
    path: ADMIN_AUTH_API.session,
    summary: 'Who is signed in (401 when nobody is); extends the session',
    tag: 'Admin',
    response: adminSessionSchema,
  },
  {
    method: 'delete',
    path: ADMIN_AUTH_API.session,
    summary: 'Sign out: ends the session and clears its cookie',
    tag: 'Admin',
    response: ok,
  },
  {
    method: 'get',
    path: ADMIN_AUTH_API.auditLog,
    summary: 'The audit log of admin writes and sign-ins, newest first, a page at a time',
    tag: 'Admin',
    admin: true,
    query: auditLogQuerySchema,
    response: auditLogSchema,
  },
];
