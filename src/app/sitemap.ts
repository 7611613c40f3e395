import { SITE_ORIGIN } from '../lib/page-meta';

// The sitemap for crawlers: every public page, with the slugs the store holds
// now. The build writes it for a static host (scripts/render-pages.mjs), from
// the seeded store whose pages it renders; the live server answers it from its
// database (server/site.ts), so a service renamed in the CMS is listed by its
// new address.

/** Reads a public `/api` path's JSON answer. */
export type ReadApi = (path: string) => Promise<unknown>;

const slugsOf = (answer: unknown): string[] =>
  Array.isArray(answer)
    ? answer.flatMap((item: { slug?: unknown }) =>
        typeof item?.slug === 'string' ? [item.slug] : [],
      )
    : [];

/** Every public page's path, once each: the admin area is not among them. */
export async function publicPagePaths(read: ReadApi): Promise<string[]> {
  const [services, technologies, caseStudies, posts] = await Promise.all(
    ['/api/services', '/api/technologies', '/api/case-studies', '/api/blog'].map(read),
  );
  const under = (base: string, answer: unknown) =>
    slugsOf(answer).map((slug) => `${base}/${encodeURIComponent(slug)}`);
  const paths = [
    '/',
    '/services',
    ...under('/services', services),
    ...under('/services', technologies),
    '/case-studies',
    ...under('/case-studies', caseStudies),
    '/portfolio',
    '/team',
    '/blog',
    ...under('/blog', posts),
    '/contact',
  ];
  return [...new Set(paths)];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemap's XML (sitemaps.org 0.9) of `paths`, at the site's public address. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${SITE_ORIGIN}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
