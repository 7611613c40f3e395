import AxeBuilder from '@axe-core/playwright';
import { expect, openReady, test } from './fixtures';

// Every public route, in light mode, after its data has loaded.
const ROUTES = [
  ['/', 'Software that moves your business forward'],
  ['/services', 'Engineering Services for Every Stage'],
  ['/services/cloud-devops', 'Cloud Infrastructure & DevOps'],
  ['/services/staff-augmentation', 'Senior Engineers, Ready When You Are'],
  ['/services/no-such-service', 'Service Not Found'],
  ['/case-studies', 'Real Projects, Measurable Results'],
  ['/case-studies/real-time-fraud-detection-platform', 'Real-Time Fraud Detection'],
  ['/portfolio', "Work We're Proud Of"],
  ['/team', 'The People Behind the Work'],
  ['/blog', 'Insights & Engineering Notes'],
  ['/blog/trunk-based-development-in-practice', 'Trunk-Based Development'],
  ['/blog/no-such-post', 'Article Not Found'],
  ['/contact', "Let's Talk About Your Project"],
  ['/no-such-page', '404 Page Not Found'],
] as const;

for (const [path, heading] of ROUTES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await openReady(page, '/');
    await page.evaluate(() => localStorage.setItem('color-mode', 'light'));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Wait until the page's data has loaded (no spinner left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

// A technology page with related work (Golang) and one without (.NET), in both colour modes.
for (const mode of ['light', 'dark'] as const) {
  for (const [path, heading] of [
    ['/services/golang', 'Golang Development'],
    ['/services/dotnet', '.NET Development'],
  ] as const) {
    test(`axe finds no serious or critical violation on ${path} in ${mode} mode`, async ({
      page,
    }) => {
      await openReady(page, '/');
      await page.evaluate((value) => localStorage.setItem('color-mode', value), mode);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
}

test('axe finds no serious or critical violation in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
});

test('on a phone, every control of the home page leaves a 24 px target to tap (WCAG 2.5.8)', async ({
  page,
}) => {
  // The consultation button rides in the navigation bar there, with its hide button on it.
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await openReady(page, '/');
    await expect(page.getByRole('button', { name: 'Hide consultation button' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => node.target)),
      `${width} px`,
    ).toEqual([]);
  }
});

test('every image has alt text and explicit dimensions', async ({ page }) => {
  for (const path of [
    '/',
    '/case-studies',
    '/portfolio',
    '/team',
    '/blog',
    '/blog/trunk-based-development-in-practice',
  ]) {
    await openReady(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until the page's data has loaded (no spinner left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const bad = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter(
            (image) =>
              !image.hasAttribute('alt') ||
              !image.getAttribute('width') ||
              !image.getAttribute('height'),
          )
          .map((image) => image.getAttribute('src')),
      );
    expect(bad, path).toEqual([]);
  }
});
