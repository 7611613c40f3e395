import { API } from '../contract/endpoints';
import { TECHNOLOGY_SLUGS } from '../contract/technology-slugs';

// Every route of spec section 2: its path pattern, the page module that renders
// it (src/pages/<page>.tsx) and the public `/api` paths the page reads. The
// router renders from this table, and the build turns it into index.html's boot
// script (boot-script.ts), which starts a page's reads and code before the app's
// own script has run. Plain data: the build imports it in Node.

/** The `/api` paths a page reads, from its URL's params. */
export type Reads = (params: Partial<Record<string, string>>) => string[];

export interface RouteEntry {
  path: string;
  page: PageName;
  reads?: Reads;
}

export type PageName =
  | 'home'
  | 'services'
  | 'staff-augmentation'
  | 'service-landing'
  | 'technology'
  | 'case-studies'
  | 'case-study'
  | 'portfolio'
  | 'team'
  | 'blog'
  | 'blog-post'
  | 'contact'
  | 'not-found'
  | 'admin-login'
  | 'admin-dashboard'
  | 'admin-cms';

export const SITE_ROUTES: RouteEntry[] = [
  { path: '/', page: 'home', reads: () => [API.homepage] },
  { path: '/services', page: 'services', reads: () => [API.services] },
  { path: '/services/staff-augmentation', page: 'staff-augmentation' },
  // The six technology pages are named one by one, ahead of the services'
  // pattern, rather than looked up when a service slug misses: the address
  // alone then says which page and which reads to start (boot script,
  // preloadPage, prerender), with no wait for the services list first, and a
  // service page reads nothing extra. Their addresses are fixed (the footer's
  // links, the contact page's values); the CMS edits their content only.
  ...TECHNOLOGY_SLUGS.map(
    (slug): RouteEntry => ({
      path: `/services/${slug}`,
      page: 'technology',
      reads: () => [API.technology(slug), API.services, API.caseStudies, API.portfolio],
    }),
  ),
  { path: '/services/:slug', page: 'service-landing', reads: () => [API.services] },
  { path: '/case-studies', page: 'case-studies', reads: () => [API.caseStudies] },
  {
    path: '/case-studies/:slug',
    page: 'case-study',
    reads: ({ slug }) => (slug ? [API.caseStudy(slug)] : []),
  },
  { path: '/portfolio', page: 'portfolio', reads: () => [API.portfolio] },
  { path: '/team', page: 'team', reads: () => [API.team] },
  { path: '/blog', page: 'blog', reads: () => [API.blog] },
  {
    path: '/blog/:slug',
    page: 'blog-post',
    reads: ({ slug }) => (slug ? [API.blogPost(slug)] : []),
  },
  { path: '/contact', page: 'contact' },
  { path: '*', page: 'not-found' },
];

export const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin-login', page: 'admin-login' },
  { path: '/admin', page: 'admin-dashboard' },
  { path: '/admin/cms', page: 'admin-cms' },
];

/** The order in which a path is matched: the first entry that matches wins. */
export const ROUTES_IN_MATCH_ORDER: RouteEntry[] = [...ADMIN_ROUTES, ...SITE_ROUTES];

/**
 * A pathname as React Router matches it: each segment percent-decoded (an
 * encoded "/" stays encoded), so a page's params are the decoded slug.
 */
export function decodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
