import { serviceSchema, testimonialSchema } from './entities';
import { z } from './zod';

// GET /api/homepage answers one object keyed by section id that carries both
// readings of spec section 3: the admin key set (hero, client-logos,
// services-section, testimonials, lead-capture) as stored and edited, and the
// public key set (hero, services, client-logos, testimonials, cta) that the home
// page renders, derived from the same stored sections.

const section = <T extends z.ZodRawShape>(shape: T) => z.object({ content: z.object(shape) });

export const homepageSchema = z.object({
  hero: section({
    headline: z.string(),
    subtext: z.string(),
    ctaText: z.string(),
    backgroundImage: z.string(),
  }),
  'client-logos': section({
    title: z.string(),
    subtitle: z.string(),
    /** As edited: comma-separated client names, in display order. */
    clientLogos: z.string(),
    /** As shown: the clients named above; a name with no known logo has logo ''. */
    logos: z.array(z.object({ name: z.string(), logo: z.string(), description: z.string() })),
  }),
  'services-section': section({
    title: z.string(),
    description: z.string(),
    serviceTypes: z.string(),
  }),
  services: section({
    title: z.string(),
    subtitle: z.string(),
    services: z.array(serviceSchema),
  }),
  testimonials: section({
    title: z.string(),
    subtitle: z.string(),
    testimonials: z.array(testimonialSchema),
  }),
  'lead-capture': section({
    title: z.string(),
    description: z.string(),
    ctaButtons: z.string(),
  }),
  cta: section({
    title: z.string(),
    subtitle: z.string(),
    primaryButton: z.string(),
    secondaryButton: z.string(),
  }),
});
export type Homepage = z.infer<typeof homepageSchema>;

/** A stored homepage section: the admin key set plus the closing call to action. */
export const storedSectionSchema = z.object({
  id: z.enum(['hero', 'client-logos', 'services-section', 'testimonials', 'lead-capture', 'cta']),
  content: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime(),
});
export type StoredSection = z.infer<typeof storedSectionSchema>;
