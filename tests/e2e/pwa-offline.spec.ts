import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { blogPosts } from '../../seed/blog';
import { caseStudies } from '../../seed/case-studies';
import { portfolio } from '../../seed/portfolio';
import { services } from '../../seed/services';
import { team } from '../../seed/team';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { backendOf, expect, openReady, test } from './fixtures';

// After the first visit every route works with no network: with the browser
// offline and with the server gone, on the first offline load and the next ones.

const dist = process.env.E2E_DIST ?? 'dist';
const SERVER_GONE_PORT = 4601;
const INSTALL_FAILS_PORT = 4605;
const NOT_YET_CONTROLLED_PORT = 4606;

const post = blogPosts[0];
const study = caseStudies[0];
if (!post || !study) throw new Error('The seed has no blog post or case study');

const LANDINGS = [
  'custom-software-development',
  'ai-machine-learning',
  'cloud-devops',
  'mobile-app-development',
  'web-application-development',
  'data-analytics-bi',
];

/** Every route of the spec, and text that proves its content (and data) arrived. */
const ROUTES: { path: string; text: string | RegExp }[] = [
  { path: '/', text: /.+/ },
  ...LANDINGS.map((slug) => ({
    path: `/services/${slug}`,
    text: services.find((service) => service.slug === slug)?.name ?? slug,
  })),
  { path: '/services/staff-augmentation', text: /.+/ },
  { path: '/services/golang', text: 'Golang Development' },
  { path: '/case-studies', text: study.title },
  { path: `/case-studies/${study.slug}`, text: study.title },
  { path: '/portfolio', text: portfolio[0]?.title ?? '' },
  { path: '/team', text: team[0]?.name ?? '' },
  { path: '/blog', text: post.title },
  { path: `/blog/${post.slug}`, text: post.title },
  { path: '/contact', text: /.+/ },
  { path: '/admin-login', text: 'Admin Login' },
  { path: '/admin', text: 'Admin Dashboard' },
  { path: '/admin/cms', text: /.+/ },
  { path: '/no-such-page', text: '404 Page Not Found' },
];

const ADMIN_HEADERS = {
  username: ADMIN_CREDENTIALS.username,
  password: ADMIN_CREDENTIALS.password,
};

async function logInAsAdmin(page: Page) {
  await page.evaluate((credentials) => {
    localStorage.setItem('adminAuth', 'true');
    localStorage.setItem('adminCredentials', JSON.stringify(credentials));
  }, ADMIN_HEADERS);
}

/** Opens a route and checks its heading, its content, its images and its fonts. */
async function expectRouteWorks(page: Page, base: string, route: (typeof ROUTES)[number]) {
  await page.goto(`${base}${route.path}`);
  await expect(page.locator('h1').first(), route.path).toBeVisible();
  if (route.path !== '/no-such-page') {
    await expect(page.locator('h1').first(), route.path).not.toHaveText('404 Page Not Found');
  }
  await expect(page.locator('body'), route.path).toContainText(route.text);
  await page.waitForLoadState('load');
  const broken = await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => img.loading !== 'lazy' || img.complete);
    return images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src);
  });
  expect(broken, `broken images on ${route.path}`).toEqual([]);
}

test('the service worker precaches every chunk, style, font, image and icon, and nothing else', async () => {
  const files = await listFiles(dist);
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const precached = new Set(
    [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => decodeURIComponent(match[1] ?? '')),
  );
  // The only HTML is the app shell, the worker's answer to every navigation;
  // the pages the build rendered are for visits from the network.
  const needed = files.filter(
    (file) =>
      /\.(js|css|woff2|webmanifest)$/.test(file) ||
      file === 'shell.html' ||
      file.startsWith('images/') ||
      file.startsWith('icons/'),
  );
  expect(needed.filter((file) => file !== 'sw.js' && !precached.has(file))).toEqual([]);
  expect([...precached].filter((url) => url.endsWith('.html'))).toEqual(['shell.html']);
  expect(needed.some((file) => file.endsWith('.woff2'))).toBe(true);
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20);
  for (const url of precached) {
    expect(url).not.toMatch(/^screenshots\/|^robots\.txt$|^sitemap\.xml$|^sw\.js$/);
    expect(url).not.toMatch(/cyrillic|greek|vietnamese/);
    expect(files).toContain(url);
  }
});

test("the first install fetches the app's files several at a time, each once", async ({
  page,
  context,
}) => {
  // Each of the worker's fetches is held 100 ms, as over a slow network:
  // Workbox's precache alone would fetch one file after the other.
  let inFlight = 0;
  let most = 0;
  const fetched = new Map<string, number>();
  await context.route(
    (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/'),
    async (route) => {
      if (!route.request().serviceWorker()) return route.continue();
      const { pathname } = new URL(route.request().url());
      fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
      inFlight += 1;
      most = Math.max(most, inFlight);
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
      await route.fulfill({ response });
    },
  );
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 60_000 });
  // Six lanes (src/app/precache-lanes.ts); Chromium lets about three of the
  // worker's fetches out at once (one before the lanes).
  expect(most).toBeGreaterThanOrEqual(3);
  expect(fetched.size).toBeGreaterThan(100);
  expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
});

test('the first visit says the app is ready to work offline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
});

test('a notice that comes later stacks above the one shown and moves nothing', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const ready = page.getByText('Ready to work offline');
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const before = await ready.boundingBox();
  const shiftsBefore = await page.evaluate(
    () => (window as unknown as { shifts: number[] }).shifts.length,
  );
  await context.setOffline(true);
  const offline = page.getByText("You're offline");
  await expect(offline).toBeVisible();
  const after = await ready.boundingBox();
  const offlineBox = await offline.boundingBox();
  expect(after).toEqual(before);
  expect(offlineBox?.y ?? 0).toBeLessThan(after?.y ?? 0);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length)).toBe(
    shiftsBefore,
  );
});

test('every route loads and works with the browser offline, reload after reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openReady(page, '/');
  await context.setOffline(true);
  for (const route of ROUTES) {
    await expectRouteWorks(page, '', route);
    // The login page shows while signed out; the admin routes after it need a session.
    if (route.path === '/admin-login') await logInAsAdmin(page);
  }
  for (let round = 0; round < 3; round += 1) {
    await page.goto(`/blog/${post.slug}`);
    await page.reload();
    await expect(page.locator('h1').first()).toContainText(post.title);
  }
});

test('the app says it is offline and that everything keeps working', async ({ page, context }) => {
  await openReady(page, '/');
  await context.setOffline(true);
  const notice = page.getByText("You're offline");
  await expect(notice).toBeVisible();
  await expect(page.getByText('Everything keeps working')).toBeVisible();
  await page.reload();
  await expect(notice).toBeVisible();
  // It can be hidden, on a phone where it covers the foot of the page, until
  // the next time the network goes.
  await page.getByRole('button', { name: 'Hide the offline notice' }).click();
  await expect(notice).toBeHidden();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('with the server gone, deep links, data and edits keep working across reloads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startStaticServer({ root: dist, port: SERVER_GONE_PORT });
  try {
    await openReady(page, `${server.url}/`);
  } finally {
    await server.stop();
  }
  expect(await fetch(server.url).catch(() => 'down')).toBe('down');

  for (const route of ROUTES) {
    await expectRouteWorks(page, server.url, route);
    if (route.path === '/admin-login') await logInAsAdmin(page);
  }

  // An admin edit made with no server is kept and shown on the public site.
  const backend = backendOf(page);
  const service = services[0];
  if (!service) throw new Error('The seed has no service');
  const renamed = { ...service, name: 'Bespoke Software Engineering' };
  const saved = await backend.call('PUT', `/api/services/${service.id}`, renamed, ADMIN_HEADERS);
  expect(saved.status).toBe(200);
  for (let round = 0; round < 3; round += 1) {
    await page.goto(`${server.url}/services/${service.slug}`);
    await page.reload();
    await expect(page.locator('body')).toContainText('Bespoke Software Engineering');
  }
});

test('a form sent offline is stored and appears in the admin, after offline reloads', async ({
  page,
  context,
}) => {
  await openReady(page, '/');
  await context.setOffline(true);
  const backend = backendOf(page);
  const sent = await backend.call('POST', '/api/contact', {
    firstName: 'Offline',
    lastName: 'Traveller',
    email: 'offline.traveller@example.com',
    message: 'Sent from a train with no signal at all.',
  });
  expect(sent.status).toBe(201);
  for (let round = 0; round < 3; round += 1) await page.reload();

  const stored = await backendOf(page).call(
    'GET',
    '/api/admin/contact-submissions',
    undefined,
    ADMIN_HEADERS,
  );
  expect(stored.json.map((row: { email: string }) => row.email)).toContain(
    'offline.traveller@example.com',
  );

  await page.goto('/admin-login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN_CREDENTIALS.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('cell', { name: 'offline.traveller@example.com' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Offline Traveller' })).toBeVisible();
});

test('a hard reload, which bypasses the worker, still renders and reaches the backend', async ({
  page,
}) => {
  await openReady(page, `/blog/${post.slug}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await page.waitForLoadState('load');
  await expect(page.locator('h1').first()).toContainText(post.title);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
});

async function listFiles(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(root, join(dir, entry.name))
        : [relative(root, join(dir, entry.name))],
    ),
  );
  return nested.flat();
}

test('a controlled load renders its page from the store, asking for each read once', async ({
  page,
  context,
}) => {
  await openReady(page, '/');
  await context.setOffline(true);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const reads = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((resource) => new URL(resource.name).pathname)
      .filter((path) => path.startsWith('/api/')),
  );
  // The route loads the post with its chunk, and the page takes that answer.
  expect(reads).toEqual([`/api/blog/${post.slug}`]);
});

test("a first install that fails (a file lost on the way) fails the form's send with its toast, and is tried again until the app works", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The build with one of the app's files missing, as a connection lost while
  // the worker fetched it leaves the install: the worker cannot install.
  const broken = await mkdtemp(join(tmpdir(), 'brightline-broken-'));
  await cp(dist, broken, { recursive: true });
  await rm(join(broken, 'favicon.svg'));
  const server = await startStaticServer({ root: broken, port: INSTALL_FAILS_PORT });
  try {
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We need a compiler for our new language.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Not "Sending..." for ever: the spec's failure toast, with everything typed kept.
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('First Name')).toHaveValue('Grace');

    // The file is back: a later try installs the worker, and the same send goes through.
    server.setRoot(dist);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 60_000,
      })
      .toBe(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
  } finally {
    await server.stop();
    await rm(broken, { recursive: true, force: true });
  }
});

test('before the worker has taken the page over, a link loads its page from the host, as a plain site does', async ({
  page,
}) => {
  // A worker that cannot install keeps the page without one, as a slow first
  // install does for its first seconds.
  const broken = await mkdtemp(join(tmpdir(), 'brightline-broken-'));
  await cp(dist, broken, { recursive: true });
  await rm(join(broken, 'favicon.svg'));
  const server = await startStaticServer({ root: broken, port: NOT_YET_CONTROLLED_PORT });
  try {
    await page.goto(`${server.url}/`);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Case Studies',
    });
    // The app has started (it renders the menu's own links) but has no worker.
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const loaded = page.waitForEvent('load');
    await link.click();
    await loaded;
    await expect(page).toHaveURL(`${server.url}/case-studies`);
    // The host's rendered page, its studies in it: no spinner waiting for a worker.
    await expect(page.getByRole('heading', { name: study.title }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  } finally {
    await server.stop();
    await rm(broken, { recursive: true, force: true });
  }
});
