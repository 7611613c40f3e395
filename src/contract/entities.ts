import { z } from 'zod';
import { isoDate, isoDateTime, list } from './fields';

// Records as the backend stores and returns them (spec section 3).

const id = z.string().min(1);

export const serviceSchema = z.object({
  id,
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  longDescription: z.string(),
  technologies: list,
  benefits: list,
  startingPrice: z.string(),
  deliveryTime: z.string(),
  /** Accent colour of the service card, a CSS hex colour. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  features: list,
  order: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const clientSchema = z.object({
  id,
  name: z.string().min(1),
  logo: z.string().min(1),
  description: z.string(),
  order: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

export const testimonialSchema = z.object({
  id,
  quote: z.string().min(1),
  author: z.string().min(1),
  role: z.string(),
  company: z.string(),
  image: z.string().min(1),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const caseStudySchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  longDescription: z.string().min(1),
  category: z.string().min(1),
  duration: z.string().min(1),
  results: z.string().min(1),
  technologies: list,
  imageUrl: z.string().min(1),
  clientName: z.string().optional(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const portfolioItemSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  imageUrl: z.string().min(1),
  projectUrl: z.string().optional(),
  technologies: list,
  clientName: z.string().optional(),
  completedAt: isoDate,
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const teamMemberSchema = z.object({
  id,
  name: z.string().min(1),
  role: z.string().min(1),
  description: z.string().min(1),
  imageUrl: z.string().min(1),
  linkedinUrl: z.string().optional(),
  twitterUrl: z.string().optional(),
  githubUrl: z.string().optional(),
  email: z.string().optional(),
  order: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const blogPostSchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  content: z.string().min(1),
  category: z.string().min(1),
  author: z.string().min(1),
  authorImage: z.string().min(1),
  imageUrl: z.string().min(1),
  publishedAt: isoDateTime,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const contactSubmissionSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  serviceInterest: z.string().optional(),
  budget: z.string().optional(),
  message: z.string(),
  phone: z.string().optional(),
  company: z.string().optional(),
  /** Which form sent it: the contact page or the contact dialog. */
  source: z.enum(['contact-page', 'contact-dialog']),
  createdAt: isoDateTime,
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const leadCaptureSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.string(),
  interest: z.string(),
  source: z.string(),
  createdAt: isoDateTime,
});
export type LeadCapture = z.infer<typeof leadCaptureSchema>;

export const newsletterSubscriberSchema = z.object({
  id,
  email: z.string(),
  isActive: z.boolean(),
  subscribedAt: isoDateTime,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

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
