import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seed } from '../../seed';
import {
  blogPostSchema,
  caseStudySchema,
  clientSchema,
  portfolioItemSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
} from '../../src/contract/entities';
import { storedSectionSchema } from '../../src/contract/homepage';
import { SERVICE_INTERESTS } from '../../src/contract/options';
import { technologySchema } from '../../src/contract/technologies';
import { TECHNOLOGY_SLUGS } from '../../src/contract/technology-slugs';
import { FOOTER_SERVICE_LINKS } from '../../src/features/site/content/navigation';

const categories = (rows: { category: string }[]) => new Set(rows.map((r) => r.category)).size;
const unique = (values: string[]) => new Set(values).size === values.length;

describe('seed content', () => {
  it('matches the contract', () => {
    z.array(serviceSchema).parse(seed.services);
    z.array(clientSchema).parse(seed.clients);
    z.array(testimonialSchema).parse(seed.testimonials);
    z.array(caseStudySchema).parse(seed.caseStudies);
    z.array(portfolioItemSchema).parse(seed.portfolio);
    z.array(teamMemberSchema).parse(seed.team);
    z.array(blogPostSchema).parse(seed.blogPosts);
    z.array(storedSectionSchema).parse(seed.homepageSections);
    z.array(technologySchema).parse(seed.technologies);
  });

  it('has a technology page for each of the footer’s technology links', () => {
    const footer = FOOTER_SERVICE_LINKS.map((link) => link.href);
    const pages = seed.technologies.map((t) => `/services/${t.slug}`);
    expect(pages).toEqual(footer.filter((href) => pages.includes(href)));
    expect([...seed.technologies.map((t) => t.slug)].sort()).toEqual([...TECHNOLOGY_SLUGS].sort());
    expect(footer.filter((href) => !pages.includes(href))).toEqual([
      '/services/custom-software-development',
      '/services/staff-augmentation',
    ]);
  });

  it('names each technology page as the footer and the contact page do', () => {
    const interests = new Map<string, string>(SERVICE_INTERESTS.map((i) => [i.value, i.label]));
    for (const page of seed.technologies) {
      expect(interests.get(page.slug), page.slug).toBe(page.name);
      const link = FOOTER_SERVICE_LINKS.find((l) => l.href === `/services/${page.slug}`);
      expect(link?.label).toBe(page.name);
    }
  });

  it('links technology pages only to services that exist, none to a technology page', () => {
    const services = new Set(seed.services.map((s) => s.slug));
    for (const page of seed.technologies) {
      expect(page.serviceSlugs.length, page.slug).toBeGreaterThan(0);
      for (const slug of page.serviceSlugs) expect(services.has(slug), slug).toBe(true);
    }
    for (const slug of TECHNOLOGY_SLUGS) expect(services.has(slug), slug).toBe(false);
  });

  it('has technology pages of several paragraphs', () => {
    for (const page of seed.technologies) {
      expect(page.longDescription.split('\n\n').length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.whatWeBuild.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.ecosystem.length, page.slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('has the amounts the site promises', () => {
    expect(seed.services).toHaveLength(10);
    expect(seed.clients).toHaveLength(11);
    expect(seed.testimonials).toHaveLength(5);
    expect(seed.caseStudies.length).toBeGreaterThanOrEqual(6);
    expect(categories(seed.caseStudies)).toBeGreaterThanOrEqual(3);
    expect(seed.portfolio.length).toBeGreaterThanOrEqual(9);
    expect(categories(seed.portfolio)).toBeGreaterThanOrEqual(3);
    expect(seed.team.length).toBeGreaterThanOrEqual(8);
    expect(seed.blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(categories(seed.blogPosts)).toBeGreaterThanOrEqual(3);
  });

  it('has the seven menu services and the service landing slugs', () => {
    const slugs = seed.services.map((s) => s.slug);
    for (const slug of [
      'custom-software-development',
      'ai-machine-learning',
      'cloud-devops',
      'mobile-app-development',
      'web-application-development',
      'data-analytics-bi',
      'staff-augmentation',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it('has team members with and without profile links', () => {
    expect(seed.team.some((m) => m.linkedinUrl || m.githubUrl)).toBe(true);
    expect(seed.team.some((m) => !m.linkedinUrl && !m.githubUrl)).toBe(true);
  });

  it('has blog posts of several paragraphs', () => {
    for (const post of seed.blogPosts) {
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique ids and slugs', () => {
    const tables = [
      seed.services,
      seed.clients,
      seed.testimonials,
      seed.caseStudies,
      seed.portfolio,
      seed.team,
      seed.blogPosts,
      seed.technologies,
    ];
    for (const rows of tables) expect(unique(rows.map((r) => r.id))).toBe(true);
    expect(unique(seed.caseStudies.map((r) => r.slug))).toBe(true);
    expect(unique(seed.blogPosts.map((r) => r.slug))).toBe(true);
    expect(unique(seed.services.map((r) => r.slug))).toBe(true);
    expect(unique(seed.technologies.map((r) => r.slug))).toBe(true);
  });

  it('has every homepage section of the admin key set and the closing call to action', () => {
    expect(seed.homepageSections.map((s) => s.id).sort()).toEqual([
      'client-logos',
      'cta',
      'hero',
      'lead-capture',
      'services-section',
      'testimonials',
    ]);
  });

  it('uses only local images that exist under public/', () => {
    const images = [
      ...seed.clients.map((r) => r.logo),
      ...seed.testimonials.map((r) => r.image),
      ...seed.caseStudies.map((r) => r.imageUrl),
      ...seed.portfolio.map((r) => r.imageUrl),
      ...seed.team.map((r) => r.imageUrl),
      ...seed.blogPosts.flatMap((r) => [r.imageUrl, r.authorImage]),
      ...seed.homepageSections.flatMap((s) =>
        s.content.backgroundImage ? [s.content.backgroundImage] : [],
      ),
    ];
    for (const image of images) {
      expect(image.startsWith('/'), image).toBe(true);
      expect(existsSync(join('public', image)), image).toBe(true);
    }
  });
});
