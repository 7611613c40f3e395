import type { Page } from '@playwright/test';
import { technologies } from '../../seed/technologies';
import { slowExpect as expect, logIn } from './admin-support';
import { escapeFrom, openReady, test } from './fixtures';

// The six technology pages the footer links to: content, calls to action, the
// CMS edit that reaches them online and offline, and the headed not-found screens.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('every footer technology link opens its page, titled and described', async ({ page }) => {
  await openReady(page, '/');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Services' });
  for (const technology of technologies) {
    await footer.getByRole('link', { name: technology.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${technology.slug}$`));
    await expect(h1(page)).toHaveText(technology.name);
    await expect(page).toHaveTitle(`${technology.name} | Brightline Labs`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      technology.description,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test('the Golang page shows its tools, services, related work and calls to action', async ({
  page,
}) => {
  await openReady(page, '/services/golang');
  await expect(h1(page)).toHaveText('Golang Development');
  for (const tool of ['gRPC', 'sqlc', 'OpenTelemetry']) {
    await expect(page.getByText(tool, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('High-throughput REST and gRPC APIs')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cloud Infrastructure & DevOps' })).toHaveAttribute(
    'href',
    '/services/cloud-devops',
  );
  // Matched through the alias "Go", case-insensitively; the other case studies are not shown.
  await expect(
    page.getByRole('link', { name: 'Route Optimisation Engine for a Regional Freight Fleet' }),
  ).toBeVisible();
  await expect(page.getByText('A Patient App That Clinics Actually Love')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Course Authoring Studio' })).toBeVisible();

  await page.getByRole('button', { name: 'Book a Consultation' }).click();
  await expect(page.getByRole('dialog')).toContainText('Book a Free Consultation');
  await escapeFrom(page.getByRole('dialog'));
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Discuss Your Project' }).click();
  await expect(page).toHaveURL(/\/contact\?service=golang$/);
  await expect(page.getByLabel('Service Interest')).toHaveValue('golang');
});

test('a page no published work uses says so and still offers a way on', async ({ page }) => {
  await openReady(page, '/services/dotnet');
  await expect(h1(page)).toHaveText('.NET Development');
  await expect(page.getByText(/None of our published case studies/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Case Studies' })).toHaveAttribute(
    'href',
    '/case-studies',
  );
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
    'href',
    '/contact?service=dotnet',
  );
});

test('a CMS edit to a technology page shows on that page after a reload, online and offline', async ({
  page,
  context,
  backend,
}) => {
  await logIn(page);
  await page.goto('/admin/cms');
  await page.getByRole('tab', { name: 'Technologies', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Page: Golang Development' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Technology Page' })).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('');
  await dialog.getByLabel(/^Tools and Ecosystem/).fill(`Go, ${'x'.repeat(41)}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Ecosystem must be 40 characters or fewer')).toBeVisible();

  await dialog.getByLabel(/^Name/).fill('Go Engineering');
  await dialog.getByLabel(/^Tools and Ecosystem/).fill(' Go , , Connect RPC,Temporal ');
  await dialog
    .getByLabel(/^What We Build/)
    .fill('Payment gateways, ledgers and reconciliation\n\n');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Technology page updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-card="Go Engineering"]')).toContainText('Connect RPC');
  const stored = await backend.call('GET', '/api/technologies/golang');
  expect(stored.json).toMatchObject({
    name: 'Go Engineering',
    ecosystem: ['Go', 'Connect RPC', 'Temporal'],
    whatWeBuild: ['Payment gateways, ledgers and reconciliation'],
  });

  await page.goto('/services/golang');
  await page.reload();
  await expect(h1(page)).toHaveText('Go Engineering');
  await expect(page.getByText('Payment gateways, ledgers and reconciliation')).toBeVisible();
  await expect(page).toHaveTitle('Go Engineering | Brightline Labs');

  await context.setOffline(true);
  for (let round = 0; round < 2; round += 1) {
    await page.reload();
    await expect(h1(page)).toHaveText('Go Engineering');
    await expect(page.getByText('Temporal', { exact: true })).toBeVisible();
  }
});

test('a failed technology page save keeps the dialog open and says so', async ({
  page,
  backend,
}) => {
  await backend.fail('PUT /api/technologies/tech-java', 500);
  await logIn(page);
  await page.goto('/admin/cms');
  await page.getByRole('tab', { name: 'Technologies', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Page: Java Development' }).click();
  await page.getByRole('dialog').getByLabel(/^Name/).fill('Java and Kotlin');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update technology page')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('not-found screens are the page’s h1 and ask not to be indexed', async ({ page }) => {
  await openReady(page, '/');
  const robots = page.locator('meta[name="robots"]');
  for (const [path, title] of [
    ['/services/no-such-service', 'Service Not Found'],
    ['/case-studies/no-such-study', 'Case Study Not Found'],
    ['/blog/no-such-post', 'Article Not Found'],
    ['/no/such/page', '404 Page Not Found'],
  ] as const) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Brightline Labs`);
    await expect(robots).toHaveAttribute('content', 'noindex');
    await expect(robots).toHaveCount(1);
    // No page, so no address of its own to name.
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  }
  // Leaving the screen takes the tag with it, and the next page names its address.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(h1(page)).toBeVisible();
  await expect(robots).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://brightlinelabs.dev/',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://brightlinelabs.dev/',
  );
});
