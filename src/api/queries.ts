import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../contract/admin';
import { ADMIN_AUTH_API, ADMIN_SUMMARY, API, MOCK_API } from '../contract/endpoints';
import type {
  BlogPost,
  CaseStudy,
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
  Page,
  PortfolioItem,
  Service,
  TeamMember,
} from '../contract/entities';
import type { BookedSlot, ConsultationCalendar } from '../contract/forms';
import type { Homepage } from '../contract/homepage';
import type { LeadDetail } from '../contract/lead-details';
import type { MockConfig } from '../contract/mock-control';
import type { AdminSummary } from '../contract/snapshot';
import type { Technology } from '../contract/technologies';
import { ApiError, apiGet } from '../lib/api-client';

// React Query's options for every read of the /api contract, public pages and
// admin alike: the only source of query keys. A key is the URL's path segments
// (spec section 7: "the path segments joined by slashes as URL"), so
// invalidating ['api', 'services'] refreshes every services query. The same
// options load a route's data before it renders (route-table.ts), on the
// server and in the browser.

/** The cache key of a read of `path`: under ["api"], which a refresh of everything invalidates. */
export const keyOf = (path: string) => path.split('/').filter(Boolean);

const get = <T>(path: string, admin = false) =>
  queryOptions({
    queryKey: keyOf(path),
    queryFn: ({ signal }) => apiGet<T>(path, { signal, admin }),
  });

/**
 * A read of one item by its slug: `null` when the contract answers 404 (no item
 * has that slug). That answer is the page's data, not a failure: its
 * not-found screen renders from it on the server and hydrates as it is, where
 * a failed read would show the loading state until the browser asked again.
 */
const item = <T>(path: string) =>
  queryOptions({
    queryKey: keyOf(path),
    queryFn: ({ signal }): Promise<T | null> =>
      apiGet<T>(path, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

export const homepageQuery = () => get<Homepage>(API.homepage);
export const servicesQuery = () => get<Service[]>(API.services);
export const technologiesQuery = () => get<Technology[]>(API.technologies);
export const technologyQuery = (slug: string) => get<Technology>(API.technology(slug));
export const caseStudiesQuery = () => get<CaseStudy[]>(API.caseStudies);
export const caseStudyQuery = (slug: string) => item<CaseStudy>(API.caseStudy(slug));
export const portfolioQuery = () => get<PortfolioItem[]>(API.portfolio);
export const teamQuery = () => get<TeamMember[]>(API.team);
export const blogQuery = () => get<BlogPost[]>(API.blog);
export const blogPostQuery = (slug: string) => item<BlogPost>(API.blogPost(slug));

/** Every taken-slots query: a booking refreshes them (its key is under ['api', 'consultations']). */
export const bookedSlotsKey = keyOf(API.bookedSlots);

/** Taken consultation slots between two dates. */
export const bookedSlotsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...bookedSlotsKey, { from, to }],
    queryFn: ({ signal }) =>
      apiGet<BookedSlot[]>(`${API.bookedSlots}?${new URLSearchParams({ from, to })}`, { signal }),
  });

/** The backend's day and time zone, which the consultation's days and times are in. */
export const consultationCalendarQuery = () => get<ConsultationCalendar>(API.consultationCalendar);

export const adminSummaryQuery = () => get<AdminSummary>(ADMIN_SUMMARY, true);

/** The standalone backend's settings (its control path; the live server has none). */
export const mockConfigQuery = () => get<MockConfig>(MOCK_API.config);

const listPath = (path: string, query: ListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${path}?${params}`;
};

/** A page of an admin list; the key holds the query so each page is cached apart. */
const adminList = <T>(path: string, query: ListQuery) =>
  queryOptions({
    queryKey: [...keyOf(path), query],
    queryFn: ({ signal }) => apiGet<Page<T>>(listPath(path, query), { signal, admin: true }),
  });

export const contactSubmissionsQuery = (query: ListQuery) =>
  adminList<ContactSubmission>(API.contactSubmissions, query);
export const leadCapturesQuery = (query: ListQuery) =>
  adminList<LeadCapture>(API.leadCaptures, query);
export const newsletterSubscribersQuery = (query: ListQuery) =>
  adminList<NewsletterSubscriber>(API.newsletterSubscribers, query);
/** One lead capture with the record of the form it came from. */
export const leadCaptureQuery = (id: string) => get<LeadDetail>(API.leadCapture(id), true);
/** Lead captures as the list pages them, each with its details: for an export. */
export const leadDetailsQuery = (query: ListQuery) => adminList<LeadDetail>(API.leadDetails, query);

/** The live server's audit log, which lists every admin write. */
export const auditLogKey = keyOf(ADMIN_AUTH_API.auditLog);

/**
 * Query keys to invalidate after a write, by what the write changed. A CMS
 * edit is also a line of the audit log (the dashboard's card showed the
 * sign-in as the newest until a reload).
 */
export const invalidates = {
  contact: [keyOf(API.contact), keyOf('/api/admin')],
  leads: [keyOf('/api/admin')],
  homepage: [keyOf(API.homepage), auditLogKey],
  // A service's name is in the home page's list, its address in the technology pages'.
  services: [keyOf(API.services), keyOf(API.homepage), keyOf(API.technologies), auditLogKey],
  technologies: [keyOf(API.technologies), auditLogKey],
  team: [keyOf(API.team), auditLogKey],
  portfolio: [keyOf(API.portfolio), auditLogKey],
  everything: [['api']],
} as const;

/** A read a route loads before its page renders: its key, and how to load it into a cache. */
export interface RouteRead {
  queryKey: QueryKey;
  /** Resolves once the read is in the cache (or has failed: the page shows it). */
  load: (queryClient: QueryClient) => Promise<void>;
}

export const routeRead = <T>(query: ReturnType<typeof get<T>>): RouteRead => ({
  queryKey: query.queryKey,
  load: (queryClient) => queryClient.prefetchQuery(query),
});

/** After a write: refreshes what it changed. Resolves when the active queries have their new data. */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
