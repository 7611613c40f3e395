import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { caseStudies } from '../../seed/case-studies';
import { services } from '../../seed/services';
import { team } from '../../seed/team';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { API } from '../../src/contract/endpoints';
import { HONEYPOT_FIELD } from '../../src/contract/honeypot';
import { axeOf, seriousViolations } from '../support/axe';
import { watchHydration } from '../support/hydration';
import { COST_ESTIMATE } from '../unit/backend/examples';
import {
  clickSubmit,
  openControlled,
  sendContactForm,
  signInOverHttp,
  toConsultationSchedule,
} from './support';

// The live server (server/main.ts) over its own throwaway database
// (scripts/live-test-server.mjs): what one browser sends, another reads; pages
// come rendered from the database; the QA control path is not there; the
// worker gives back pages already seen when the network is gone.

const slow = expect.configure({ timeout: 30_000 });

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Opens a page once the app has taken over the server's HTML (the form answers input). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

async function signIn(page: Page) {
  await open(page, '/admin-login');
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('the health checks answer, and the QA control path does not exist', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });

  const reset = await request.post('/api/__mock/reset', { data: {} });
  expect(reset.status()).toBe(404);
  expect((await request.get('/api/__mock/config')).status()).toBe(404);
  expect((await request.get('/api/__mock/requests')).status()).toBe(404);
  expect((await request.get('/api/services')).status()).toBe(200);

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 Page Not Found');

  // HEAD answers as GET does, without the body: a monitor may check with it.
  for (const path of ['/healthz', '/api/services', '/services']) {
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect(await head.text(), path).toBe('');
  }
  const form = await request.head('/api/contact');
  expect(form.status()).toBe(405);
  expect(form.headers().allow).toBe('POST');

  // The worker is the live one: it carries no backend and no control path.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).not.toContain('__mock');
});

test('a page comes from the server with its content and head before any script runs', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/team');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Team/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/team$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Team/);
  await expect(page.getByText(team[0]?.name ?? '-').first()).toBeVisible();
  // Another spelling of the address names the page's one address as canonical.
  await page.goto('/Team/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https:\/\/[^/]+\/team$/,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    /^https:\/\/[^/]+\/team$/,
  );
  await context.close();
});

for (const [path, title] of [
  ['/case-studies/no-such-study', 'Case Study Not Found'],
  ['/blog/no-such-post', 'Article Not Found'],
] as const) {
  test(`${path} comes from the server as its not-found screen, a 404 search engines drop, and stays so once the app runs`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const { logged, served } = await watchHydration(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${title} | Brightline Labs`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('button', { name: 'Dismiss offline notice' })).toBeVisible({
      timeout: 30_000,
    });
    // The HTML held the not-found screen, and the app kept it.
    expect(await served()).toEqual({ text: title, kept: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The page's own 404 is the one error a browser logs.
    expect(logged.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });
}

test('a CMS edit shows in the page the server renders next', async ({
  browser,
  baseURL,
  request,
}) => {
  const headline = `Live from PostgreSQL ${Date.now()}`;
  // A browser that has the page revalidates it: unchanged, it keeps its copy.
  // (Tried again if another test's CMS edit lands between the two reads.)
  let etag = '';
  await expect(async () => {
    const first = await request.get('/');
    expect(await first.text()).not.toContain(headline);
    etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await request.get('/', { headers: { 'If-None-Match': etag } });
    expect(unchanged.status()).toBe(304);
    expect(await unchanged.text()).toBe('');
  }).toPass({ timeout: 15_000 });

  const admin = await newPage(browser, baseURL);
  await signIn(admin);
  await admin.goto('/admin/cms');
  await admin.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
  await admin
    .getByRole('dialog')
    .getByLabel(/^Headline/)
    .fill(headline);
  await admin.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await slow(admin.getByText('Section updated successfully')).toBeVisible();

  // The copy the browser has is out of date now: the whole page comes again.
  const after = await request.get('/', { headers: { 'If-None-Match': etag } });
  expect(after.status()).toBe(200);
  expect(after.headers().etag).not.toBe(etag);
  expect(await after.text()).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
  await admin.context().close();
});

test("the dashboard's email and audit log cards say why a read failed, and read again with Try Again", async ({
  browser,
  baseURL,
}) => {
  // No worker: the page's own requests are the ones routed.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const unavailable = {
    status: 503,
    headers: { 'Retry-After': '5' },
    json: { error: 'The service is unavailable for a moment. Please try again shortly.' },
  };
  await page.route(/\/api\/admin\/(audit-log|outbox)(\?|$)/, (route) => route.fulfill(unavailable));
  await signIn(page);
  for (const [name, label] of [
    ['Email delivery', 'the email queue'],
    ['Audit log', 'the audit log'],
  ] as const) {
    const card = page.getByRole('region', { name });
    await expect(card.getByRole('alert')).toHaveText(
      `Could not load ${label}: The service is unavailable for a moment. Please try again shortly.Try Again`,
    );
  }
  await page.unrouteAll();
  for (const name of ['Email delivery', 'Audit log']) {
    const card = page.getByRole('region', { name });
    await card.getByRole('button', { name: 'Try Again' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('table')).toBeVisible();
  await context.close();
});

test("on a phone, the dashboard's live cards pass axe and the audit log's wide table scrolls from the keyboard", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page);
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1),
  ).toBeVisible();
  expect(seriousViolations(await axeOf(page).analyze())).toEqual([]);
  const entries = page.getByRole('group', { name: 'Audit log entries' });
  // The table is wider than the phone: its last column starts out of view.
  const scroll = () => entries.evaluate((element) => element.scrollLeft);
  expect(await entries.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Tab, from the top of the page, reaches the table's scroll area (past the
  // leads other tests sent, a button each), and the arrow keys move it.
  const focused = () => entries.evaluate((element) => element === document.activeElement);
  let presses = 0;
  while (!(await focused()) && presses < 200) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(entries).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(scroll).toBeGreaterThan(0);
  await context.close();
});

test('a lead sent from one browser shows in the admin of another', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = `live-${Date.now()}@example.com`;
  const visitor = await newPage(browser, baseURL);
  await open(visitor, '/contact');
  await sendContactForm(visitor, {
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    email,
    message: 'Please review our code.',
  });
  await slow(visitor.getByText('Your message has been sent successfully.')).toBeVisible();
  await visitor.context().close();

  const staff = await newPage(browser, baseURL);
  await signIn(staff);
  await slow(staff.getByRole('row').filter({ hasText: email })).toContainText('Edsger Dijkstra');
  // The standalone backend's tools are not part of the live admin.
  await expect(staff.getByRole('heading', { name: 'Demo data' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { name: 'Storage on this device' })).toHaveCount(0);

  // A cost estimate's lead opens with what its form asked, read back from PostgreSQL.
  const estimate = await request.post('/api/cost-calculator', {
    data: {
      ...COST_ESTIMATE,
      name: 'Barbara Liskov',
      email,
      company: 'Substitution Ltd',
      complexity: 'complex',
    },
  });
  expect(estimate.status()).toBe(201);
  await staff.reload();
  await staff.getByRole('tab', { name: 'Lead Captures' }).click();
  await staff.getByLabel('Search lead captures').fill(email);
  // The database outlives a test: an earlier run's Barbara Liskov leaves the list first.
  const leads = staff.getByRole('tabpanel', { name: 'Lead Captures' });
  await slow(leads.getByText('Showing 1–1 of 1')).toBeVisible();
  await leads.getByRole('button', { name: 'Barbara Liskov' }).click();
  const details = staff.getByRole('dialog', { name: 'Barbara Liskov' });
  await slow(details.locator('dt', { hasText: 'Features' }).locator('+ dd')).toHaveText(
    'User Authentication, Payment Integration',
  );
  await expect(details.locator('dt', { hasText: 'Complexity' }).locator('+ dd')).toHaveText(
    'Complex',
  );
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(details).toBeHidden();
  // The export of that search carries the same details.
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    leads.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  // A byte order mark first, so that Excel reads the file as UTF-8.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'Name,Email,Company,Role,Interest,Source,Date,Details',
  );
  expect(csv).toContain('Complexity: Complex');
  expect(csv).toContain('Features: User Authentication, Payment Integration');
  await staff.context().close();
});

test('two staff edit one team member: the later save is refused, names who saved and what they changed, and goes on from it', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = team[team.length - 1];
  if (!member) throw new Error('The seed has no team');
  const role = `Principal Engineer ${Date.now()}`;
  const bio = `Leads our platform work. ${Date.now()}`;
  const openMember = async (page: Page) => {
    await signIn(page);
    await page.goto('/admin/cms');
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await page.getByRole('button', { name: `Edit Member: ${member.name}` }).click();
    return page.getByRole('dialog');
  };

  const alice = await newPage(browser, baseURL);
  const aliceEdit = await openMember(alice);
  const bob = await newPage(browser, baseURL);
  const bobEdit = await openMember(bob);
  await bobEdit.getByLabel(/^Job Title\/Role/).fill(role);
  await clickSubmit(bobEdit.getByRole('button', { name: 'Save Changes' }));
  await slow(bob.getByText('Team member updated successfully')).toBeVisible();

  await aliceEdit.getByLabel(/^Bio\/Description/).fill(bio);
  await aliceEdit.getByRole('button', { name: 'Save Changes' }).click();
  const notice = aliceEdit.getByRole('alert');
  // Both signed in as the one admin: the live server's audit log says the save was theirs, and when.
  await slow(notice).toContainText(
    'You saved this team member in another window after you opened it here',
  );
  await expect(notice).toContainText(/Saved [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M\./);
  await expect(notice).toContainText('That save changed: Job Title/Role.');
  await notice.getByRole('button', { name: 'Load that version' }).click();
  await expect(aliceEdit.getByLabel(/^Job Title\/Role/)).toHaveValue(role);
  await aliceEdit.getByLabel(/^Bio\/Description/).fill(bio);
  await aliceEdit.getByRole('button', { name: 'Save Changes' }).click();
  await slow(alice.getByText('Team member updated successfully')).toBeVisible();

  const stored = ((await (await request.get('/api/team')).json()) as { id: string }[]).find(
    (row) => row.id === member.id,
  );
  expect(stored).toMatchObject({ role, description: bio });
  await alice.context().close();
  await bob.context().close();
});

test('a page seen once reloads offline, from the worker', async ({ page, context }) => {
  const name = team[0]?.name ?? '-';
  await openControlled(page, '/team');
  // Now through the worker, which keeps the page as the server rendered it.
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
  // It says what live mode does offline: the outbox keeps a form, an edit needs the network.
  await expect(
    page.getByText(
      'Pages you have opened still show. A form you send is kept and sent when you are back online; saving an admin edit needs the network.',
    ),
  ).toBeVisible();
  await context.setOffline(false);
});

test('a page the server no longer has is forgotten: offline, it does not come back with its old content', async ({
  page,
  context,
  request,
}) => {
  const service = services.find((item) => item.slug === 'quality-assurance');
  if (!service) throw new Error('The seed has no quality-assurance service');
  const path = `/services/${service.slug}`;
  await openControlled(page, '/');
  // Through the worker, which keeps the page as the server rendered it.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);

  await signInOverHttp(request);
  const move = (slug: string) =>
    request.put(API.service(service.id), { data: { ...service, slug } }).then((response) => {
      expect(response.status(), slug).toBe(200);
    });
  await move(`${service.slug}-moved`);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Service Not Found|This page is not available offline)$/,
    );
    await expect(page.getByText(service.description)).toHaveCount(0);
    await context.setOffline(false);
  } finally {
    await move(service.slug);
  }
});

test('offline, a page whose data was never fetched says it is not available offline, and shows once back online', async ({
  page,
  context,
}) => {
  const study = caseStudies[caseStudies.length - 1];
  if (!study) throw new Error('The seed has no case study');
  await openControlled(page, '/case-studies');
  await context.setOffline(true);
  await page.getByRole('link', { name: study.title }).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  // Not "Case Study Not Found": the study exists, this device has not got it.
  await expect(heading).toHaveText('This page is not available offline');
  await expect(page).toHaveTitle(/This page is not available offline/);
  expect(seriousViolations(await axeOf(page).analyze())).toEqual([]);
  await context.setOffline(false);
  // Once the worker's own requests get through again (a moment after the
  // browser says it is online), the page asks again and shows the study.
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/services').then(
          () => true,
          () => false,
        ),
      ),
    )
    .toBe(true);
  await slow(heading).toHaveText(study.title);
});

test('offline, a home page whose content never came shows the default content, and reads its own once back online', async ({
  page,
  context,
}) => {
  await openControlled(page, '/team');
  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  // The default services and testimonials stand in (src/features/site/home/home-fallback.tsx).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(team[0]?.name ?? '-')).toHaveCount(0);
  await expect(page.getByText(services[0]?.name ?? '-').first()).toBeVisible();
  const asked = context.waitForEvent('requestfinished', (request) =>
    new URL(request.url()).pathname.endsWith('/api/homepage'),
  );
  await context.setOffline(false);
  const answer = await (await asked).response();
  expect(answer?.status()).toBe(200);
});

test('offline, the admin says a list cannot be read because the device is offline, not "Failed to fetch"', async ({
  page,
  context,
}) => {
  await signIn(page);
  const submissions = page.getByRole('tabpanel', { name: 'Contact Submissions' });
  await expect(page.getByLabel('Search contact submissions')).toBeVisible();
  await context.setOffline(true);
  const probe = `offline-probe-${Date.now()}`;
  await page.getByLabel('Search contact submissions').fill(probe);
  const failed = submissions.getByRole('alert');
  await slow(
    failed.getByText(
      "Could not load contact submissions: You're offline. Please try again once you are back online.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Back online, the next search is answered.
  await context.setOffline(false);
  await page.getByLabel('Search contact submissions').fill(`${probe}-again`);
  await slow(submissions.getByText(`No contact submissions match “${probe}-again”.`)).toBeVisible();
});

test('offline, signing in says the device is offline, and works once back online', async ({
  page,
  context,
}) => {
  await open(page, '/admin-login');
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await context.setOffline(true);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
  await expect(
    page.getByText("You're offline. Please try again once you are back online."),
  ).toBeVisible();
  await context.setOffline(false);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a client that sends a form too often gets 429 with Retry-After, and the form its error toast', async ({
  request,
  page,
}) => {
  const sendOne = (n: number) =>
    request.post('/api/newsletter', { data: { email: `burst-${Date.now()}-${n}@example.com` } });
  /** Sends until refused: the statuses, and the refusal's Retry-After in seconds. */
  async function burst() {
    const statuses: number[] = [];
    let retryAfter = Number.NaN;
    for (let n = 0; n < 11 && Number.isNaN(retryAfter); n += 1) {
      const res = await sendOne(n);
      statuses.push(res.status());
      if (res.status() === 429) retryAfter = Number(res.headers()['retry-after']);
    }
    return { statuses, retryAfter };
  }

  // The page first: its app must be running before the window is used up (a
  // click before it starts falls on the server's markup, which no script handles).
  await openControlled(page, '/');

  // The server's default: 5 sends of each form a minute per client address.
  const first = await burst();
  // A minute's window may turn during the burst: then the count starts again.
  expect(first.statuses.indexOf(429)).toBeGreaterThanOrEqual(5);
  expect(first.retryAfter).toBeGreaterThanOrEqual(1);
  expect(first.retryAfter).toBeLessThanOrEqual(60);

  // The form below must be sent within the same window: close to its end, wait
  // for the next one (a send is accepted again) and use it up.
  if (first.retryAfter < 20) {
    await expect
      .poll(async () => (await sendOne(99)).status(), { timeout: 30_000, intervals: [1000] })
      .toBe(201);
    expect((await burst()).retryAfter).toBeGreaterThanOrEqual(20);
  }

  await page.getByRole('button', { name: 'Subscribe Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Tech Insights' });
  await dialog.getByRole('textbox', { name: /Email/ }).fill('one-more@example.com');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a form posted to the API from another site changes nothing', async ({
  page,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the live project has a baseURL');
  const target = `${baseURL}/api/contact`;
  // Another site: the same server under another host name.
  await page.goto(`${baseURL.replace('localhost', '127.0.0.1')}/healthz`);
  const email = `mallory-${Date.now()}@example.com`;
  const body = `{"name":"Mallory Attacker","email":"${email}","phone":"","company":"","service":"Consulting","message":"Sent from another site","pad":"`;
  await page.setContent(
    `<form method="post" action="${target}" enctype="text/plain"><input name='${body}' value='"}'><button>Send</button></form>`,
  );
  const [response] = await Promise.all([
    page.waitForResponse(target),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(response.status()).toBe(403);
  await signInOverHttp(request);
  const stored = await request.get('/api/admin/contact-submissions');
  expect(stored.status()).toBe(200);
  expect(JSON.stringify(await stored.json())).not.toContain(email);
});

test('a send with the honeypot filled is answered as accepted and stored nowhere', async ({
  request,
}) => {
  const email = `bot-${Date.now()}@example.com`;
  // An audit request: the contact form's sends are left to the other tests,
  // under the rate limit's five a minute.
  const audit = {
    name: 'Spam Bot',
    email,
    company: 'Spam Inc',
    website: 'https://spam.example',
    currentChallenges: 'Cheap watches, best prices, click here now.',
  };
  const sent = await request.post('/api/free-audit', {
    data: { ...audit, [HONEYPOT_FIELD]: 'https://spam.example' },
  });
  // The script learns nothing: the answer is a stored audit's.
  expect(sent.status()).toBe(201);
  const trapped = await sent.json();
  expect(trapped).toMatchObject({ ...audit, id: expect.any(String) });

  await signInOverHttp(request);
  const leads = async () =>
    JSON.stringify(await (await request.get(`/api/admin/lead-captures?search=${email}`)).json());
  expect(await leads()).not.toContain(email);
  // The same send without the honeypot is stored, and the search finds it;
  // its answer holds the same fields.
  const real = await request.post('/api/free-audit', { data: audit });
  expect(real.status()).toBe(201);
  expect(Object.keys(trapped).sort()).toEqual(Object.keys(await real.json()).sort());
  expect(await leads()).toContain(email);
});

test("a consultation's times are the server's: a visitor in another time zone is told which, and books that time", async ({
  browser,
  baseURL,
  request,
}) => {
  const { timeZone } = await (await request.get('/api/consultations/calendar')).json();
  const utc = timeZone === 'UTC' || timeZone === 'Etc/UTC';
  const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await openControlled(page, '/');
  await page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  await toConsultationSchedule(dialog, `grace-${Date.now()}@example.com`);

  await expect(dialog.getByText(/Times are in /)).toHaveText(
    utc ? /Times are in UTC\.$/ : new RegExp(`Times are in .*\\(${timeZone}\\)\\.$`),
  );
  await expect(dialog.getByText('your local time zone')).toHaveCount(0);
  // The last of the days offered, at a time no other test books.
  const day = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio').last();
  await day.locator('xpath=ancestor::label[1]').click();
  await dialog
    .getByRole('radio', { name: '4:30 PM', exact: true })
    .locator('xpath=ancestor::label[1]')
    .click();
  await clickSubmit(dialog.getByRole('button', { name: 'Book Consultation' }));
  await expect(dialog.getByText('Consultation Booked!')).toBeVisible();
  await expect(dialog).toContainText(`at 4:30 PM (${timeZone}).`);
  await context.close();
});
