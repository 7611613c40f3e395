import { lineText, text } from './fields';
import { TECHNOLOGY_SLUGS } from './technology-slugs';
import { z } from './zod';

// A technology page (/services/{slug}) as stored, served and edited. Every
// string and list is bounded: the CMS writes these and the public page renders
// them, so nothing may grow without limit. Texts follow the rules of every
// other text field (src/contract/fields.ts): no control characters, a lone
// surrogate kept as U+FFFD; names and list items on one line.

const bounded = (label: string, max: number, lines = false) =>
  (lines ? text(max, label) : lineText(max, label)).min(1, `${label} is required`);

const items = (label: string, maxItems: number, maxLength: number) =>
  z.array(bounded(label, maxLength)).max(maxItems, `${label}: at most ${maxItems} items`);

const serviceSlug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Service slugs use lowercase letters, numbers and hyphens');

const editable = {
  name: bounded('Name', 80),
  description: bounded('Short description', 300, true),
  longDescription: bounded('Detailed description', 4000, true),
  /** What the team builds with it: short phrases, one a line in the CMS. */
  whatWeBuild: items('What we build', 12, 160).min(1, 'Add at least one thing we build'),
  /** Tools of its ecosystem, shown as badges. */
  ecosystem: items('Ecosystem', 40, 40),
  /** Slugs of the services it serves; each must be a service's. */
  serviceSlugs: z.array(serviceSlug).max(10, 'Related services: at most 10 items'),
  /**
   * Names that count as this technology in a case study's or portfolio item's
   * technologies (compared whole, case-insensitively): "Go" and "Golang".
   */
  matchTerms: items('Matching names', 20, 40),
};

export const technologySchema = z.object({
  id: z.string().min(1).max(40),
  slug: z.enum(TECHNOLOGY_SLUGS),
  ...editable,
  order: z.number().int().min(0).max(1000),
});
export type Technology = z.infer<typeof technologySchema>;

/** PUT /api/technologies/{id}: the address (slug) and the order are not editable. */
export const technologyUpdateSchema = z.object({ id: z.string().min(1).max(40), ...editable });
export type TechnologyUpdate = z.input<typeof technologyUpdateSchema>;
