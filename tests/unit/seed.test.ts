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
    ];
    for (const rows of tables) expect(unique(rows.map((r) => r.id))).toBe(true);
    expect(unique(seed.caseStudies.map((r) => r.slug))).toBe(true);
    expect(unique(seed.blogPosts.map((r) => r.slug))).toBe(true);
    expect(unique(seed.services.map((r) => r.slug))).toBe(true);
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
