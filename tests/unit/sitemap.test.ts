import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seed } from '../../seed';
import { FOOTER_SERVICE_LINKS, SERVICE_MENU } from '../../src/features/site/content/navigation';

const paths = [...readFileSync('public/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
);

describe('sitemap', () => {
  it('lists every page the services menu and the footer link to', () => {
    for (const link of [...SERVICE_MENU, ...FOOTER_SERVICE_LINKS]) {
      expect(paths, link.href).toContain(link.href);
    }
  });

  it('lists each technology page once', () => {
    for (const page of seed.technologies) {
      expect(paths.filter((path) => path === `/services/${page.slug}`)).toHaveLength(1);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
