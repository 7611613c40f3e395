import { expect, type Page, test } from '@playwright/test';
import { team } from '../../seed/team';
import { consultationDays } from '../../src/contract/consultation-dates';
import { axeOf, seriousViolations } from '../support/axe';
import { openControlled, sendContactForm, signInOverHttp, toConsultationSchedule } from './support';

// Live mode's offline outbox (src/live/outbox.ts): a lead form sent while the
// server cannot be reached is kept by the worker, the visitor is told so, and
// it is sent when the connection returns; the server writes it exactly once,
// even when an answer was lost on the way and the send arrives twice.

const slow = expect.configure({ timeout: 30_000 });
const KEPT = "You're offline: saved to send later";
const SENT = 'Your saved form has been sent';

/** The server's leads of one kind that name `text`, read as staff. */
async function storedWith(page: Page, list: string, text: string): Promise<number> {
  await signInOverHttp(page.request);
  const answer = await page.request.get(`/api/admin/${list}?search=${encodeURIComponent(text)}`);
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()) as unknown[];
  return rows.filter((row) => JSON.stringify(row).includes(text)).length;
}

test('a contact form sent offline is kept, then sent once when the connection returns', async ({
  page,
  context,
}) => {
  const email = `offline-${Date.now()}@example.com`;
  await openControlled(page, '/contact');
  await context.setOffline(true);

  const form = await sendContactForm(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    message: 'Written on a train.',
  });

  // Neither the error toast nor a false "sent".
  await slow(page.getByText(KEPT)).toBeVisible();
  await expect(
    page.getByText("automatically when you're back online", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Failed to send message. Please try again.')).toHaveCount(0);
  await expect(page.getByText('Your message has been sent successfully.')).toHaveCount(0);
  await expect(form.getByLabel('First Name')).toHaveValue('');
  expect(await storedWith(page, 'contact-submissions', email)).toBe(0);

  await context.setOffline(false);
  await slow(page.getByText(SENT)).toBeVisible();
  await slow.poll(() => storedWith(page, 'contact-submissions', email)).toBe(1);
});

test("offline, the consultation counts its days from the visitor's day, not from a day the server named before", async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  const open = () =>
    page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  const firstDay = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio');
  // Online, the form reads the server's day.
  await open();
  await toConsultationSchedule(dialog, `calendar-${Date.now()}@example.com`);
  await expect(dialog.getByText(/Times are in /)).toBeVisible();
  await expect(firstDay.first()).toBeVisible();

  // Ten days later, offline, the page opened again: the server's day read
  // before is no longer today, and is not what the form counts from.
  const later = new Date(Date.now() + 10 * 86_400_000);
  await page.clock.setFixedTime(later);
  await context.setOffline(true);
  await page.reload();
  await open();
  await toConsultationSchedule(dialog, `calendar-${Date.now()}@example.com`);
  const days = consultationDays(later).map((day) => day.value);
  await expect(firstDay.first()).toHaveAttribute('value', days[0] ?? '');
  await expect(firstDay).toHaveCount(days.length);
  // Which zone the server books in is not known: none is named.
  await expect(dialog.getByText(/Times are in /)).toHaveCount(0);
});

test('a send whose answer was lost is kept, sent again on the next visit, and written once', async ({
  page,
  context,
}) => {
  const email = `lost-answer-${Date.now()}@example.com`;
  await openControlled(page, '/');
  // The first send reaches the server, which writes the lead; its answer never
  // comes back, as when the connection drops mid-request.
  let delivered = 0;
  await context.route('**/api/free-audit', async (route) => {
    await route.fetch();
    delivered += 1;
    await route.abort('connectionreset');
  });

  await page.getByRole('button', { name: 'Get Free Audit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Free Technical Audit' });
  await dialog.getByLabel('Full Name').fill('Margaret Hamilton');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Company Name').fill('Apollo Software');
  await dialog.getByLabel('Website URL').fill('https://apollo.example.com');
  await dialog.getByLabel('Current Challenges').fill('Our guidance computer restarts under load.');
  await dialog.getByRole('button', { name: 'Request Free Audit' }).click();

  // The browser is online: the visitor is not told they are offline.
  await slow(page.getByText('Saved to send in a moment')).toBeVisible();
  await expect(page.getByText(KEPT)).toHaveCount(0);
  await expect(dialog).toBeHidden();
  // The browser's background sync may already have tried again: each try
  // reached the server with the same key.
  expect(delivered).toBeGreaterThanOrEqual(1);
  // The lead is there already: what went missing was the answer.
  expect(await storedWith(page, 'lead-captures', email)).toBe(1);

  // The next visit sends what was kept; the server knows the send's key.
  await context.unroute('**/api/free-audit');
  await page.reload();
  await slow(page.getByText(SENT)).toBeVisible();
  expect(await storedWith(page, 'lead-captures', email)).toBe(1);
});

test('a form kept offline that the server refuses later: a notice in the next page names it, keeps what was written, and stays until dismissed', async ({
  page,
  context,
}) => {
  const message = `Written on a train, refused later ${Date.now()}.`;
  await openControlled(page, '/contact');
  await context.setOffline(true);
  await sendContactForm(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    message,
  });
  await slow(page.getByText(KEPT)).toBeVisible();
  // No page is open as the send goes out, and the server refuses it (a rule
  // of a newer release, say).
  await page.close();
  await context.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: 'Validation failed',
        fieldErrors: { message: ['Message must not contain control characters'] },
      },
    }),
  );
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto('/');
  const notice = next.getByRole('alert').filter({ hasText: 'Your message could not be sent' });
  await slow(notice).toBeVisible();
  await expect(notice).toContainText(
    'Message must not contain control characters. What you wrote is kept here',
  );
  const written = notice.getByRole('region', { name: 'What you wrote' });
  // Under the form's own labels, as the admin's lead details show them.
  await expect(written.locator('dt')).toHaveText(['Name', 'Email', 'Form', 'Message']);
  await expect(written.locator('dd')).toHaveText([
    'Grace Hopper',
    'grace@example.com',
    'Contact page',
    message,
  ]);
  // Readable and operable: no serious axe violation in the notice (contrast included).
  const axe = await axeOf(next).include('[role="alert"]').analyze();
  expect(seriousViolations(axe)).toEqual([]);
  await expect(next.getByText(SENT)).toHaveCount(0);

  // It is there on the next visit too, until dismissed.
  await next.reload();
  await slow(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss: Your message could not be sent' }).click();
  await expect(notice).toBeHidden();
  await expect
    .poll(() =>
      next.evaluate(async () => (await (await caches.open('outbox-refusals')).keys()).length),
    )
    .toBe(0);
  await next.reload();
  await next.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
  await context.unroute('**/api/contact');
});

test('several refused forms on a small phone: the notices scroll, and each can be read and dismissed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await openControlled(page, '/');
  // Three refusals as the worker keeps them (src/live/outbox.ts), each notice
  // about a third of this screen high.
  const refusals = [1, 2, 3].map((i) => ({
    id: `refused-${i}`,
    path: '/api/contact',
    error: 'This form is closed',
    body: {
      firstName: 'Grace',
      lastName: `Hopper ${i}`,
      email: 'grace@example.com',
      message: `Message number ${i}. ${'Written on a train. '.repeat(12)}`,
    },
    at: i,
  }));
  await page.evaluate(async (list) => {
    const cache = await caches.open('outbox-refusals');
    for (const refusal of list)
      await cache.put(`/__outbox-refusals/${refusal.id}`, Response.json(refusal));
  }, refusals);
  await page.reload();
  const notices = page.getByRole('alert').filter({ hasText: 'Your message could not be sent' });
  await slow(notices).toHaveCount(3);
  // The first lowest, the last on top: above the screen's top edge until scrolled to.
  const dismiss = (notice: number) =>
    notices.nth(notice).getByRole('button', { name: 'Dismiss: Your message could not be sent' });
  await expect(notices.nth(0)).toBeInViewport();
  await expect(notices.nth(2)).toContainText('Grace Hopper 3');
  await dismiss(2).click();
  await expect(notices).toHaveCount(2);
  await dismiss(1).click();
  await dismiss(0).click();
  await expect(notices).toHaveCount(0);
});

test.describe('before the worker has the app', () => {
  // No worker: every chunk comes from the network, as on a first visit before
  // the worker has taken control.
  test.use({ serviceWorkers: 'block' });

  /** Fails the requests for one chunk until `release` is called; `asked` resolves at the first. */
  async function holdChunk(page: Page, name: string) {
    let held = true;
    let asked: () => void = () => {};
    const firstAsk = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
      asked();
      if (held) await route.abort('internetdisconnected');
      else await route.continue();
    });
    return {
      asked: firstAsk,
      release: () => {
        held = false;
      },
    };
  }

  test('a page whose code cannot come offline stays as the server rendered it, and comes to life back online', async ({
    page,
    context,
  }) => {
    // The page's own chunk is asked for, and the network goes as it is.
    let cut: () => void = () => {};
    const wasCut = new Promise<void>((resolve) => {
      cut = resolve;
    });
    await page.route(/\/assets\/services-[^/]*\.js$/, async (route) => {
      await context.setOffline(true);
      // Going offline may have failed the request already.
      await route.abort('internetdisconnected').catch(() => undefined);
      cut();
    });
    await page.goto('/services');
    await wasCut;
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Engineering Services for Every Stage');
    await expect(
      page.getByRole('link', { name: 'Custom Software Development' }).first(),
    ).toBeVisible();

    // Back online, the page's code comes and the app takes over the page it showed.
    await page.unroute(/\/assets\/services-[^/]*\.js$/);
    const loaded = page.waitForEvent('requestfinished', (request) =>
      /\/assets\/services-[^/]*\.js$/.test(request.url()),
    );
    await context.setOffline(false);
    await loaded;
    // The page comes to answer input: its buttons work (a click before the app
    // has taken over the page does nothing, so it is tried until one does).
    await expect(async () => {
      const toDark = page.getByRole('button', { name: 'Switch to dark mode' });
      if (await toDark.isVisible()) await toDark.click();
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(heading).toHaveText('Engineering Services for Every Stage');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('offline, a page not loaded yet says so and opens back online; a notices chunk that failed loads again', async ({
    page,
    context,
  }) => {
    const notices = await holdChunk(page, 'pwa-notices');
    await page.goto('/services');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Engineering Services for Every Stage');
    // The app has the page: its code and reads are in.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await notices.asked;
    // The failed notices leave the page as it was: before, they emptied it.
    await expect(heading).toHaveText('Engineering Services for Every Stage');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A page whose code has not come yet says it is not available offline...
    await page.getByRole('banner').getByRole('link', { name: 'Team', exact: true }).click();
    await expect(heading).toHaveText('This page is not available offline');
    await expect(
      page.getByText('It will open as soon as you are back online.', { exact: false }),
    ).toBeVisible();

    // ...and opens by itself once the network is back, the notices with it.
    notices.release();
    await context.setOffline(false);
    await slow(heading).toHaveText('The People Behind the Work');
    await expect(page).toHaveURL(/\/team$/);
    // Its read, which failed offline, is asked again with it.
    await expect(page.getByText(team[0]?.name ?? '-').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await context.setOffline(true);
    await slow(page.getByText("You're offline")).toBeVisible();
    await context.setOffline(false);
  });
});
