import type { Browser, Page } from '@playwright/test';
import { blogPosts } from '../../seed/blog';
import { caseStudies } from '../../seed/case-studies';
import { portfolio } from '../../seed/portfolio';
import { services } from '../../seed/services';
import { EMOTION_KEY } from '../../src/app/emotion-cache';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { TECHNOLOGY_SLUGS } from '../../src/contract/technology-slugs';
import { holdScripts } from '../support/hold-scripts';
import { watchHydration } from '../support/hydration';
import { logIn } from './admin-support';
import { expect, test } from './fixtures';

// Every public page is rendered by the build, in Node, into its own HTML file
// (scripts/render-pages.mjs, src/entry-server.tsx): a first visit paints the
// page's content and carries its metadata before any script runs, and the app
// hydrates that very markup. Once the worker controls the page, every
// navigation gets the app shell, which renders what the store holds.

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
const post = blogPosts[0];
const study = caseStudies[0];
const service = services.find((item) => item.slug !== 'staff-augmentation');
if (!post || !service || !study) throw new Error('the seed has no post, service or case study');
const project = [...portfolio].sort((a, b) => b.completedAt.localeCompare(a.completedAt))[0];
if (!project) throw new Error('the seed has no portfolio item');

const PAGES = [
  { path: '/portfolio', heading: "Work We're Proud Of", text: project.title },
  { path: `/blog/${post.slug}`, heading: post.title, text: post.excerpt },
  { path: `/services/${service.slug}`, heading: service.name, text: service.description },
  { path: '/admin-login', heading: 'Admin Login', text: 'Password' },
];

/** Text as React writes it in markup. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The markup inside #root of a page's HTML. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

test('each public page is served as its own HTML, with its content, title, description, canonical link and Open Graph tags', async ({
  request,
}) => {
  for (const { path, heading, text } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const root = rootOf(await response.text());
    expect(root, path).toContain(asHtml(heading));
    expect(root, path).toContain(asHtml(text.slice(0, 40)));
  }
  const blog = await (await request.get(`/blog/${post.slug}`)).text();
  const title = `${post.title} | Brightline Labs`;
  expect(blog).toContain(`<title>${asHtml(title)}</title>`);
  const url = `https://brightlinelabs.dev/blog/${post.slug}`;
  expect(blog).toContain(`<link rel="canonical" href="${url}">`);
  expect(blog).toContain(`<meta property="og:url" content="${url}">`);
  expect(blog).toContain(`<meta property="og:title" content="${asHtml(title)}">`);
  expect(blog).toMatch(/<meta name="description" content="[^"]{40,}">/);
  expect(blog).not.toContain('name="robots"');
  // Whole pages: the home page down to its footer.
  const home = rootOf(await (await request.get('/')).text());
  for (const text of ['id="testimonials-title"', 'id="closing-cta-title"', '<footer']) {
    expect(home).toContain(text);
  }
  // An address the site does not have: the not-found page, 404, not indexed.
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  const missing = await unknown.text();
  expect(rootOf(missing)).toContain('404 Page Not Found');
  // One file answers every unknown address: it names none, until the app reads this one.
  expect(rootOf(missing)).toContain('No route matches this address.');
  expect(rootOf(missing)).not.toContain('/404');
  expect(missing).toContain('<meta name="robots" content="noindex">');
  expect(missing).not.toContain('rel="canonical"');
  expect(missing).not.toContain('og:url');
  // Crawlers are kept out of the admin area, its sign-in page too.
  const robots = (await (await request.get('/robots.txt')).text()).split('\n');
  for (const rule of ['Disallow: /admin$', 'Disallow: /admin/', 'Disallow: /admin-login']) {
    expect(robots).toContain(rule);
  }
  // The sitemap the build wrote lists the pages behind the cards too.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [`/blog/${post.slug}`, '/case-studies/real-time-fraud-detection-platform']) {
    expect(sitemap).toContain(`<loc>https://brightlinelabs.dev${path}</loc>`);
  }
});

for (const { path, heading, text } of PAGES) {
  test(`a first visit to ${path} paints its content before any script has run`, async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const root = page.locator('#root');
    await expect(root.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(root.getByText(text, { exact: false }).first()).toBeVisible();
  });
}

/**
 * When the app's entry script was asked for, and when the page first painted
 * content (ms). The paint's entry is waited for: the browser records it after
 * the frame is shown, which on a busy machine can be after the content is seen.
 */
async function startTimes(page: Page) {
  return page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    return {
      script: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
      paint,
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    };
  });
}

test('with scripts off, a rendered page keeps its place under the header and says at its foot what needs them', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The fixed header is 64 px: the page starts right under it, as with the app.
  expect((await page.locator('main').boundingBox())?.y).toBe(64);
  // (Playwright's text search skips what is inside <noscript>.)
  const notice = page.locator('noscript > p');
  await expect(notice).toHaveText(
    'The menus, the forms and the admin area need JavaScript: turn it on to use them.',
  );
  await expect(notice).toBeInViewport();
  const box = await notice.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  // The page's end scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByText(/© 2024 Brightline Labs/);
  const line = await copyright.boundingBox();
  const bar = await notice.boundingBox();
  expect(line && bar && line.y + line.height <= bar.y).toBe(true);
  await context.close();
});

test('a first visit whose app cannot load says so, and its Reload brings the app', async ({
  page,
}) => {
  // The connection drops as the page paints: its entry script never arrives.
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Talk About Your Project");
  const notice = page.getByRole('alert').filter({ hasText: 'This page did not finish loading' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "You can read it, but its buttons and forms won't work until it loads. Check your connection, then reload the page.",
  );
  // Dismissed, the page can be read to its end.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await page.reload();
  await expect(notice).toBeVisible();
  await page.unroute('**/assets/index-*.js');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss offline notice' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(notice).toHaveCount(0);
});

test('a rendered page paints before it asks for the app, with no stylesheet to wait for; the app shell asks for it at once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Dismiss offline notice' })).toBeVisible({
    timeout: 30_000,
  });
  const rendered = await startTimes(page);
  expect(rendered.stylesheets).toBe(0);
  expect(rendered.paint).toBeGreaterThan(0);
  expect(rendered.script).toBeGreaterThanOrEqual(rendered.paint);

  // The shell (here the admin's, for a visitor with no session) has nothing to paint first.
  const shell = await page.context().browser()?.newContext({ serviceWorkers: 'block' });
  const fresh = await shell?.newPage();
  if (!shell || !fresh) throw new Error('no second context');
  await fresh.goto('/admin');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  const started = await startTimes(fresh);
  expect(started.script).toBeLessThan(started.paint);
  await shell.close();
});

/**
 * Opens `path` as a first visit and waits until the app has hydrated it (its
 * "Ready to work offline" notice shows); gives the errors the page logged and
 * whether the page's first heading is still the element the HTML created.
 */
async function hydrate(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { logged: errors, served } = await watchHydration(page);
  const response = await page.goto(path);
  await expect(page.getByRole('button', { name: 'Dismiss offline notice' })).toBeVisible({
    timeout: 30_000,
  });
  const { kept } = await served();
  await context.close();
  // The not-found page's own fetch of its address is the one 404 a browser logs.
  const logged = errors.filter((error) => !(response?.status() === 404 && /404/.test(error)));
  return { logged, kept };
}

// One page of each kind the build renders (each page module).
const HYDRATED = [
  '/',
  '/services',
  `/services/${service.slug}`,
  '/services/staff-augmentation',
  `/services/${TECHNOLOGY_SLUGS[0]}`,
  '/case-studies',
  `/case-studies/${study.slug}`,
  '/portfolio',
  '/team',
  '/blog',
  `/blog/${post.slug}`,
  '/contact',
  '/admin-login',
];

for (const path of HYDRATED) {
  test(`the app hydrates ${path} as the build rendered it, with no mismatch`, async ({
    browser,
  }) => {
    const { logged, kept } = await hydrate(browser, path);
    expect(logged, `${path} logs nothing`).toEqual([]);
    expect(kept, `${path} keeps the markup it was served with`).toBe(true);
  });
}

test('the not-found page a static host answers with, rendered for another address, is rendered again for this one', async ({
  browser,
}) => {
  const { logged } = await hydrate(browser, '/no-such-page');
  expect(logged).toEqual([]);
});

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

test('the app takes over a first visit without a loading state, and then reads from the worker', async ({
  page,
}) => {
  const seen = await watchFirstScreens(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
  });
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: "Work We're Proud Of" })).toBeVisible();
  await expect(page.getByText(project.title).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  // Once the worker controls the page, the app asks it for what the build rendered.
  await expect.poll(() => reads.some((url) => url.endsWith('/api/portfolio'))).toBe(true);
  expect(await seen()).toEqual({ headings: ["Work We're Proud Of"], loading: false });
  // The page works: its category filter narrows the projects.
  const category = page.getByRole('button', { name: project.category, exact: true }).first();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
});

test('the app takes over with the styles the page was served with: it looks the same, and no rule is inserted twice', async ({
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
  await expect(page.getByRole('button', { name: 'Dismiss offline notice' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await looks()).toEqual(before);
  // Emotion takes over the page's style elements: no rule they hold is inserted again.
  const rules = await page.evaluate((key) => {
    const served = [...document.querySelectorAll(`style[data-emotion^="${key} "]`)].flatMap(
      (style) => (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
    );
    const inserted = [...document.querySelectorAll(`style[data-emotion="${key}"]`)].flatMap(
      (style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );
    return {
      served: served.length,
      twice: served.filter((name) => inserted.some((rule) => rule.includes(`.${key}-${name}`))),
    };
  }, EMOTION_KEY);
  expect(rules.served).toBeGreaterThan(50);
  expect(rules.twice).toEqual([]);
});

test('every rendered page keeps each style declaration, the heroes their backgrounds', async ({
  request,
}) => {
  // A rule copied through the CSSOM once emptied every shorthand holding a
  // var() (`background-color: ;`), and most heroes showed white on white.
  const paths = ['/', '/services', '/team', '/contact', '/blog', '/portfolio', '/case-studies'];
  for (const slug of services.map((item) => item.slug)) paths.push(`/services/${slug}`);
  for (const slug of TECHNOLOGY_SLUGS) paths.push(`/services/${slug}`);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const styles = new RegExp(
      `<style data-emotion="${EMOTION_KEY} [^"]*">([\\s\\S]*?)</style>`,
      'g',
    );
    const css = [...html.matchAll(styles)].map((match) => match[1]).join('\n');
    expect(css.length, `${path} has its styles`).toBeGreaterThan(1000);
    expect(css.match(/[\w-]+:\s*;/g) ?? [], `${path} has no empty declaration`).toEqual([]);
    expect(css, `${path} keeps the hero's background`).toContain('background:var(--bl-colors-ink)');
  }
});

test('an edit made in the CMS shows on the next reload, online and offline', async ({
  page,
  backend,
}) => {
  expect(backend).toBeDefined();
  await logIn(page);
  await page.goto('/admin/cms');
  await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Headline/)
    .fill('Edited in the CMS');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Section updated successfully')).toBeVisible();

  const seen = await watchFirstScreens(page);
  for (const offline of [false, true]) {
    await page.context().setOffline(offline);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited in the CMS');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited in the CMS');
    // The build's headline never shows: the worker's shell renders from the store.
    expect((await seen()).headings).toEqual(['Edited in the CMS']);
  }
});

test('a hard reload, which bypasses the worker, ends on the stored content', async ({
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
  await page.goto('/portfolio');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(page.getByText('Edited after the build').first()).toBeVisible();
  await expect(page.getByText(project.title)).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
});

test('an offline reload renders the page from the store, and it works', async ({
  page,
  backend,
}) => {
  expect(backend).toBeDefined();
  const seen = await watchFirstScreens(page);
  await page.goto('/portfolio');
  await page.context().setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(project.title).first()).toBeVisible();
  expect(await seen()).toEqual({ headings: ["Work We're Proud Of"], loading: false });
  const category = page.getByRole('button', { name: project.category, exact: true }).first();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
});

test('a form sent before the app has taken it over is not sent by the browser, puts nothing in the address, and is sent by the app', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page's HTML paints; the app's code waits.
  const release = await holdScripts(page, '**/assets/*.js');
  await page.goto('/admin-login', { waitUntil: 'commit' });
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel(/^Password/).press('Enter');
  // The browser did not submit the form itself: no navigation, no password in the URL.
  expect(page.url()).toMatch(/\/admin-login$/);
  await expect(page.getByLabel(/^Password/)).toHaveValue(admin.password);

  release();
  // Once the app runs the form, it sends what was typed, as the last key
  // pressed (Enter) asked, with no second press.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  expect(page.url()).toMatch(/\/admin$/);

  // The blog's Stay Updated field, a single one, which Enter would send were it a form.
  await page.unrouteAll();
  const blog = await context.newPage();
  const releaseBlog = await holdScripts(blog, '**/assets/*.js');
  await blog.goto('/blog', { waitUntil: 'commit' });
  await blog.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
  await blog.getByRole('textbox', { name: 'Email address' }).press('Enter');
  releaseBlog();
  // Nor does the app send it later: the spec's Stay Updated sends nothing.
  // Once the app runs the page (its filter answers a click), the address is still the blog's own.
  const product = blog
    .getByRole('group', { name: 'Filter articles by category' })
    .getByRole('button', { name: 'Product' });
  await expect(async () => {
    await product.click();
    await expect(product).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(blog.url()).toMatch(/\/blog$/);
  await context.close();
});
