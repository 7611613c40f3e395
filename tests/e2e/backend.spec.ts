import { type ChildProcess, spawn } from 'node:child_process';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { backendOf, expect, openReady, test } from './fixtures';

test('the page calls /api and the service worker answers', async ({ page }) => {
  await openReady(page, '/');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/services')),
    page.evaluate(() => fetch('/api/services', { credentials: 'include' })),
  ]);
  expect(response.fromServiceWorker()).toBe(true);
  const services = (await response.json()) as { slug: string }[];
  expect(services).toHaveLength(10);
});

test('the worker rejects bad input with 400, admin calls without credentials with 401, unknown paths with 404', async ({
  backend,
}) => {
  const bad = await backend.call('POST', '/api/newsletter', { email: 'not-an-email' });
  expect(bad.status).toBe(400);
  expect(bad.json.fieldErrors.email).toEqual(['Please enter a valid email address']);
  expect((await backend.call('GET', '/api/admin/contact-submissions')).status).toBe(401);
  const authed = await backend.call('GET', '/api/admin/contact-submissions', undefined, {
    username: ADMIN_CREDENTIALS.username,
    password: ADMIN_CREDENTIALS.password,
  });
  expect(authed.status).toBe(200);
  expect((await backend.call('GET', '/api/no-such-endpoint')).status).toBe(404);
});

test('data written through the worker persists across reloads and is shared by tabs', async ({
  page,
  context,
  backend,
}) => {
  expect(
    (await backend.call('POST', '/api/newsletter', { email: 'tabs@example.com' })).status,
  ).toBe(201);
  await page.reload();
  const other = await context.newPage();
  await openReady(other, '/');
  const subscribers = await other.evaluate(async (creds) => {
    const r = await fetch('/api/admin/newsletter-subscribers', { headers: creds });
    return r.json();
  }, ADMIN_CREDENTIALS);
  expect(subscribers.map((s: { email: string }) => s.email)).toEqual(['tabs@example.com']);
});

test('the backend keeps answering with the browser offline', async ({ page, context, backend }) => {
  await backend.call('POST', '/api/newsletter', { email: 'offline@example.com' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();
  const again = backendOf(page);
  const res = await again.call('GET', '/api/blog');
  expect(res.status).toBe(200);
  expect(res.json.length).toBeGreaterThan(5);
  expect((await again.call('POST', '/api/newsletter', { email: 'plane@example.com' })).status).toBe(
    201,
  );
});

test.describe('with the server stopped', () => {
  let server: ChildProcess | undefined;
  const port = Number(process.env.E2E_PORT ?? 4173) + 11;
  const dist = process.env.E2E_DIST ?? 'dist';

  test.afterEach(() => {
    server?.kill('SIGKILL');
  });

  test('the app and its backend still answer', async ({ page }) => {
    server = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'preview',
        '--port',
        String(port),
        '--strictPort',
        '--outDir',
        dist,
      ],
      {
        stdio: 'ignore',
        detached: false,
      },
    );
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${port}/`)
            .then((r) => r.status)
            .catch(() => 0),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    await openReady(page, `http://localhost:${port}/`);
    server.kill('SIGKILL');
    await expect
      .poll(async () =>
        fetch(`http://localhost:${port}/`)
          .then(() => 'up')
          .catch(() => 'down'),
      )
      .toBe('down');
    await page.goto(`http://localhost:${port}/blog`);
    await expect(page.locator('#root')).not.toBeEmpty();
    const res = await backendOf(page).call('GET', '/api/team');
    expect(res.status).toBe(200);
  });
});

test('the worker answers every read of the contract', async ({ backend }) => {
  const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
  const blog = await backend.call('GET', '/api/blog');
  const studies = await backend.call('GET', '/api/case-studies');
  const reads = [
    '/api/homepage',
    '/api/services',
    '/api/portfolio',
    '/api/team',
    `/api/blog/${blog.json[0].slug}`,
    `/api/case-studies/${studies.json[0].slug}`,
  ];
  for (const path of reads) expect((await backend.call('GET', path)).status, path).toBe(200);
  for (const path of [
    '/api/admin/contact-submissions',
    '/api/admin/lead-captures',
    '/api/admin/newsletter-subscribers',
  ]) {
    const res = await backend.call('GET', path, undefined, admin);
    expect(res.status, path).toBe(200);
    expect(res.json).toEqual([]);
  }
  const hero = { headline: 'Edited offline', subtext: '', ctaText: '', backgroundImage: '' };
  expect((await backend.call('PUT', '/api/admin/homepage-sections/hero', hero)).status).toBe(401);
  const saved = await backend.call('PUT', '/api/admin/homepage-sections/hero', hero, admin);
  expect(saved.status).toBe(200);
  expect((await backend.call('GET', '/api/homepage')).json.hero.content.headline).toBe(
    'Edited offline',
  );
});
