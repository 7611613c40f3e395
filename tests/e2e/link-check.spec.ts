import type { Page } from '@playwright/test';
import { expect, openReady, test } from './fixtures';

// Follows every internal link of every public page (navigation bar, services
// menu, footer, cards, calls to action) and fails on any that lands on a
// not-found screen. Each unique address is visited once: a page's links are
// collected, and only addresses not seen before are queued. On each page, the
// headings of its content are checked to go down one level at a time (WCAG
// 1.3.1: a screen reader's outline with no gap).

const NOT_FOUND = [
  'Service Not Found',
  'Case Study Not Found',
  'Article Not Found',
  '404 Page Not Found',
];

/** The site's own addresses linked from the page, without #fragments; the admin area is not public. */
function internalHrefs(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.flatMap((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href, location.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/admin')) return [];
      return [`${url.pathname}${url.search}`];
    }),
  );
}

/** The headings of the page's content that skip a level (an h3 right under the h1). */
function skippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    let deepest = 0;
    for (const heading of document.querySelectorAll('main h1, main h2, main h3, main h4')) {
      const level = Number(heading.tagName.slice(1));
      if (level > deepest + 1) found.push(`h${level} "${heading.textContent?.trim()}"`);
      deepest = level;
    }
    return found;
  });
}

test('every internal link of every public page opens a page that exists, its headings in order', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await openReady(page, '/');
  // The services menu renders on demand: open it once so its links are collected too.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  const menu = await internalHrefs(page);
  expect(menu).toContain('/services/staff-augmentation');

  const queue = [...new Set(['/', ...menu])];
  const seen = new Set(queue);
  /** Which page first linked to each address, for the failure message. */
  const linkedFrom = new Map<string, string>(queue.map((href) => [href, '/']));
  const broken: string[] = [];
  const outlines: string[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    const href = queue[index] as string;
    await page.goto(href);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, href).toBeVisible();
    // Wait until the page's data has loaded (no spinner left), so every card is there.
    await expect(page.locator('[aria-busy="true"]'), href).toHaveCount(0);
    const title = (await heading.textContent())?.trim() ?? '';
    if (NOT_FOUND.includes(title)) {
      broken.push(`${href} (linked from ${linkedFrom.get(href)}): ${title}`);
      continue;
    }
    for (const skipped of await skippedHeadings(page)) outlines.push(`${href}: ${skipped}`);
    for (const next of await internalHrefs(page)) {
      if (seen.has(next)) continue;
      seen.add(next);
      linkedFrom.set(next, href);
      queue.push(next);
    }
  }
  expect(broken).toEqual([]);
  expect(outlines, 'no heading skips a level').toEqual([]);
  // The crawl reached the footer's technology pages and the detail pages behind the cards.
  for (const href of ['/services/golang', '/services/devops', '/contact?service=golang']) {
    expect(seen, href).toContain(href);
  }
  expect([...seen].filter((href) => href.startsWith('/case-studies/')).length).toBeGreaterThan(5);
  expect([...seen].filter((href) => href.startsWith('/blog/')).length).toBeGreaterThan(5);
});
