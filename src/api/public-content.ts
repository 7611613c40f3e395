import { useQuery } from '@tanstack/react-query';
import {
  blogPostQuery,
  blogQuery,
  caseStudiesQuery,
  caseStudyQuery,
  homepageQuery,
  portfolioQuery,
  servicesQuery,
  teamQuery,
  technologyQuery,
} from './queries';

// The public pages' reads, one per endpoint of spec section 7, through React
// Query's one cache. A route's reads are usually in the cache before its page
// renders (route-table.ts). An empty slug reads nothing (the route had none).
// Queries do not retry (spec section 7): a page that mounts on its route's
// failed read shows the failure, where React Query would ask again at once;
// the route asks again on the next visit (router.tsx).

const once = { retryOnMount: false } as const;

export const useHomepage = () => useQuery({ ...homepageQuery(), ...once });
export const useServices = () => useQuery({ ...servicesQuery(), ...once });
export const useCaseStudies = () => useQuery({ ...caseStudiesQuery(), ...once });
export const useCaseStudy = (slug: string) =>
  useQuery({ ...caseStudyQuery(slug), ...once, enabled: !!slug });
export const usePortfolio = () => useQuery({ ...portfolioQuery(), ...once });
export const useTeam = () => useQuery({ ...teamQuery(), ...once });
export const useBlog = () => useQuery({ ...blogQuery(), ...once });
export const useBlogPost = (slug: string) =>
  useQuery({ ...blogPostQuery(slug), ...once, enabled: !!slug });
export const useTechnology = (slug: string) =>
  useQuery({ ...technologyQuery(slug), ...once, enabled: !!slug });
