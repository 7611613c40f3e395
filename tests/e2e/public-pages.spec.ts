import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { LIST_LIMITS } from '../../src/contract/limits';
import { expect, openReady, test } from './fixtures';

const LANDING_SLUGS = [
  ['custom-software-development', 'Custom Software Development'],
  ['ai-machine-learning', 'AI & Machine Learning'],
  ['cloud-devops', 'Cloud Infrastructure & DevOps'],
  ['mobile-app-development', 'Mobile App Development'],
  ['web-application-development', 'Web Application Development'],
  ['data-analytics-bi', 'Data Analytics & Business Intelligence'],
] as const;

test('each service landing page shows its service from /api/services', async ({ page }) => {
  await openReady(page, '/');
  for (const [slug, name] of LANDING_SLUGS) {
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name.replace(/[&]/g, '.')));
  }
  await expect(page.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benefits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Work With Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a Quote' }).click();
  await expect(page.getByRole('dialog')).toContainText('Get Your Quote');
});

test('the long description is split into paragraphs', async ({ page }) => {
  await openReady(page, '/services/custom-software-development');
  const overview = page.getByRole('heading', { name: 'Overview' }).locator('..');
  await expect(overview.locator('p')).toHaveCount(3);
  await expect(overview.locator('p').first()).toContainText('Off-the-shelf tools');
});

test('an unknown service shows Service Not Found', async ({ page }) => {
  await openReady(page, '/services/cobol-modernisation');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await expect(page.getByText('The requested service could not be found.')).toBeVisible();
  await expect(page).toHaveTitle(/Service Not Found/);
});

test('the services overview lists every service', async ({ page }) => {
  await openReady(page, '/services');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: 'Mobile App Development' }).click();
  await expect(page).toHaveURL(/\/services\/mobile-app-development$/);
});

test('the staff augmentation page has its static content and links to /services', async ({
  page,
}) => {
  await openReady(page, '/services/staff-augmentation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'How It Works' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Technologies Our Engineers Master' }).getByRole('listitem'),
  ).toHaveCount(19);
  const models = page.getByRole('region', { name: 'Engagement Models' });
  await expect(models).toContainText('1-6 months');
  await expect(models).toContainText('6+ months');
  await expect(models.getByText('Most Popular')).toHaveCount(1);
  await expect(models.getByRole('heading', { name: 'Hybrid' })).toBeVisible();
  // Side by side, the three models' titles line up: the badge takes no line of its own.
  const tops = await Promise.all(
    ['Short-Term', 'Long-Term', 'Hybrid'].map(
      async (name) => (await models.getByRole('heading', { name }).boundingBox())?.y ?? -1,
    ),
  );
  expect(Math.max(...tops) - Math.min(...tops), tops.join(', ')).toBeLessThanOrEqual(1);
  await page.getByRole('link', { name: 'Explore All Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('the contact page shows the static details, the form and the FAQ', async ({ page }) => {
  await openReady(page, '/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('Visits by appointment only');
  await expect(main).toContainText('Mon-Fri 9AM-6PM EST');
  await expect(main).toContainText('within 24 hours');
  await expect(main.getByRole('link', { name: /Brightline Labs on / })).toHaveCount(3);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(faq).toContainText('2-4 weeks');
  await expect(faq).toContainText('3-6 months');
});

test('a ?service= parameter presets the contact form', async ({ page }) => {
  await openReady(page, '/contact?service=golang');
  const select = page.getByRole('main').getByRole('combobox').first();
  await expect(select).toHaveValue('golang');
});

test('an unknown path shows 404 Page Not Found with the router hint', async ({ page }) => {
  await openReady(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // The hint names the file that declares the routes.
  await expect(page.getByText('src/app/route-table.ts')).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  // The big "404" is a picture of the heading: a screen reader hears it once.
  const main = await page.getByRole('main').ariaSnapshot();
  expect(main).toContain('heading "404 Page Not Found"');
  expect(main).not.toMatch(/^\s*- (text|paragraph): "?404"?$/m);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every route sets its own title and meta description', async ({ page }) => {
  await openReady(page, '/');
  const seen = new Set<string>();
  for (const path of [
    '/',
    '/services',
    '/services/staff-augmentation',
    '/case-studies',
    '/portfolio',
    '/team',
    '/blog',
    '/contact',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, path).toBeGreaterThan(30);
    expect(seen.has(title), `${path} has its own title`).toBe(false);
    seen.add(title);
  }
});

test('very long words wrap without breaking the layout', async ({ page, backend }) => {
  const word = (length: number) => 'Supercalifragilistic'.repeat(40).slice(0, length);
  const saved = await backend.call(
    'PUT',
    '/api/services/svc-1',
    {
      id: 'svc-1',
      name: word(120),
      slug: 'custom-software-development',
      description: word(400),
      longDescription: `${word(800)}\n\n${word(300)}`,
      // The longest list items the contract allows (src/contract/limits.ts).
      technologies: [word(LIST_LIMITS.itemLength)],
      benefits: [word(LIST_LIMITS.itemLength)],
      startingPrice: '',
      deliveryTime: '',
    },
    { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password },
  );
  expect(saved.status).toBe(200);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/services/custom-software-development');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(word(120));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
