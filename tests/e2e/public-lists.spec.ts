import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { type Backend, expect, openReady, test } from './fixtures';

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

/** Replaces the store with the current snapshot minus the rows of one table. */
async function emptyTable(backend: Backend, table: string) {
  const snapshot = await backend.call('GET', '/api/__mock/snapshot', undefined, admin);
  snapshot.json.tables[table] = [];
  expect((await backend.call('PUT', '/api/__mock/snapshot', snapshot.json, admin)).status).toBe(
    200,
  );
}

test.describe('case studies', () => {
  test('filter narrows and resets; cards show 3 technologies then +N more', async ({ page }) => {
    await openReady(page, '/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const stat of ['150+', '95%', '10+', '20+']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(7);
    const fraud = cards.filter({ hasText: 'Real-Time Fraud Detection' });
    await expect(fraud).toContainText('Kafka');
    await expect(fraud).toContainText('XGBoost');
    await expect(fraud).not.toContainText('Terraform');
    await expect(fraud).toContainText('+4 more');
    await expect(fraud).toContainText('Fraud losses fell 63%');

    const filter = page.getByRole('group', { name: 'Filter case studies by category' });
    await filter.getByRole('button', { name: 'Healthcare' }).click();
    await expect(filter.getByRole('button', { name: 'Healthcare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(2);
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(7);

    await fraud.getByRole('link').click();
    await expect(page).toHaveURL(/\/case-studies\/real-time-fraud-detection-platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Real-Time Fraud Detection/);
    await expect(page.getByText('Client: Quantapay')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Achievements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('an empty list shows No Case Studies Found, and says why', async ({ page, backend }) => {
    await backend.fail('GET /api/case-studies', 500);
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { name: 'No Case Studies Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Case Studies' })).toBeVisible();
    await expect(
      page.getByText('The case studies could not be loaded right now. Please try again later.'),
    ).toBeVisible();
    await backend.configure({ faults: {} });
    await emptyTable(backend, 'caseStudies');
    await page.goto('/case-studies');
    await expect(
      page.getByText('No case studies have been published yet. Please check back soon.'),
    ).toBeVisible();
  });

  test('an unknown case study shows Case Study Not Found with a way back', async ({ page }) => {
    await openReady(page, '/case-studies/no-such-study');
    await expect(page.getByRole('heading', { name: 'Case Study Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
});

test('while a list page loads, its spinner shows on the screen, just under the hero', async ({
  page,
  backend,
}) => {
  for (const [viewport, name, path] of [
    [{ width: 1280, height: 800 }, 'Case Studies', '/api/case-studies'],
    [{ width: 390, height: 844 }, 'Team', '/api/team'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await backend.configure({ latency: { [`GET ${path}`]: 4000 } });
    if (viewport.width < 600) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    }
    const spinner = page.locator('[aria-busy="true"]').locator('.chakra-spinner');
    await expect(spinner).toBeVisible();
    const box = await spinner.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY, `${name} at ${viewport.width} px`).toBeLessThan(
      viewport.height - (box?.height ?? 0),
    );
    await backend.configure({ latency: {} });
  }
});

test.describe('portfolio', () => {
  test('filter narrows and resets', async ({ page }) => {
    await openReady(page, '/portfolio');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText('View Project');
    // A project with an address links to it, in a new tab; one without has the label alone.
    const withUrl = cards.filter({ hasText: 'Merchant Insights Dashboard' });
    const link = withUrl.getByRole('link', {
      name: 'View Project: Merchant Insights Dashboard (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', 'https://example.com/merchant-insights');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const without = cards.filter({ hasText: 'Course Authoring Studio' });
    await expect(without).toContainText('View Project');
    await expect(without.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /^View Project/ })).toHaveCount(
      5,
    );
    const filter = page.getByRole('group', { name: 'Filter projects by category' });
    await filter.getByRole('button', { name: 'Mobile App' }).click();
    await expect(cards).toHaveCount(3);
    await filter.getByRole('button', { name: 'All Projects' }).click();
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Our Capabilities' })).toBeVisible();
    for (const capability of [
      'Full-Stack Development',
      'Cloud Solutions',
      'AI & Machine Learning',
    ]) {
      await expect(page.getByRole('heading', { name: capability })).toBeVisible();
    }
  });

  test('an empty list shows No Projects Found', async ({ page, backend }) => {
    await emptyTable(backend, 'portfolio');
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Projects' })).toBeVisible();
    await expect(
      page.getByText('No projects have been published yet. Please check back soon.'),
    ).toBeVisible();
  });
});

test('/services says why it shows none: none published, or none could be read', async ({
  page,
  backend,
}) => {
  await emptyTable(backend, 'services');
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'No Services Found' })).toBeVisible();
  await expect(
    page.getByText('No services have been published yet. Please check back soon.'),
  ).toBeVisible();
  await backend.fail('GET /api/services', 500);
  await page.reload();
  await expect(
    page.getByText('Our services could not be loaded right now. Please try again later.'),
  ).toBeVisible();
});

test('a read that failed is not asked again at once, but on the next visit, Back included', async ({
  page,
  backend,
}) => {
  // Spec section 7: queries do not retry. The page shows the failure of its
  // one request; the fault, set for one request, then lets the next visit in.
  await backend.fault('GET /api/services', { status: 500, times: 1 });
  await backend.clearRequests();
  const asked = async () =>
    (await backend.requests()).filter(
      (call) => call.method === 'GET' && call.path === '/api/services',
    ).length;
  await page.goto('/services');
  await expect(
    page.getByText('Our services could not be loaded right now. Please try again later.'),
  ).toBeVisible();
  const services = page.getByRole('region', { name: 'All services' }).getByRole('listitem');
  await expect(services).toHaveCount(0);
  expect(await asked()).toBe(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Talk About Your Project");
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expect(services).toHaveCount(10);
  await expect(services.first()).toContainText('Custom Software Development');
  expect(await asked()).toBe(2);
});

test.describe('team', () => {
  test('members show with LinkedIn and GitHub only when present', async ({ page }) => {
    await openReady(page, '/team');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const maya = cards.filter({ hasText: 'Maya Okafor' });
    await expect(maya.getByRole('link', { name: 'Maya Okafor on LinkedIn' })).toBeVisible();
    await expect(maya.getByRole('link', { name: /GitHub/ })).toHaveCount(0);
    const hannah = cards.filter({ hasText: 'Hannah Kim' });
    await expect(hannah.getByRole('link')).toHaveCount(0);
    for (const text of [
      '10+ Years Experience',
      '50+ Expert Engineers',
      '24/7 Support',
      'Innovation',
      'Quality',
      'Collaboration',
      'Growth',
    ]) {
      await expect(page.getByRole('heading', { name: text, exact: true })).toBeVisible();
    }
  });

  test('four columns on a large screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReady(page, '/team');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const tops = await cards.evaluateAll((items) =>
      items.slice(0, 5).map((item) => item.getBoundingClientRect().top),
    );
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  });

  test('an empty team shows Team Information Coming Soon', async ({ page, backend }) => {
    await backend.fail('GET /api/team', 500);
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Team Information Coming Soon' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('blog', () => {
  test('filter narrows and resets; Stay Updated makes no call', async ({ page }) => {
    await openReady(page, '/blog');
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(7);
    const filter = page.getByRole('group', { name: 'Filter articles by category' });
    await filter.getByRole('button', { name: 'Product' }).click();
    await expect(cards).toHaveCount(2);
    await filter.getByRole('button', { name: 'All Articles' }).click();
    await expect(cards).toHaveCount(7);

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(calls).toEqual([]);
  });

  test('an empty blog shows No Articles Found', async ({ page, backend }) => {
    await emptyTable(backend, 'blogPosts');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All Articles' })).toBeVisible();
    await expect(
      page.getByText('No articles have been published yet. Please check back soon.'),
    ).toBeVisible();
  });

  test('an article shows its read time, its text with line breaks, the author box and related links', async ({
    page,
    backend,
  }) => {
    const post = await backend.call('GET', '/api/blog/trunk-based-development-in-practice');
    const words = (post.json.content as string).trim().split(/\s+/).length;
    await page.goto('/blog');
    await page.getByRole('link', { name: /Trunk-Based Development in Practice/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Trunk-Based Development/);
    await expect(page.getByText(`${Math.max(1, Math.ceil(words / 200))} min read`)).toBeVisible();
    await expect(page.getByTestId('post-content')).toHaveCSS('white-space', 'pre-line');
    await expect(page.getByRole('heading', { name: 'Written by Daniel Reyes' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    for (const href of await related.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe('/blog');
    }
  });

  test('an unknown article shows Article Not Found', async ({ page }) => {
    await openReady(page, '/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(
      page.getByText("The article you're looking for doesn't exist or may have been moved."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
