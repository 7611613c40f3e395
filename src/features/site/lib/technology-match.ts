// Which case studies and portfolio items a technology page shows: those whose
// technologies name it. Names are compared whole and case-insensitively, so
// "Go" matches "go" but not "Google", and "React" not "React Native".

const normalise = (name: string) => name.trim().toLowerCase();

/** Whether a list of technologies names any of a page's matching names. */
export function usesTechnology(
  technologies: readonly string[],
  matchTerms: readonly string[],
): boolean {
  const wanted = new Set(matchTerms.map(normalise));
  return technologies.some((name) => wanted.has(normalise(name)));
}

/** The items that use the technology, in their own order. */
export function itemsUsing<T extends { technologies: readonly string[] }>(
  items: readonly T[] | undefined,
  matchTerms: readonly string[],
): T[] {
  return (items ?? []).filter((item) => usesTechnology(item.technologies, matchTerms));
}

/** The services a page names, in its order; a slug no service has is left out. */
export function servicesNamed<T extends { slug: string }>(
  services: readonly T[] | undefined,
  slugs: readonly string[],
): T[] {
  const bySlug = new Map((services ?? []).map((service) => [service.slug, service]));
  return slugs.flatMap((slug) => {
    const service = bySlug.get(slug);
    return service ? [service] : [];
  });
}

/** The contact page, its service interest preset to the technology. */
export const contactHrefFor = (slug: string) => `/contact?service=${encodeURIComponent(slug)}`;
