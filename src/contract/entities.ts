import {
  id,
  portfolioItemUpdateSchema,
  serviceUpdateSchema,
  teamMemberUpdateSchema,
} from './admin';
import { email, imageRef, isoDateTime, list, text } from './fields';
import { TEXT_LIMITS } from './limits';
import { z } from './zod';

// Records as the backend stores and returns them (spec section 3). What the
// CMS edits is stored with the CMS's own schema (./admin.ts), so that a snapshot
// import (./snapshot.ts) refuses whatever the CMS refuses; the rest has the same
// kinds of fields with the same limits (./limits.ts).

const required = (max: number, what: string) => text(max, what).min(1, `${what} is required`);
const title = (what: string) => required(TEXT_LIMITS.title, what);
const optional = (max: number, what: string) => text(max, what).optional();
const order = z.number().int();

export const serviceSchema = serviceUpdateSchema.extend({
  /** Accent colour of the service card, a CSS hex colour. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  features: list,
  order,
});
export type Service = z.infer<typeof serviceSchema>;

export const clientSchema = z.object({
  id,
  name: required(TEXT_LIMITS.name, 'Name'),
  logo: imageRef('Logo is required'),
  description: text(TEXT_LIMITS.short, 'Description'),
  order,
});
export type Client = z.infer<typeof clientSchema>;

export const testimonialSchema = z.object({
  id,
  quote: required(TEXT_LIMITS.medium, 'Quote'),
  author: required(TEXT_LIMITS.name, 'Author'),
  role: text(TEXT_LIMITS.name, 'Role'),
  company: text(TEXT_LIMITS.name, 'Company'),
  image: imageRef('Image is required'),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const caseStudySchema = z.object({
  id,
  slug: required(TEXT_LIMITS.slug, 'Slug'),
  title: title('Title'),
  description: required(TEXT_LIMITS.short, 'Description'),
  longDescription: required(TEXT_LIMITS.message, 'Long description'),
  category: required(TEXT_LIMITS.name, 'Category'),
  duration: required(TEXT_LIMITS.name, 'Duration'),
  results: required(TEXT_LIMITS.short, 'Results'),
  technologies: list,
  imageUrl: imageRef('Image URL is required'),
  clientName: optional(TEXT_LIMITS.name, 'Client name'),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const portfolioItemSchema = portfolioItemUpdateSchema;
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const teamMemberSchema = teamMemberUpdateSchema.extend({ order });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const blogPostSchema = z.object({
  id,
  slug: required(TEXT_LIMITS.slug, 'Slug'),
  title: title('Title'),
  excerpt: required(TEXT_LIMITS.short, 'Excerpt'),
  content: required(TEXT_LIMITS.article, 'Content'),
  category: required(TEXT_LIMITS.name, 'Category'),
  author: required(TEXT_LIMITS.name, 'Author'),
  authorImage: imageRef('Author image is required'),
  imageUrl: imageRef('Image URL is required'),
  publishedAt: isoDateTime,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

// Leads as stored: the forms' limits, without their minimums (a contact dialog's
// name is stored split in two, for instance).
const leadText = (max: number, what: string) => text(max, what);

export const contactSubmissionSchema = z.object({
  id,
  firstName: leadText(TEXT_LIMITS.name, 'First name'),
  lastName: leadText(TEXT_LIMITS.name, 'Last name'),
  email: leadText(TEXT_LIMITS.email, 'Email'),
  serviceInterest: optional(TEXT_LIMITS.title, 'Service interest'),
  budget: optional(TEXT_LIMITS.title, 'Budget'),
  message: leadText(TEXT_LIMITS.message, 'Message'),
  phone: optional(TEXT_LIMITS.short, 'Phone'),
  company: optional(TEXT_LIMITS.short, 'Company'),
  /** Which form sent it: the contact page or the contact dialog. */
  source: z.enum(['contact-page', 'contact-dialog']),
  createdAt: isoDateTime,
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const leadCaptureSchema = z.object({
  id,
  name: leadText(TEXT_LIMITS.name, 'Name'),
  email: leadText(TEXT_LIMITS.email, 'Email'),
  company: leadText(TEXT_LIMITS.short, 'Company'),
  role: leadText(TEXT_LIMITS.name, 'Role'),
  interest: leadText(TEXT_LIMITS.short, 'Interest'),
  source: leadText(TEXT_LIMITS.name, 'Source'),
  createdAt: isoDateTime,
  /**
   * The record of the form that made this lead, in the table its source names
   * (a consultation, cost estimate, free audit or newsletter subscriber): what
   * GET /api/admin/lead-captures/{id} answers with it. Absent on a lead stored
   * without one (seeded or imported).
   */
  recordId: id.optional(),
});
export type LeadCapture = z.infer<typeof leadCaptureSchema>;

export const newsletterSubscriberSchema = z.object({
  id,
  email: email('Please enter a valid email address'),
  isActive: z.boolean(),
  subscribedAt: isoDateTime,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/**
 * What POST /api/newsletter answers: the address, subscribed. The same for a
 * new address, one already subscribed and one subscribed again, so that the
 * answer does not tell anyone whether an address was on the list, or since when.
 */
export const newsletterSignupSchema = newsletterSubscriberSchema.pick({ email: true }).extend({
  isActive: z.literal(true),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** A page of an admin list, answered when paging parameters are given. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The body of every error answer of the backend. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
