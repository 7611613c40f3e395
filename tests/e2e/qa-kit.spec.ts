import type { Page } from '@playwright/test';
import { expect, FIXED_CLOCK, test } from '../../qa';
import { MASKED } from '../../src/contract/mock-control';
import { HOME_DEFAULTS } from '../../src/features/site/content/home-defaults';
import { axeOf, seriousViolations } from '../support/axe';
import { logIn, openPanel } from './admin-support';
import { expectToast, toasts } from './toast-support';

// The QA kit end to end: the deterministic store of the kit's fixture, the
// scenarios, the richer faults and latency, the request log and its inspector,
// and the settings given in the address.

const slow = expect.configure({ timeout: 30_000 });

/** axe's serious and critical violations inside `selector`. */
async function seriousViolationsIn(page: Page, selector: string) {
  return seriousViolations(await axeOf(page).include(selector).analyze());
}

const contact = (n: number) => ({
  firstName: 'Ada',
  lastName: `Lovelace ${n}`,
  email: `ada${n}@example.com`,
  message: 'We need a new analytics engine.',
});

test('the same steps give byte-identical snapshots, with sequential ids and the fixed clock', async ({
  backend,
}) => {
  const run = async () => {
    for (const n of [1, 2])
      expect((await backend.call('POST', '/api/contact', contact(n))).status).toBe(201);
    await backend.call('POST', '/api/newsletter', { email: 'grace@example.com' });
    return JSON.stringify(await backend.snapshot());
  };
  const first = await run();
  const snapshot = JSON.parse(first);
  expect(snapshot.exportedAt).toBe(FIXED_CLOCK);
  expect(snapshot.tables.contactSubmissions.map((row: { id: string }) => row.id)).toEqual([
    'contact-1',
    'contact-2',
  ]);
  expect(snapshot.tables.newsletterSubscribers[0].subscribedAt).toBe(FIXED_CLOCK);

  await backend.reset();
  await backend.config({ ids: 'sequential', clock: FIXED_CLOCK });
  expect(await run()).toBe(first);

  // The log can be emptied; a snapshot goes back in whole.
  expect((await backend.requests()).length).toBeGreaterThan(0);
  await backend.clearRequests();
  expect(await backend.requests()).toEqual([]);
  await backend.reset();
  await backend.restore(snapshot);
  expect((await backend.snapshot()).tables).toEqual(snapshot.tables);
});

test.describe('the empty scenario', () => {
  test.use({ qa: { clock: FIXED_CLOCK, ids: 'sequential', scenario: 'empty' } });

  test('shows every empty state of the site and the admin', async ({ page }) => {
    const pages = [
      ['/team', 'Team Information Coming Soon'],
      ['/portfolio', 'No Projects Found'],
      ['/blog', 'No Articles Found'],
      ['/case-studies', 'No Case Studies Found'],
    ];
    for (const [path, text] of pages) {
      await page.goto(path as string);
      await slow(page.getByText(text as string, { exact: true })).toBeVisible();
    }
    await logIn(page);
    await expect(page.getByLabel('Contact Submissions: 0')).toBeVisible();
    await expect(page.getByText('No contact submissions yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Lead Captures' }).click();
    await expect(page.getByText('No lead captures yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
    await expect(page.getByText('No newsletter subscribers yet')).toBeVisible();
  });

  test('the CMS starts each homepage section from the texts the home page shows', async ({
    page,
  }) => {
    // No section is stored: the home page shows its defaults, and the CMS's
    // fields start from the same, so that a save with no change changes nothing.
    // With no client names stored, the clients' section has none to show and is
    // left out of the page: its Client Logos field starts empty.
    const { hero, clients } = HOME_DEFAULTS;
    await page.goto('/');
    await slow(page.getByText(hero.subtext)).toBeVisible();
    await expect(page.getByRole('heading', { name: hero.headline })).toBeVisible();
    await expect(page.locator('#clients-title')).toHaveCount(0);
    await logIn(page);
    await page.goto('/admin/cms');
    await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/^Headline/)).toHaveValue(hero.headline);
    await expect(dialog.getByLabel('Subtext')).toHaveValue(hero.subtext);
    await expect(dialog.getByLabel('Background Image URL')).toHaveValue(hero.backgroundImage);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Section: Client Logos' }).click();
    await expect(dialog.getByLabel(/^Title/)).toHaveValue(clients.title);
    await expect(dialog.getByLabel('Client Logos')).toHaveValue('');
    // Saved as it is, the home page still shows no clients' section.
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/');
    await slow(page.getByText(hero.subtext)).toBeVisible();
    await expect(page.locator('#clients-title')).toHaveCount(0);
  });
});

test('the demo data panel loads the busy scenario after a confirmation', async ({ page }) => {
  // 30,000 rows written (about 5 s on an idle 2-core machine), then every list
  // read again: allow for a machine three times slower with both workers busy.
  test.setTimeout(240_000);
  await logIn(page);
  await page.getByRole('button', { name: 'Load a scenario' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Load a scenario?');
  await dialog.getByLabel('Scenario').selectOption('busy');
  await expect(dialog).toContainText('10,000 contact submissions');
  await dialog.getByRole('button', { name: 'Load scenario' }).click();
  await expect(page.getByText('Scenario “busy” loaded')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel('Contact Submissions: 10000')).toHaveText('10,000');
  await expect(page.getByLabel('Lead Captures: 10000')).toBeVisible();
  await expect(page.getByLabel(/^Newsletter Subscribers: \d{4}$/)).toBeVisible();
  await expect(openPanel(page).getByText('of 10,000')).toBeVisible();
});

test('a one-shot fault and a network failure show the error toast, then a retry succeeds', async ({
  page,
  backend,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('A new analytics engine.');
  const send = form.getByRole('button', { name: 'Send Message' });

  // Each failure shows the form's own error toast; dismissed, so the next one is new.
  const failsOnce = async (arm: () => Promise<unknown>) => {
    await arm();
    await send.click();
    await expectToast(page, 'Error', 'Failed to send message. Please try again.');
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toasts(page)).toHaveCount(0);
  };
  await failsOnce(() => backend.network('POST /api/contact', { times: 1 }));
  await failsOnce(() => backend.fault('POST /api/contact', { status: 503, times: 1 }));

  await send.click();
  await expectToast(
    page,
    'Success!',
    "Your message has been sent successfully. We'll get back to you soon.",
  );
  expect((await backend.config()).faults).toEqual({});
  const posts = (await backend.requests()).filter((call) => call.path === '/api/contact');
  expect(posts.map((call) => call.status)).toEqual([0, 503, 201]);
  expect((await backend.snapshot()).tables.contactSubmissions.map((row) => row.id)).toEqual([
    'contact-1',
  ]);
});

test('latency applies per endpoint', async ({ page, backend }) => {
  await backend.latency('GET /api/team', 800);
  const timings = await page.evaluate(async () => {
    const time = async (path: string) => {
      const start = performance.now();
      await (await fetch(path)).text();
      return performance.now() - start;
    };
    return { team: await time('/api/team'), services: await time('/api/services') };
  });
  expect(timings.team).toBeGreaterThanOrEqual(800);
  expect(timings.services).toBeLessThan(800);
  const team = (await backend.requests()).find((call) => call.path === '/api/team');
  expect(team?.durationMs).toBeGreaterThanOrEqual(800);
});

test('the request inspector updates live, filters, shows a call and masks the credentials', async ({
  page,
  backend,
}) => {
  await logIn(page);
  await page.keyboard.press('Control+Shift+L');
  const inspector = page.getByRole('dialog', { name: 'Request inspector' });
  await expect(inspector).toBeVisible();
  const summary = inspector.getByRole('row').filter({ hasText: '/api/admin/summary' }).first();
  await expect(summary).toBeVisible();

  // A call made now shows within a second or two, without reopening.
  await backend.call('POST', '/api/newsletter', { email: 'live@example.com', password: 'hunter2' });
  const newsletter = inspector.getByRole('row').filter({ hasText: '/api/newsletter' });
  await slow(newsletter).toHaveCount(1);

  await inspector.getByLabel('Filter by path').fill('newsletter');
  await expect(inspector.getByRole('row')).toHaveCount(2);
  await inspector.getByLabel('Status').selectOption('5xx');
  await expect(inspector.getByText('No call matches the filter.')).toBeVisible();
  await inspector.getByLabel('Status').selectOption('2xx');
  expect(await seriousViolationsIn(page, '[role="dialog"]')).toEqual([]);

  await newsletter.getByRole('button', { name: /^Details of POST \/api\/newsletter/ }).click();
  const detail = page.getByRole('dialog', { name: 'POST /api/newsletter: 201' });
  await expect(detail).toBeVisible();
  await expect(detail.getByLabel('Request body')).toContainText(`"password": "${MASKED}"`);
  await expect(detail.getByLabel('Response body')).toContainText('live@example.com');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await detail.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(inspector).toBeVisible();

  const log = await backend.requests();
  const adminCall = log.find((call) => call.path.startsWith('/api/admin/'));
  expect(adminCall?.requestHeaders.password).toBe(MASKED);
  expect(adminCall?.requestHeaders.username).toBe(MASKED);
  expect(JSON.stringify(log)).not.toContain('hunter2');
  expect(JSON.stringify(log)).not.toContain('demo-admin');
});

test('settings in the address apply on load, show a banner, and clear', async ({
  page,
  backend,
}) => {
  await page.goto('/team?mock=latency:800,fault:POST /api/contact:503,scenario:empty');
  const banner = page.getByRole('status', { name: 'Mock backend settings' });
  await slow(banner).toBeVisible();
  await expect(page).toHaveURL(/\/team$/);
  await expect(banner.getByRole('listitem')).toHaveText([
    'Every answer 800 ms late',
    'POST /api/contact fails with 503',
    'Scenario: empty',
  ]);
  await slow(page.getByText('Team Information Coming Soon')).toBeVisible();
  expect(await backend.config()).toMatchObject({
    latencyMs: 800,
    faults: { 'POST /api/contact': 503 },
  });
  expect(await seriousViolationsIn(page, '[role="status"]')).toEqual([]);

  // A later ?mock= that cannot be read says so, and still names what is in force.
  await page.goto('/blog?mock=latency:abc');
  await slow(banner.getByText('Mock settings not applied')).toBeVisible();
  await expect(banner).toContainText('Nothing was applied.');
  await expect(banner.getByText('Still in force:')).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveText([
    'Every answer 800 ms late',
    'POST /api/contact fails with 503',
    'Scenario: empty',
  ]);

  // The banner stays on the tab's other pages until cleared.
  await page.goto('/blog');
  await slow(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Clear mock settings' }).click();
  await slow(banner).toBeHidden();
  await expect(page.getByText('No Articles Found')).toBeHidden();
  expect(await backend.config()).toMatchObject({ latencyMs: 0, faults: {}, clock: null });
  expect((await backend.snapshot()).tables.blogPosts.length).toBeGreaterThan(0);
});

test('a counted fault leaves the banner once it is used up', async ({ page, backend }) => {
  await page.goto('/team?mock=fault:POST /api/contact:503*1,scenario:empty');
  const banner = page.getByRole('status', { name: 'Mock backend settings' });
  await slow(banner).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveText([
    'POST /api/contact fails with 503 for the next request',
    'Scenario: empty',
  ]);
  const used = await backend.call('POST', '/api/contact', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    service: 'Other',
    message: 'A message long enough.',
  });
  expect(used.status).toBe(503);
  await page.goto('/blog');
  await slow(banner.getByRole('listitem')).toHaveText(['Scenario: empty']);
});

test('the banner follows the demo data panel: its switches say what is in force, and a reset clears it', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(
    '/admin?mock=latency:300,fault:POST /api/contact:503,clock:2030-01-07T10:00:00.000Z',
  );
  const banner = page.getByRole('status', { name: 'Mock backend settings' });
  await slow(banner).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveText([
    'Every answer 300 ms late',
    'POST /api/contact fails with 503',
    'Backend clock fixed at 2030-01-07T10:00:00.000Z',
  ]);

  // The switches turn the latency off and add a fault: the banner says so.
  await page.getByLabel('Latency (ms)').fill('0');
  await page.getByRole('button', { name: 'Apply latency' }).click();
  await page.getByLabel('Endpoint').selectOption('GET /api/services');
  await page.getByLabel('Answer with status').selectOption('500');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(banner.getByRole('listitem')).toHaveText([
    'Backend clock fixed at 2030-01-07T10:00:00.000Z',
    'POST /api/contact fails with 503',
    'GET /api/services fails with 500',
  ]);

  // A reset turns everything off: no banner here, nor on the tab's next page.
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await slow(page.getByText('Demo data reset')).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
