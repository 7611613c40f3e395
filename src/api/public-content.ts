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

export const useHomepage = () => useQuery(homepageQuery());
export const useServices = () => useQuery(servicesQuery());
export const useCaseStudies = () => useQuery(caseStudiesQuery());
export const useCaseStudy = (slug: string) =>
  useQuery({ ...caseStudyQuery(slug), enabled: !!slug });
export const usePortfolio = () => useQuery(portfolioQuery());
export const useTeam = () => useQuery(teamQuery());
export const useBlog = () => useQuery(blogQuery());
export const useBlogPost = (slug: string) => useQuery({ ...blogPostQuery(slug), enabled: !!slug });
export const useTechnology = (slug: string) =>
  useQuery({ ...technologyQuery(slug), enabled: !!slug });
