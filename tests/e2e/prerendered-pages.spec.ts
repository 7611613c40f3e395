import type { Page } from '@playwright/test';
import { blogPosts } from '../../seed/blog';
import { portfolio } from '../../seed/portfolio';
import { services } from '../../seed/services';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { TECHNOLOGY_SLUGS } from '../../src/contract/technology-slugs';
import { expect, scrollAsAPerson, test } from './fixtures';

// Every public page is built into its own HTML file (scripts/prerender.mjs): a
// first visit paints the page's content before any script runs, and the app
// takes over without a flash. Once a worker has controlled a page here, the
// worker serves that file only while it shows what the store holds; a page
// from the network never shows its snapshot again (it cannot tell).

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
const post = blogPosts[0];
const service = services.find((item) => item.slug !== 'staff-augmentation');
if (!post || !service) throw new Error('the seed has no blog post or service');
const project = [...portfolio].sort((a, b) => b.completedAt.localeCompare(a.completedAt))[0];
if (!project) throw new Error('the seed has no portfolio item');

const PAGES = [
  { path: '/portfolio', heading: "Work We're Proud Of", text: project.title },
  { path: `/blog/${post.slug}`, heading: post.title, text: post.excerpt },
  { path: `/services/${service.slug}`, heading: service.name, text: service.description },
  { path: '/admin-login', heading: 'Admin Login', text: 'Password' },
];

/** Text as the browser serialises it in markup. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Records, in the page, every h1 text and whether a loading state ever showed. */
async function watchFirstScreens(page: Page) {
  await page.addInitScript(() => {
    const seen = { headings: [] as string[], loading: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('#root h1')) {
        const text = heading.textContent ?? '';
        if (!seen.headings.includes(text)) seen.headings.push(text);
      }
      if (document.querySelector('#root [aria-busy="true"]')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { seen: { headings: string[]; loading: boolean } }).seen,
    );
}

test('each public page is served as its own HTML, with its content, title and description', async ({
  request,
}) => {
  for (const { path, heading, text } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const template = html.slice(html.indexOf('<template'), html.indexOf('</template>'));
    expect(template, path).toContain(asHtml(heading));
    expect(template, path).toContain(asHtml(text.slice(0, 40)));
  }
  const blog = await (await request.get(`/blog/${post.slug}`)).text();
  expect(blog).toContain(`<title>${post.title} | Brightline Labs</title>`);
  expect(blog).toContain(post.excerpt.slice(0, 60));
  // Whole pages, not just their first screen: the home page down to its footer.
  const home = await (await request.get('/')).text();
  const homeTemplate = home.slice(home.indexOf('<template'), home.indexOf('</template>'));
  for (const text of ['id="testimonials-title"', 'id="closing-cta-title"', '<footer']) {
    expect(homeTemplate).toContain(text);
  }
  // A path no page has gets the home page's file, whose snapshot shows only at /.
  const unknown = await (await request.get('/no-such-page')).text();
  expect(unknown).toContain('Software that moves your business forward');
});

for (const { path, heading, text } of PAGES) {
  test(`a first visit to ${path} paints its content before any script has run`, async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const snapshot = page.locator('#root > [inert]');
    await expect(snapshot.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(snapshot.getByText(text, { exact: false }).first()).toBeVisible();
    // Inert: nothing in it can take focus before the app runs.
    expect(
      await snapshot
        .locator('a, button, input')
        .first()
        .evaluate((element) => {
          (element as HTMLElement).focus();
          return document.activeElement === element;
        }),
    ).toBe(false);
  });
}

test("a first visit's snapshot loads only its first screen's images; the app loads the rest", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/')) requested.push(pathname);
  });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'load' });
  const logos = page.locator('#root > [inert] img[data-src^="/images/clients/"]');
  await expect(logos.first()).toBeAttached();
  expect(requested).toContain('/images/hero/hero-bg.svg');
  expect(requested.filter((path) => path.startsWith('/images/clients/'))).toEqual([]);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  const logo = page.getByRole('img', { name: 'Meridian Health' });
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(logo).toHaveAttribute('src', '/images/clients/meridian-health.webp');
});

test('the app takes over a first visit without a loading state, and then reads from the worker', async ({
  page,
}) => {
  const seen = await watchFirstScreens(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
  });
  await page.goto('/portfolio');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: "Work We're Proud Of" })).toBeVisible();
  await expect(page.getByText(project.title).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // Once the worker controls the page, the app asks it for what the snapshot showed.
  await expect.poll(() => reads.some((url) => url.endsWith('/api/portfolio'))).toBe(true);
  expect(await seen()).toEqual({ headings: ["Work We're Proud Of"], loading: false });
  // The page works: its category filter narrows the projects.
  const category = project.category;
  await page.getByRole('button', { name: category, exact: true }).first().click();
  await expect(page.getByRole('button', { name: category, exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("the app takes over with the snapshot's own styles: the page looks the same, and no rule is compiled twice", async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/portfolio');
  const heading = page.getByRole('heading', { level: 1, name: "Work We're Proud Of" });
  const looks = () =>
    heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [style.fontFamily, style.fontSize, style.color, box.top, box.height];
    });
  const before = await looks();

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByText(project.title).first()).toBeVisible();
  expect(await looks()).toEqual(before);
  // The snapshot's styles stay in the head, and emotion's own sheets hold none
  // of the classes they already define.
  const classes = await page.evaluate(() => {
    const prerendered = document.head.querySelector('style[data-prerendered-css]');
    const names = (prerendered?.getAttribute('data-prerendered-css') ?? '').split(' ');
    const inEmotion = [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
      [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );
    return {
      prerendered: names.length,
      twice: names.filter((name) => inEmotion.some((rule) => rule.includes(`.css-${name}`))),
      used: document.querySelectorAll(names.map((name) => `.css-${name}`).join(',')).length,
    };
  });
  expect(classes.prerendered).toBeGreaterThan(50);
  expect(classes.used).toBeGreaterThan(50);
  expect(classes.twice).toEqual([]);
});

test('once a worker has controlled a page here, even a hard reload shows only the stored content', async ({
  page,
  backend,
}) => {
  const current = (await backend.call('GET', `/api/blog/${post.slug}`)).json as Record<
    string,
    unknown
  >;
  expect(current.title).toBe(post.title);
  // The blog's posts are edited through the snapshot import (no per-post endpoint).
  const snapshot = (await backend.call('GET', '/api/__mock/snapshot', undefined, admin)).json as {
    tables: { blogPosts: Array<Record<string, unknown>> };
  };
  const tables = snapshot.tables;
  tables.blogPosts = tables.blogPosts.map((row) =>
    row.slug === post.slug ? { ...row, title: 'Edited after the build' } : row,
  );
  const imported = await backend.call('PUT', '/api/__mock/snapshot', snapshot, admin);
  expect(imported.status).toBe(200);

  await page.goto(`/blog/${post.slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edited after the build' }),
  ).toBeVisible();
  const seen = await watchFirstScreens(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edited after the build' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).not.toBeNull();
  expect((await seen()).headings).toEqual(['Edited after the build']);
});

/** Records, in the page, whether `text` ever showed in #root and whether a snapshot showed. */
async function watchText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = { text: false, snapshot: false };
    (window as unknown as { seenText: typeof seen }).seenText = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.textContent?.includes(watched)) seen.text = true;
      if (root?.querySelector(':scope > [inert]')) seen.snapshot = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(
      () => (window as unknown as { seenText: { text: boolean; snapshot: boolean } }).seenText,
    );
}

const CURRENT = '<meta name="prerendered-current" content="">';

test('a controlled page gets its prerendered HTML while that shows what the store holds', async ({
  page,
  backend,
}) => {
  const seen = await watchFirstScreens(page);
  const response = await page.goto('/portfolio');
  expect(response?.fromServiceWorker()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(CURRENT);
  expect(html).toContain('<template id="prerendered-page">');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByText(project.title).first()).toBeVisible();
  expect(await seen()).toEqual({ headings: ["Work We're Proud Of"], loading: false });
  // An address with no page of its own gets the app shell.
  const unknown = await page.goto('/no-such-page');
  expect(await unknown?.text()).not.toContain('<template id="prerendered-page">');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // So do the admin screens, whose content depends on this browser's session.
  const login = await page.goto('/admin-login');
  expect(await login?.text()).not.toContain(CURRENT);
  // While the backend is told to be slow, the app shows its own loading state.
  await backend.configure({ latencyMs: 400 });
  const slow = await page.goto('/portfolio');
  expect(await slow?.text()).not.toContain(CURRENT);
  await expect(page.getByText(project.title).first()).toBeVisible();
});

test('once the content is edited, the prerendered page never shows: no stale content, also offline', async ({
  page,
  backend,
}) => {
  const items = (await backend.call('GET', '/api/portfolio')).json as Array<
    Record<string, unknown>
  >;
  const item = items.find((row) => row.title === project.title);
  if (!item) throw new Error('the seeded project is not in the store');
  const saved = await backend.call(
    'PUT',
    `/api/portfolio/${String(item.id)}`,
    { ...item, title: 'Edited after the build' },
    admin,
  );
  expect(saved.status).toBe(200);

  const seen = await watchText(page, project.title);
  for (const offline of [false, true]) {
    await page.context().setOffline(offline);
    const response = await page.goto('/portfolio');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain(CURRENT);
    expect(html).not.toContain('<template id="prerendered-page">');
    await expect(page.getByText('Edited after the build').first()).toBeVisible();
    expect(await seen()).toEqual({ text: false, snapshot: false });
  }
});

test('an offline reload paints the prerendered page at once, and the app takes it over', async ({
  page,
  backend,
}) => {
  expect(backend).toBeDefined();
  const seen = await watchText(page, project.title);
  const firstScreens = await watchFirstScreens(page);
  await page.goto('/portfolio');
  await page.context().setOffline(true);
  const response = await page.reload();
  expect(await response?.text()).toContain(CURRENT);
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByText(project.title).first()).toBeVisible();
  expect(await seen()).toEqual({ text: true, snapshot: true });
  expect(await firstScreens()).toEqual({ headings: ["Work We're Proud Of"], loading: false });
  // The page works: its category filter narrows the projects.
  await page.getByRole('button', { name: project.category, exact: true }).first().click();
  await expect(
    page.getByRole('button', { name: project.category, exact: true }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a reload far down a page waits for the app, which returns to the same place: its top never shows first', async ({
  page,
  backend,
}) => {
  expect(backend).toBeDefined();
  await page.goto('/portfolio');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  const y = await scrollAsAPerson(page);
  expect(y).toBeGreaterThan(800);
  const seen = await watchText(page, project.title);
  const response = await page.reload();
  // The worker serves the page (its content is current), but its snapshot waits.
  expect(await response?.text()).toContain(CURRENT);
  await expect(footer).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  expect((await seen()).snapshot).toBe(false);
});

test('every prerendered page keeps each style declaration it was rendered with', async ({
  request,
}) => {
  // A rule copied through the CSSOM once emptied every shorthand holding a
  // var() (`background-color: ;`), and most heroes showed white on white.
  const paths = ['/', '/services', '/team', '/contact', '/blog', '/portfolio', '/case-studies'];
  for (const slug of services.map((item) => item.slug)) paths.push(`/services/${slug}`);
  for (const slug of TECHNOLOGY_SLUGS) paths.push(`/services/${slug}`);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const css = html.match(/<style data-prerendered-css[^>]*>([\s\S]*?)<\/style>/)?.[1];
    expect(css, `${path} has its styles`).toBeTruthy();
    expect(css?.match(/[\w-]+:\s*;/g) ?? [], `${path} has no empty declaration`).toEqual([]);
    expect(css, `${path} keeps the hero's background`).toContain('background:var(--bl-colors-ink)');
  }
});
