import { matchPath } from 'react-router-dom';
import {
  blogPostQuery,
  blogQuery,
  caseStudiesQuery,
  caseStudyQuery,
  homepageQuery,
  portfolioQuery,
  type RouteRead,
  routeRead,
  servicesQuery,
  teamQuery,
  technologyQuery,
} from '../api/queries';
import { STAFF_AUGMENTATION_SLUG, TECHNOLOGY_SLUGS } from '../contract/technology-slugs';

// Every route of spec section 2: its path pattern, the page module that renders
// it (src/pages/<page>.tsx) and the public `/api` reads the page renders with.
// The router renders from this table and loads a route's reads with its code
// (router.tsx), in the browser and in the server's render alike.

/** The queries a page renders with, from its URL's params. */
export type Reads = (params: Partial<Record<string, string>>) => RouteRead[];

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
  { path: '/', page: 'home', reads: () => [routeRead(homepageQuery())] },
  { path: '/services', page: 'services', reads: () => [routeRead(servicesQuery())] },
  { path: `/services/${STAFF_AUGMENTATION_SLUG}`, page: 'staff-augmentation' },
  // The six technology pages are named one by one, ahead of the services'
  // pattern, rather than looked up when a service slug misses: the address
  // alone then says which page and which reads to start, with no wait for the
  // services list first, and a
  // service page reads nothing extra. Their addresses are fixed (the footer's
  // links, the contact page's values); the CMS edits their content only.
  ...TECHNOLOGY_SLUGS.map(
    (slug): RouteEntry => ({
      path: `/services/${slug}`,
      page: 'technology',
      reads: () => [
        routeRead(technologyQuery(slug)),
        routeRead(servicesQuery()),
        routeRead(caseStudiesQuery()),
        routeRead(portfolioQuery()),
      ],
    }),
  ),
  { path: '/services/:slug', page: 'service-landing', reads: () => [routeRead(servicesQuery())] },
  { path: '/case-studies', page: 'case-studies', reads: () => [routeRead(caseStudiesQuery())] },
  {
    path: '/case-studies/:slug',
    page: 'case-study',
    reads: ({ slug }) => (slug ? [routeRead(caseStudyQuery(slug))] : []),
  },
  { path: '/portfolio', page: 'portfolio', reads: () => [routeRead(portfolioQuery())] },
  { path: '/team', page: 'team', reads: () => [routeRead(teamQuery())] },
  { path: '/blog', page: 'blog', reads: () => [routeRead(blogQuery())] },
  {
    path: '/blog/:slug',
    page: 'blog-post',
    reads: ({ slug }) => (slug ? [routeRead(blogPostQuery(slug))] : []),
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
/**
 * The address the build renders the not-found page for, into the file a
 * static host answers every unknown address with (scripts/render-pages.mjs).
 */
export const NOT_FOUND_PATH = '/404';

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

/** The page module that renders `pathname` (the first route that matches). */
export function pageOf(pathname: string): PageName {
  const decoded = decodePathname(pathname);
  return ROUTES_IN_MATCH_ORDER.find(({ path }) => matchPath(path, decoded))?.page ?? 'not-found';
}
