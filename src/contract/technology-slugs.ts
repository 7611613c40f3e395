// The technology pages' addresses (/services/{slug}): the footer's links and the
// contact page's service-interest values name the same six. Plain data, no zod,
// because the route table (landing route and build) names each page from it.

export const TECHNOLOGY_SLUGS = [
  'mean-mern',
  'golang',
  'ai-ml',
  'java',
  'dotnet',
  'devops',
] as const;

export type TechnologySlug = (typeof TECHNOLOGY_SLUGS)[number];

export const isTechnologySlug = (value: string): value is TechnologySlug =>
  (TECHNOLOGY_SLUGS as readonly string[]).includes(value);

/**
 * The Staff Augmentation page's address (/services/staff-augmentation): a page
 * of its own, which the route table names ahead of the services' pattern. The
 * seeded Staff Augmentation service holds this slug, so its card opens that
 * page; no other service may take it, as its page could then not be reached.
 */
export const STAFF_AUGMENTATION_SLUG = 'staff-augmentation';
