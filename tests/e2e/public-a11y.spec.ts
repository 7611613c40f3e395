import AxeBuilder from '@axe-core/playwright';
import { seriousViolations } from '../support/axe';
import { expect, openReady, test } from './fixtures';

// axe runs on every screen the visual suite keeps (tests/visual), on a phone
// and a desktop, in light and dark mode, open dialogs and menus included. These
// are the public routes it does not keep: another service than the one it
// shoots, and the not-found states of a service and a post.
const ROUTES = [
  ['/services/cloud-devops', 'Cloud Infrastructure & DevOps'],
  ['/services/no-such-service', 'Service Not Found'],
  ['/blog/no-such-post', 'Article Not Found'],
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
    expect(seriousViolations(results)).toEqual([]);
  });
}

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
