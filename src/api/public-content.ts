import { API } from '../contract/endpoints';
import type { BlogPost, CaseStudy, PortfolioItem, Service, TeamMember } from '../contract/entities';
import type { Homepage } from '../contract/homepage';
import type { Technology } from '../contract/technologies';
import { useContent } from './content';

// The public pages' reads, one per endpoint of spec section 7. An empty slug
// reads nothing (the route had none).

export const useHomepage = () => useContent<Homepage>(API.homepage);
export const useServices = () => useContent<Service[]>(API.services);
export const useCaseStudies = () => useContent<CaseStudy[]>(API.caseStudies);
export const useCaseStudy = (slug: string) =>
  useContent<CaseStudy>(slug ? API.caseStudy(slug) : null);
export const usePortfolio = () => useContent<PortfolioItem[]>(API.portfolio);
export const useTeam = () => useContent<TeamMember[]>(API.team);
export const useBlog = () => useContent<BlogPost[]>(API.blog);
export const useBlogPost = (slug: string) => useContent<BlogPost>(slug ? API.blogPost(slug) : null);
export const useTechnology = (slug: string) =>
  useContent<Technology>(slug ? API.technology(slug) : null);
