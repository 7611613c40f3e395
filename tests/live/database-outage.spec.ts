import { expect, test } from '@playwright/test';
import {
  type LiveTestServer,
  startLiveTestServer,
  waitUntilReady,
} from '../../scripts/lib/live-test-server.mjs';
import { throwawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { startPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { freePort } from '../support/free-port';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { openControlled, sendContactForm, signInOverHttp } from './support';

// The live server while its PostgreSQL is out of reach for a while: the
// server's connections to it go through a proxy the test cuts and restores.
// The server answers 503 with Retry-After, not 500, and recovers by itself;
// a visitor's worker shows the pages already seen as they were, and keeps a
// form sent meanwhile, which goes out once the database is back. With no
// PostgreSQL server named (TEST_DATABASE_URL), this file starts one of its own
// from Debian's binaries, as mail-worker.spec.ts does.

test.describe.configure({ mode: 'serial' });

const slow = expect.configure({ timeout: 30_000 });
const RETRY_AFTER = '5';

let postgres: ReturnType<typeof startPostgres> | undefined;
let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
let proxy: TcpProxy | undefined;
let server: LiveTestServer | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  let url: URL;
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    database = await throwawayDatabase('brightline_outage');
    url = new URL(database.env.DATABASE_URL ?? '');
  } else {
    postgres = startPostgres({ port: await freePort() });
    url = new URL(postgres.url);
  }
  proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
  url.port = String(proxy.port);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  // Its database is the one behind the proxy, made above and removed below.
  server = await startLiveTestServer({
    env: { PORT: String(port), HOST: '127.0.0.1', MAIL_POLL_MS: '100' },
    alongside: { env: { DATABASE_URL: url.href } },
    keepLog: true,
  });
  await waitUntilReady(`${baseURL}/readyz`, 90_000);
});

test.afterAll(async () => {
  proxy?.restore();
  await server?.stop();
  await proxy?.stop();
  await database?.cleanUp();
  postgres?.stop();
});

test('the server answers 503 with Retry-After while its database is out of reach, and recovers by itself', async ({
  request,
}) => {
  proxy?.cut();
  try {
    expect((await request.get(`${baseURL}/readyz`)).status()).toBe(503);
    const read = await request.get(`${baseURL}/api/services`);
    expect(read.status()).toBe(503);
    expect(read.headers()['retry-after']).toBe(RETRY_AFTER);
    expect(await read.json()).toEqual({
      error: 'The service is unavailable for a moment. Please try again shortly.',
    });
    const sent = await request.post(`${baseURL}/api/newsletter`, {
      data: { email: `outage-${Date.now()}@example.com` },
    });
    expect(sent.status()).toBe(503);
    // A page without its data is not passed off as the page.
    const page = await request.get(`${baseURL}/services`);
    expect(page.status()).toBe(503);
    expect(page.headers()['retry-after']).toBe(RETRY_AFTER);
    expect(page.headers()['cache-control']).toBe('no-store');
  } finally {
    proxy?.restore();
  }
  await slow.poll(async () => (await request.get(`${baseURL}/api/services`)).status()).toBe(200);
  expect((await request.get(`${baseURL}/readyz`)).status()).toBe(200);
  expect((await request.get(`${baseURL}/services`)).status()).toBe(200);
});

test('a visitor sees the pages already opened as they were, and a form sent meanwhile goes out once the database is back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `outage-${Date.now()}@example.com`;
  // Opened while all is well, through the worker, which keeps them.
  await openControlled(page, '/services');
  await page.goto('/services', { waitUntil: 'networkidle' });
  await page.goto('/contact', { waitUntil: 'networkidle' });

  proxy?.cut();
  try {
    await page.goto('/services', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('heading', { name: 'Custom Software Development', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText('No Services Found')).toHaveCount(0);
    // Online, and told that this is the copy kept on the device, not the site's answer now.
    const keptNotice = page.getByRole('status').filter({ hasText: 'This page may be out of date' });
    await expect(keptNotice).toBeVisible();
    await expect(keptNotice).toContainText(
      'The site did not answer in time, so this shows the copy saved on this device on ',
    );
    await expect(keptNotice.getByRole('button', { name: 'Reload' })).toBeVisible();

    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = await sendContactForm(page, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      message: 'Sent while you were down.',
    });

    // Not an error, and not "offline": the visitor is online, the server is not.
    await slow(page.getByText('Saved to send in a moment')).toBeVisible();
    await expect(
      page.getByText("Our server couldn't take it just now.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("You're offline: saved to send later")).toHaveCount(0);
    await expect(page.getByText('Failed to send message. Please try again.')).toHaveCount(0);
    await expect(form.getByLabel('First Name')).toHaveValue('');
  } finally {
    proxy?.restore();
  }

  // The worker asks again a few seconds later, without the visitor doing anything.
  await expect(page.getByText('Your saved form has been sent')).toBeVisible({ timeout: 45_000 });
  // The visitor was online all along: the notice does not say "offline".
  await expect(
    page.getByText('The form kept on this device has now reached Brightline Labs.'),
  ).toBeVisible();
  await signInOverHttp(page.request);
  const stored = await page.request.get(
    `/api/admin/contact-submissions?search=${encodeURIComponent(email)}`,
  );
  expect(stored.status()).toBe(200);
  const rows = (await stored.json()) as unknown[];
  expect(rows.filter((row) => JSON.stringify(row).includes(email))).toHaveLength(1);
  await context.close();
});

/** The contact sends the server answered with `status`, from its request log. */
const contactSends = (status: number) =>
  (server?.logLines() ?? [])
    .map(
      (line) =>
        JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number },
    )
    .filter(
      (entry) =>
        entry.msg === 'request' &&
        entry.method === 'POST' &&
        entry.path === '/api/contact' &&
        entry.status === status,
    ).length;

test('a page left open through a longer outage keeps asking its worker, so a kept form goes out soon after the database is back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  // The page's clock only: the worker keeps real time.
  await context.clock.install();
  const page = await context.newPage();
  await openControlled(page, '/contact');
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const email = `long-outage-${Date.now()}@example.com`;

  proxy?.cut();
  const refusedBefore = contactSends(503);
  try {
    await sendContactForm(page, {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email,
      message: 'Sent while you were down for a while.',
    });
    await slow(page.getByText('Saved to send in a moment')).toBeVisible();
    // The send, the browser's sync event at once, then the worker's own tries
    // 5 s and 20 s later: each a 503. Its next try is 30 s after the last.
    await expect
      .poll(() => contactSends(503) - refusedBefore, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(4);
  } finally {
    proxy?.restore();
  }
  // A minute on, the page asks the worker again, and the form goes out now,
  // well before the worker's own next try.
  await page.clock.fastForward(60_000);
  await expect(page.getByText('Your saved form has been sent')).toBeVisible({ timeout: 15_000 });
  await signInOverHttp(page.request);
  const stored = await page.request.get(
    `/api/admin/contact-submissions?search=${encodeURIComponent(email)}`,
  );
  expect(JSON.stringify(await stored.json())).toContain(email);
  await context.close();
});
