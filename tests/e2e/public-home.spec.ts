import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { storedContactSubmissions } from './admin-support';
import { escapeFrom, expect, openReady, test } from './fixtures';
import { toasts } from './toast-support';

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

test('the home page renders the server content: hero, 11 clients, 10 services, 5 testimonials', async ({
  page,
}) => {
  await openReady(page, '/');
  await expect(page).toHaveTitle(/Brightline Labs/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Software that moves your business forward' }),
  ).toBeVisible();
  const clients = page.getByRole('region', { name: /Trusted by teams/ });
  await expect(clients.getByRole('listitem')).toHaveCount(11);
  await expect(clients.getByRole('img', { name: 'Quantapay' })).toBeVisible();

  const services = page.getByRole('region', { name: /Everything you need/ });
  await expect(
    services.getByRole('listitem').filter({ has: page.getByRole('heading') }),
  ).toHaveCount(10);
  await expect(services.getByRole('button', { name: /Get Started/ })).toHaveCount(10);
  await expect(services).toContainText('Weekly demo releases');

  const testimonials = page.getByRole('region', { name: 'What our clients say' });
  await expect(testimonials.locator('blockquote')).toHaveCount(5);

  const leads = page.getByRole('region', { name: 'Start with a quick win' });
  for (const label of ['Calculate Cost', 'Subscribe Now', 'Get Free Audit']) {
    await expect(leads.getByRole('button', { name: label })).toBeVisible();
  }
  const closing = page.getByRole('region', { name: /Ready to build something remarkable/ });
  await expect(closing.getByRole('link', { name: 'View Our Portfolio' })).toHaveAttribute(
    'href',
    '/portfolio',
  );
});

test('edited homepage content shows, and a client without a logo is a text tile', async ({
  page,
  backend,
}) => {
  const put = (section: string, body: unknown) =>
    backend.call('PUT', `/api/admin/homepage-sections/${section}`, body, admin);
  expect(
    (
      await put('hero', {
        headline: 'A brand new headline',
        subtext: 'New subtext',
        ctaText: 'Talk to Us',
        backgroundImage: '',
      })
    ).status,
  ).toBe(200);
  await put('client-logos', {
    title: 'Our clients',
    subtitle: '',
    clientLogos: 'Quantapay, Nimbus Works',
  });
  await put('lead-capture', {
    title: 'Quick wins',
    description: 'Pick one',
    ctaButtons: 'Estimate, Join, Audit Me',
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A brand new headline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Talk to Us' })).toBeVisible();
  const clients = page.getByRole('region', { name: 'Our clients', exact: true });
  await expect(clients.getByRole('listitem')).toHaveCount(2);
  await expect(clients.getByRole('listitem').nth(1)).toHaveText('Nimbus Works');
  await expect(clients.getByRole('img')).toHaveCount(1);
  const leads = page.getByRole('region', { name: 'Quick wins' });
  await expect(leads.getByRole('button', { name: 'Audit Me' })).toBeVisible();
  await leads.getByRole('button', { name: 'Audit Me' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('when the homepage content cannot be loaded, the default texts show', async ({
  page,
  backend,
}) => {
  await backend.fail('GET /api/homepage', 500);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Software that moves your business forward' }),
  ).toBeVisible();
  const clients = page.getByRole('region', { name: /Trusted by teams/ });
  await expect(clients.getByRole('listitem')).toHaveCount(11);
  // The default ten services, each with its features, and five testimonials.
  const services = page.getByRole('region', {
    name: 'Everything you need to build, launch and grow',
  });
  await expect(services.getByRole('button', { name: /Get Started/ })).toHaveCount(10);
  await expect(
    services
      .getByRole('listitem')
      .filter({ hasText: 'Quality Assurance & Testing' })
      .getByRole('listitem'),
  ).not.toHaveCount(0);
  const testimonials = page.getByRole('region', { name: 'What our clients say' });
  await expect(testimonials.getByRole('blockquote')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Calculate Cost' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Our Portfolio' })).toBeVisible();
});

test('a service card Get Started opens the inquiry dialog with its service preselected', async ({
  page,
}) => {
  await openReady(page, '/');
  await page.getByRole('button', { name: 'Get Started with AI & Machine Learning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Project' });
  const service = dialog.getByRole('combobox', { name: 'Service' });
  await expect(service).toHaveValue('AI & Machine Learning');
  await escapeFrom(dialog);

  // A service the dialog's list does not name is offered and chosen by its own
  // name, not as Other, and the enquiry is stored with it.
  await page.getByRole('button', { name: 'Get Started with Quality Assurance & Testing' }).click();
  await expect(service).toHaveValue('Quality Assurance & Testing');
  await expect(service.locator('option').nth(1)).toHaveText('Quality Assurance & Testing');
  await dialog.getByLabel('Full Name').fill('Margaret Hamilton');
  await dialog.getByLabel('Email Address').fill('margaret@example.com');
  await dialog.getByLabel('Project Details').fill('Test plans for our flight software.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent Successfully')).toBeVisible();
  const [stored] = await storedContactSubmissions(page);
  expect(stored).toMatchObject({ serviceInterest: 'Quality Assurance & Testing' });
});

test('the sticky bar appears only past 20 % of the page and can be dismissed', async ({ page }) => {
  await openReady(page, '/');
  const bar = page.getByRole('region', { name: 'Quick contact' });
  await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
  const scrollTo = (fraction: number) =>
    page.evaluate((f) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.round(max * f));
    }, fraction);
  await scrollTo(0.15);
  await page.waitForFunction(() => window.scrollY > 0);
  await expect(bar).toHaveCount(0);
  await scrollTo(0.3);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("we'll get back to you within 2 hours");
  await scrollTo(0.1);
  await expect(bar).toHaveCount(0);
  await scrollTo(0.5);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByRole('dialog')).toContainText('Get Your Quote');
  // The dialog keeps the bar's promise.
  await expect(page.getByRole('dialog')).toContainText('within 2 hours');
  await expect(page.getByRole('dialog')).not.toContainText('24 hours');
  // And so does its thank-you view, once sent.
  const quote = page.getByRole('dialog');
  await quote.getByLabel('Full Name').fill('Ada Lovelace');
  await quote.getByLabel('Email Address').fill('ada@example.com');
  await quote.getByLabel('Project Details').fill('A quick quote for a small app.');
  await quote.getByRole('button', { name: 'Send Message' }).click();
  await expect(quote.getByText('Message Sent Successfully')).toBeVisible();
  await expect(quote).toContainText("We'll get back to you within 2 hours.");
  // It closes on its own, 3 s after.
  await expect(page.getByRole('dialog')).toBeHidden();
  await bar.getByRole('button', { name: 'Dismiss quick contact bar' }).click();
  await expect(bar).toHaveCount(0);
  await scrollTo(1);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(bar).toHaveCount(0);
});

test('at the bottom of the page the sticky bar leaves the copyright line in view', async ({
  page,
}) => {
  await openReady(page, '/');
  await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByRole('region', { name: 'Quick contact' });
  await expect(bar).toBeVisible();
  // The page grows by the bar's height once it shows: scroll to the new end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByText(/© 2024 Brightline Labs/);
  await expect(copyright).toBeInViewport();
  await expect
    .poll(async () => {
      const [line, top] = [await copyright.boundingBox(), await bar.boundingBox()];
      return (line?.y ?? 0) + (line?.height ?? 0) <= (top?.y ?? 0);
    })
    .toBe(true);
});

test('a toast shows above the sticky bar, not over its buttons', async ({ page, backend }) => {
  await openReady(page, '/');
  // Slow enough that the page can be scrolled before the toast shows.
  await backend.configure({ latencyMs: 1000 });
  await page.getByRole('button', { name: 'Subscribe Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Tech Insights' });
  await dialog.getByLabel('Email Address').fill('reader@example.com');
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.evaluate(() =>
    window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2),
  );
  const bar = page.getByRole('region', { name: 'Quick contact' });
  await expect(bar).toBeVisible();
  const toast = toasts(page);
  await expect(toast).toContainText('Welcome to Our Newsletter!');
  await expect
    .poll(async () => {
      const [shown, top] = [await toast.boundingBox(), await bar.boundingBox()];
      return shown && top ? shown.y + shown.height <= top.y : false;
    })
    .toBe(true);
  // Its buttons take a click while the toast shows.
  await bar.getByRole('button', { name: 'Book Call' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the floating button opens the consultation and stays dismissed for the session', async ({
  page,
  context,
}) => {
  await openReady(page, '/');
  const floating = page.getByRole('button', { name: 'Book a free consultation', exact: true });
  await expect(floating).toBeVisible();
  const box = await floating.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width * 0.8).toBe(true);
  await floating.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await escapeFrom(page.getByRole('dialog'));
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Hide consultation button' }).click();
  await expect(floating).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Book a free consultation', exact: true }),
  ).toHaveCount(0);

  // A new tab is a new session: the button is back.
  const other = await context.newPage();
  await openReady(other, '/');
  await expect(
    other.getByRole('button', { name: 'Book a free consultation', exact: true }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Tab reaches the floating button, drawn in the navigation bar, right after the bar', async ({
    page,
  }) => {
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Book a free consultation', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Hide consultation button' })).toBeFocused();
    const box = await page
      .getByRole('button', { name: 'Book a free consultation', exact: true })
      .boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(64);
  });
});

test('the first screen of / paints before any script has run, and the app hydrates it into a working page', async ({
  page,
}) => {
  // No application script loads: what shows is the page's own HTML.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const root = page.locator('#root');
  await expect(
    root.locator('h1', { hasText: 'Software that moves your business forward' }),
  ).toBeVisible();
  await expect(root.locator('nav').first()).toBeVisible();
  await expect(
    root.getByRole('button', { name: 'Book a Free Consultation' }).first(),
  ).toBeVisible();
  // An address no page has gets the not-found page, with its status.
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(root.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  // With its scripts the app takes over the same markup once the page has
  // loaded (its notice of the worker's first install says it runs), and it works.
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Book a Free Consultation' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('once the worker is in control, / shows only the stored content, never the build-time snapshot', async ({
  page,
  backend,
}) => {
  const edited = await backend.call(
    'PUT',
    '/api/admin/homepage-sections/hero',
    {
      headline: 'Edited after the build',
      subtext: 'New subtext',
      ctaText: 'Talk to Us',
      backgroundImage: '',
    },
    admin,
  );
  expect(edited.status).toBe(200);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headlines: string[] }).headlines = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edited after the build' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { headlines: string[] }).headlines),
  ).toEqual(['Edited after the build']);
});

test('sections whose lists are empty are left out, not shown as a heading over blank space', async ({
  page,
  backend,
}) => {
  await backend.scenario('empty');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const id of ['clients-title', 'services-title', 'testimonials-title']) {
    await expect(page.locator(`#${id}`), id).toHaveCount(0);
  }
  // The lead cards and the closing call to action stay.
  await expect(page.getByRole('button', { name: 'Calculate Cost', exact: true })).toBeVisible();
});
