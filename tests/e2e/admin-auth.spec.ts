import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { slowExpect as expect, logIn } from './admin-support';
import { openReady, test } from './fixtures';

test.describe('admin session', () => {
  for (const path of ['/admin', '/admin/cms']) {
    test(`${path} sends a visitor without a session to the login page`, async ({ page }) => {
      await openReady(page, path);
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    });
  }

  test('the login page shows the demo credentials and rejects wrong ones', async ({ page }) => {
    await openReady(page, '/admin-login');
    await expect(page.getByText(ADMIN_CREDENTIALS.username, { exact: true })).toBeVisible();
    await expect(page.getByText(ADMIN_CREDENTIALS.password, { exact: true })).toBeVisible();
    await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
  });

  test('both fields are required and the password can be shown', async ({ page }) => {
    await openReady(page, '/admin-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(
      await page
        .getByLabel('Username')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    const password = page.getByLabel(/^Password/);
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('login opens the dashboard, logout ends the session', async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Content Management' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Content Management', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cms$/);
    await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('a 401 from the backend ends the session', async ({ page }) => {
    await logIn(page);
    await expect(page.getByText('No contact submissions yet')).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem(
        'adminCredentials',
        JSON.stringify({ username: 'admin', password: 'stale' }),
      ),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('alert')).toContainText('Your session has ended');
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
  });
});
