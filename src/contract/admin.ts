import { z } from 'zod';
import { imageRef, isoDate, list, optionalText, optionalUrl, requiredText } from './fields';
import { PAGE_LIMITS } from './limits';

// Payloads of the admin edit dialogs (spec sections 2 and 7). The forms turn
// comma-separated text into lists with `splitList` before they send.

export const serviceUpdateSchema = z.object({
  id: z.string().min(1),
  name: requiredText('Service name is required').max(120),
  slug: requiredText('URL slug is required')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and hyphens only'),
  description: requiredText('Short description is required').max(500),
  longDescription: z.string().trim().max(10_000).default(''),
  technologies: list.default([]),
  benefits: list.default([]),
  startingPrice: optionalText,
  deliveryTime: optionalText,
});
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

export const teamMemberUpdateSchema = z.object({
  id: z.string().min(1),
  name: requiredText('Full name is required').max(120),
  role: requiredText('Job title is required').max(120),
  description: requiredText('Bio is required').max(2000),
  imageUrl: imageRef('Profile photo URL is required'),
  email: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Please enter a valid email address',
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  linkedinUrl: optionalUrl(),
  twitterUrl: optionalUrl(),
  githubUrl: optionalUrl(),
});
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

export const portfolioItemUpdateSchema = z.object({
  id: z.string().min(1),
  title: requiredText('Project title is required').max(160),
  category: requiredText('Category is required').max(80),
  description: requiredText('Project description is required').max(2000),
  imageUrl: imageRef('Project image URL is required'),
  projectUrl: optionalUrl(),
  technologies: list.default([]),
  clientName: z
    .string()
    .trim()
    .max(120)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  completedAt: z.string().min(1, 'Completion date is required').pipe(isoDate),
});
export type PortfolioItemUpdate = z.input<typeof portfolioItemUpdateSchema>;

const text = z.string().trim().max(2000).default('');

/** The editable homepage sections and their fields, all sent as text. */
export const homepageSectionSchemas = {
  hero: z.object({
    headline: requiredText('Headline is required').max(200),
    subtext: text,
    ctaText: text,
    backgroundImage: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || imageRef('').safeParse(value).success,
        'Enter an http(s) URL or a path that starts with /',
      )
      .default(''),
  }),
  'client-logos': z.object({
    title: requiredText('Title is required').max(200),
    subtitle: text,
    clientLogos: text,
  }),
  'services-section': z.object({
    title: requiredText('Title is required').max(200),
    description: text,
    serviceTypes: text,
  }),
  testimonials: z.object({
    title: requiredText('Title is required').max(200),
    subtitle: text,
  }),
  'lead-capture': z.object({
    title: requiredText('Title is required').max(200),
    description: text,
    ctaButtons: text,
  }),
} as const;

export type HomepageSectionId = keyof typeof homepageSectionSchemas;
export const HOMEPAGE_SECTION_IDS = Object.keys(homepageSectionSchemas) as HomepageSectionId[];
export type HomepageSectionContent<K extends HomepageSectionId> = z.input<
  (typeof homepageSectionSchemas)[K]
>;

/** Paging, sorting and search of the admin lists; without any of them the list is one array. */
export const listQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMITS.page, `Page must be ${PAGE_LIMITS.page.toLocaleString('en-US')} or less`)
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_LIMITS.pageSize).default(25),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(200).default(''),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export const LIST_QUERY_KEYS = ['page', 'pageSize', 'sort', 'order', 'q'] as const;
