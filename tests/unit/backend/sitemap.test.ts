import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { publicPagePaths, sitemapXml } from '../../../src/app/sitemap';
import { FOOTER_SERVICE_LINKS, SERVICE_MENU } from '../../../src/features/site/content/navigation';
import { get, put, resetToSeed } from './call';

// The sitemap: the build writes it from the seeded store, the live server
// answers it from its database. Either way it lists the store's slugs now.

beforeEach(() => resetToSeed());

const paths = () => publicPagePaths(async (path) => (await get(path)).json);
const service = seed.services.find((s) => s.slug === 'cloud-devops');
if (!service) throw new Error('seed has no cloud-devops service');

describe('the sitemap', () => {
  it('lists every page the menus link to, each technology page, case study and post, once', async () => {
    const listed = await paths();
    for (const link of [...SERVICE_MENU, ...FOOTER_SERVICE_LINKS]) {
      expect(listed, link.href).toContain(link.href);
    }
    for (const [base, items] of [
      ['/services', seed.technologies],
      ['/case-studies', seed.caseStudies],
      ['/blog', seed.blogPosts],
    ] as const) {
      for (const item of items) expect(listed, item.slug).toContain(`${base}/${item.slug}`);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((path) => path.startsWith('/admin'))).toEqual([]);
  });

  it("follows a service's new slug", async () => {
    const { id, name, description } = service;
    const moved = await put(
      `/api/services/${id}`,
      { id, name, description, slug: 'cloud-ops' },
      { admin: true },
    );
    expect(moved.status).toBe(200);
    const listed = await paths();
    expect(listed).toContain('/services/cloud-ops');
    expect(listed).not.toContain('/services/cloud-devops');
  });

  it('is sitemaps.org XML at the site address, its text escaped', () => {
    const xml = sitemapXml(['/', '/blog/a&b']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://brightlinelabs.dev/</loc></url>',
        '  <url><loc>https://brightlinelabs.dev/blog/a&#38;b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
