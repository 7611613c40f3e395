import {
  commaList,
  email,
  imageRef,
  isoDate,
  lineText,
  optionalImageRef,
  optionalText,
  optionalUrl,
  requiredLineText,
  requiredText,
  text,
} from './fields';
import { PAGE_LIMITS, TEXT_LIMITS } from './limits';
import { splitList } from './lists';
import { z } from './zod';

// Payloads of the admin edit dialogs (spec sections 2 and 7). The forms turn
// comma-separated text into lists with `splitList` before they send.

/** A record's id: the key an admin edit names in its URL. */
export const id = text(TEXT_LIMITS.id, 'Id').min(1);

export const serviceUpdateSchema = z.object({
  id,
  // The home page's Service Types name its services in a list written with
  // commas: a name holding one would come apart there.
  name: requiredLineText('Service name is required', TEXT_LIMITS.name, 'Service name').refine(
    (value) => !value.includes(','),
    'Service name must not contain a comma',
  ),
  slug: requiredText('URL slug is required', TEXT_LIMITS.slug, 'URL slug').regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, numbers and hyphens only',
  ),
  description: requiredText(
    'Short description is required',
    TEXT_LIMITS.short,
    'Short description',
  ),
  longDescription: text(TEXT_LIMITS.message, 'Detailed description').default(''),
  technologies: commaList.default([]),
  benefits: commaList.default([]),
  startingPrice: optionalText,
  deliveryTime: optionalText,
});
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

export const teamMemberUpdateSchema = z.object({
  id,
  name: requiredLineText('Full name is required', TEXT_LIMITS.name, 'Full name'),
  role: requiredLineText('Job title is required', TEXT_LIMITS.name, 'Job title'),
  description: requiredText('Bio is required', TEXT_LIMITS.medium, 'Bio'),
  imageUrl: imageRef('Profile photo URL is required'),
  email: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || email('').safeParse(value).success,
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
  id,
  title: requiredLineText('Project title is required', TEXT_LIMITS.title, 'Project title'),
  category: requiredLineText('Category is required', TEXT_LIMITS.name, 'Category'),
  description: requiredText('Project description is required', TEXT_LIMITS.medium, 'Description'),
  imageUrl: imageRef('Project image URL is required'),
  projectUrl: optionalUrl(),
  technologies: commaList.default([]),
  clientName: lineText(TEXT_LIMITS.name, 'Client name')
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  completedAt: z.string().min(1, 'Completion date is required').pipe(isoDate),
});
export type PortfolioItemUpdate = z.input<typeof portfolioItemUpdateSchema>;

const sectionText = text(TEXT_LIMITS.medium).default('');
/** The home page's lead capture cards: cost calculator, newsletter, free audit. */
export const LEAD_CARD_COUNT = 3;
const title = requiredText('Title is required', TEXT_LIMITS.title, 'Title');

/** The editable homepage sections and their fields, all sent as text. */
export const homepageSectionSchemas = {
  hero: z.object({
    headline: requiredText('Headline is required', TEXT_LIMITS.title, 'Headline'),
    subtext: sectionText,
    ctaText: sectionText,
    backgroundImage: optionalImageRef.default(''),
  }),
  'client-logos': z.object({
    title,
    subtitle: sectionText,
    clientLogos: sectionText,
  }),
  'services-section': z.object({
    title,
    description: sectionText,
    serviceTypes: sectionText,
  }),
  testimonials: z.object({
    title,
    subtitle: sectionText,
  }),
  'lead-capture': z.object({
    title,
    description: sectionText,
    // The home page has three cards, one label each, in order.
    ctaButtons: sectionText.refine((labels) => splitList(labels).length <= LEAD_CARD_COUNT, {
      message: `List at most ${LEAD_CARD_COUNT} labels: one for each card`,
    }),
  }),
} as const;

export type HomepageSectionId = keyof typeof homepageSectionSchemas;
export const HOMEPAGE_SECTION_IDS = Object.keys(homepageSectionSchemas) as HomepageSectionId[];
/** A section's editable texts, by name: what its version is of (./versions.ts). */
export const sectionFields = (id: HomepageSectionId): string[] =>
  Object.keys(homepageSectionSchemas[id].shape);
export type HomepageSectionContent<K extends HomepageSectionId> = z.input<
  (typeof homepageSectionSchemas)[K]
>;

/**
 * The page and page size of a paged admin list (the lists below, the audit
 * log). The range first, and alone: a number past it (1e308) gets one
 * message, not also zod's own bound of a safe integer.
 */
export const pagingParams = {
  page: z.coerce
    .number()
    .min(1, { message: 'Page must be 1 or more', abort: true })
    .max(PAGE_LIMITS.page, {
      message: `Page must be ${PAGE_LIMITS.page.toLocaleString('en-US')} or less`,
      abort: true,
    })
    .int('Page must be a whole number')
    .default(1),
  pageSize: z.coerce
    .number()
    .min(1, { message: `Page size must be from 1 to ${PAGE_LIMITS.pageSize}`, abort: true })
    .max(PAGE_LIMITS.pageSize, {
      message: `Page size must be from 1 to ${PAGE_LIMITS.pageSize}`,
      abort: true,
    })
    .int('Page size must be a whole number')
    .default(25),
};

/** Paging, sorting and search of the admin lists; without any of them the list is one array. */
export const listQuerySchema = z.object({
  ...pagingParams,
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
  q: text(TEXT_LIMITS.search, 'Search').default(''),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export const LIST_QUERY_KEYS = ['page', 'pageSize', 'sort', 'order', 'q'] as const;

/**
 * A newsletter subscriber's status, set by staff: Inactive for someone who
 * asked to receive no more issues (by a reply to the confirmation, say),
 * Active again for someone who asked back.
 */
export const subscriberUpdateSchema = z.object({ isActive: z.boolean() });
export type SubscriberUpdate = z.infer<typeof subscriberUpdateSchema>;
