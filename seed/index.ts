import type {
  BlogPost,
  CaseStudy,
  Client,
  PortfolioItem,
  Service,
  TeamMember,
  Testimonial,
} from '../src/contract/entities';
import type { StoredSection } from '../src/contract/homepage';
import type { Technology } from '../src/contract/technologies';
import { blogPosts } from './blog';
import { caseStudies } from './case-studies';
import { clients } from './clients';
import { homepageSections } from './homepage';
import { portfolio } from './portfolio';
import { services } from './services';
import { team } from './team';
import { technologies } from './technologies';
import { testimonials } from './testimonials';

/** The default content the standalone backend starts from, and resets to. */
export interface SeedData {
  services: Service[];
  clients: Client[];
  testimonials: Testimonial[];
  caseStudies: CaseStudy[];
  portfolio: PortfolioItem[];
  team: TeamMember[];
  blogPosts: BlogPost[];
  homepageSections: StoredSection[];
  technologies: Technology[];
}

export const seed: SeedData = {
  services,
  clients,
  testimonials,
  caseStudies,
  portfolio,
  team,
  blogPosts,
  homepageSections,
  technologies,
};
