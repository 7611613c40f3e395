import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type LiveTestServer,
  startLiveTestServer,
  waitUntilReady,
} from '../../scripts/lib/live-test-server.mjs';
import { DEMO_ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { clickSubmit } from './support';

// The live server's admin sign-in, in the browser and over HTTP: the session
// is the server's (an HttpOnly cookie), the demo headers are refused, failed
// sign-ins lock out, sessions end when idle or signed out, and admin writes
// are audited. The lockout and expiry tests run on a second server with a
// database of its own and an 8-second session, so that this suite's lockout of
// 127.0.0.1 leaves the other tests alone.

const slow = expect.configure({ timeout: 30_000 });
const { username: USER, password: PASSWORD } = DEMO_ADMIN_CREDENTIALS;

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/admin-login', { waitUntil: 'networkidle' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
}

async function signIn(page: Page) {
  await fillLogin(page, USER, PASSWORD);
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(
    (c) => c.name === 'brightline_admin_session',
  );
  if (!cookie) throw new Error('No session cookie');
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Strict');
  return `${cookie.name}=${cookie.value}`;
}

test('signs in through the login page, which shows no credentials, and keeps none in the page', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => [response.url(), text]));
  });
  await page.goto('/admin-login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Demo credentials')).toHaveCount(0);
  expect(await page.content()).not.toContain(PASSWORD);
  // Nor does the code it runs carry the standalone demo's password.
  expect(scripts.length).toBeGreaterThan(0);
  for (const [url, text] of await Promise.all(scripts)) {
    expect(text.includes(PASSWORD), url).toBe(false);
  }

  await signIn(page);
  await sessionCookie(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(PASSWORD);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.goto('/admin/cms');
  await slow(page.getByRole('button', { name: 'Edit Section: Testimonials' })).toBeVisible();
  await page.context().close();
});

test('the username and password headers alone get 401 on every admin call', async ({ request }) => {
  const headers = { username: USER, password: PASSWORD };
  for (const path of [
    '/api/admin/contact-submissions',
    '/api/admin/summary',
    '/api/admin/audit-log',
    '/api/admin/session',
  ]) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  }
  const write = await request.put('/api/admin/homepage-sections/testimonials', {
    headers,
    data: { title: 'Written with headers', subtitle: '' },
  });
  expect(write.status()).toBe(401);
});

test('sign out ends the session on the server: the old cookie gets 401', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  await signIn(page);
  const cookie = await sessionCookie(page);
  const leads = () =>
    fetch(`${baseURL}/api/admin/contact-submissions`, { headers: { cookie } }).then(
      (r) => r.status,
    );
  expect(await leads()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await slow(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await leads()).toBe(401);
  await page.goto('/admin');
  await slow(page).toHaveURL(/\/admin-login$/);
  await page.context().close();
});

test('the audit log shows a CMS edit: who, what and which item, back on the dashboard without a reload', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  await signIn(page);
  const log = page.getByRole('table', { name: 'Audit log' });
  await slow(log).toBeVisible();
  // Within the app: the dashboard read its audit log before the edit.
  await page.getByRole('link', { name: 'Content Management', exact: true }).click();
  const title = `Clients say ${Date.now()}`;
  await page.getByRole('button', { name: 'Edit Section: Testimonials' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Title/)
    .fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await slow(page.getByText('Section updated successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const row = log.getByRole('row').filter({ hasText: 'homepageSections/testimonials' }).first();
  await slow(row).toBeVisible();
  await expect(row).toContainText('Update homepage section');
  await expect(row).toContainText(USER);
  await page.context().close();
});

test.describe
  .serial('on a server of its own, with an 8-second session', () => {
    // Long enough for the dashboard's first reads after sign-in on a slow
    // machine (with 3 s, the session sometimes ended before them).
    const SESSION_SECONDS = 8;
    const port = Number(process.env.LIVE_E2E_PORT ?? 3100) + 1;
    const origin = `http://localhost:${port}`;
    let server: LiveTestServer | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startLiveTestServer({
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          ADMIN_SESSION_SECONDS: String(SESSION_SECONDS),
        },
      });
      await waitUntilReady(`${origin}/readyz`);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a session idle for longer than its lifetime ends: the admin screen asks to sign in again', async ({
      browser,
    }) => {
      const page = await newPage(browser, origin);
      // Every admin call renews the session, and the dashboard makes its reads
      // for a while after sign-in on a slow machine: the idle time is counted
      // from the last answer to an admin call. The visitor waits on a public
      // page.
      let lastAdminAnswer = Date.now();
      page.context().on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/admin/')) {
          lastAdminAnswer = Date.now();
        }
      });
      await signIn(page);
      const cookie = await sessionCookie(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() => Date.now() - lastAdminAnswer, { timeout: 45_000, intervals: [250] })
        .toBeGreaterThan(SESSION_SECONDS * 1000 + 1000);
      await page.goto('/admin');
      const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
      await slow(ended).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      const res = await fetch(`${origin}/api/admin/session`, { headers: { cookie } });
      expect(res.status).toBe(401);
      // Signed in again over the dashboard, which then reads its leads.
      await ended.getByLabel('Username').fill(USER);
      await ended.getByLabel(/^Password/).fill(PASSWORD);
      await clickSubmit(ended.getByRole('button', { name: 'Sign In' }));
      await expect(ended).toBeHidden();
      await expect(page.getByLabel(/^Contact Submissions: \d+$/)).toBeVisible();
      expect(await sessionCookie(page)).not.toBe(cookie);
      await page.context().close();
    });

    test('an open dashboard left idle is signed out: its next read asks to sign in again; the login page is a click away', async ({
      browser,
    }) => {
      const page = await newPage(browser, origin);
      let adminReads = 0;
      let lastAdminAnswer = Date.now();
      page.context().on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/admin/')) {
          adminReads += 1;
          lastAdminAnswer = Date.now();
        }
      });
      await signIn(page);
      await expect(page.getByLabel(/^Contact Submissions: \d+$/)).toBeVisible();
      // Nothing on the open dashboard reads by itself (no polling, spec
      // section 7): were it to, every read would keep the session alive. The
      // 16 s watched are longer than any interval it read at (15 s).
      await expect
        .poll(() => Date.now() - lastAdminAnswer, { timeout: 45_000, intervals: [250] })
        .toBeGreaterThan(SESSION_SECONDS * 1000 + 1000);
      const readsWhileIdle = adminReads;
      await expect
        .poll(() => Date.now() - lastAdminAnswer, { timeout: 45_000, intervals: [250] })
        .toBeGreaterThan(16_000);
      expect(adminReads, 'no admin read while the dashboard was left alone').toBe(readsWhileIdle);
      await page.getByRole('tab', { name: 'Lead Captures' }).click();
      const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
      await slow(ended).toBeVisible();
      expect(adminReads).toBeGreaterThan(readsWhileIdle);
      await expect(page).toHaveURL(/\/admin\?tab=leads$/);
      await ended.getByRole('button', { name: 'Go to login page' }).click();
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await page.context().close();
    });

    test('ten wrong passwords lock the account out: the right one then gets the lockout message', async ({
      browser,
    }) => {
      const page = await newPage(browser, origin);
      for (let n = 1; n <= 10; n += 1) {
        await fillLogin(page, USER, `wrong password ${n}`);
        await slow(page.getByRole('alert')).toContainText('Invalid username or password');
      }
      await fillLogin(page, USER, PASSWORD);
      await slow(page.getByRole('alert')).toContainText('Too many failed sign-ins');
      await expect(page).toHaveURL(/\/admin-login$/);

      const locked = await fetch(`${origin}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: USER, password: PASSWORD }),
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
      await page.context().close();
    });
  });
