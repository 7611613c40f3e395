import { expect, type Page, test } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { clickSubmit } from './support';

// The live site's pages run under a Content-Security-Policy that names the
// build's inline scripts by hash, allows no eval and forbids framing
// (server/security-headers.ts). Everything a visitor and an admin do must work
// under it, with nothing refused.

const slow = expect.configure({ timeout: 30_000 });

const REFUSED_KEY = 'refused-by-policy';

/**
 * Every report of something the policy refused, kept in the tab's session
 * storage from page to page: the document's securitypolicyviolation events
 * (an eval refused too, which Chromium does not log) and the console's lines.
 */
async function watchRefusals(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript((key) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
      sessionStorage.setItem(key, JSON.stringify(seen));
    });
  }, REFUSED_KEY);
  return async () => [
    ...logged,
    ...(JSON.parse(
      (await page.evaluate((key) => sessionStorage.getItem(key), REFUSED_KEY)) ?? '[]',
    ) as string[]),
  ];
}

test('a visitor and an admin use the site under its Content-Security-Policy, nothing refused', async ({
  page,
}) => {
  const refused = await watchRefusals(page);

  const home = await page.goto('/', { waitUntil: 'networkidle' });
  const headers = home?.headers() ?? {};
  // The page's three inline scripts (colour mode, install offer, app start), by hash.
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+'){3}(;|$)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The form's code and the contract's schemas load, and validate in the page.
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await clickSubmit(form.getByRole('button', { name: 'Send Message' }));
  await slow(form.getByText('First name is required')).toBeVisible();

  await page.goto('/admin-login', { waitUntil: 'networkidle' });
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.goto('/admin/cms', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Headline/).fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await slow(dialog.getByText('Headline is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog).toBeHidden();

  expect(await refused()).toEqual([]);
});

test('an inline script that is not the build’s does not run', async ({ page }) => {
  const refused = await watchRefusals(page);
  // The policy of a real page, on a page of the test's own making with one more script.
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  await page.route('**/injected', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': policy },
      body: '<!doctype html><title>Injected</title><script>document.title = "ran"</script>',
    }),
  );
  await page.goto('/injected');
  await expect(page).toHaveTitle('Injected');
  await expect.poll(refused).toContainEqual('script-src-elem refused inline');
});
