import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { holdScripts } from '../support/hold-scripts';
import { slowExpect as expect, logIn } from './admin-support';
import { escapeFrom, openReady, test } from './fixtures';

test.describe('admin session', () => {
  for (const path of ['/admin', '/admin/cms']) {
    test(`${path} sends a visitor without a session to the login page, and back after it`, async ({
      page,
    }) => {
      await openReady(page, path);
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
      await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/admin' ? 'Admin Dashboard' : 'Content Management',
      );
      // The login page is left out of the history: Back leaves the admin
      // area, not to a login page that would send the visitor on again.
      await page.goBack();
      await expect(page).not.toHaveURL(/admin/);
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

  test('Enter pressed in the password field before the app has loaded signs in once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/admin-login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
    await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
    await page.getByLabel(/^Password/).press('Enter');
    // The server's page: Enter sends nothing by itself (no submit button yet).
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'button');
    await expect(page).toHaveURL(/\/admin-login$/);

    release();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
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
    // The screen stays, with the dialog that signs in again over it.
    const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    // Behind it, the list says why in the backend's words.
    await expect(page.getByText(/^Could not load contact submissions/)).toHaveText(
      'Could not load contact submissions: Admin credentials required',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
    await ended.getByRole('button', { name: 'Go to login page' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('alert')).toContainText('Your session has ended');
  });

  test('a session that ends under an open edit is signed in again over it, and the edit saves', async ({
    page,
    backend,
  }) => {
    await logIn(page);
    await page.getByRole('link', { name: 'Content Management', exact: true }).click();
    await page.getByRole('tab', { name: 'Services', exact: true }).click();
    await page
      .getByRole('button', { name: /^Edit Service/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    const summary = 'Rewritten after a long meeting: software shaped around your process.';
    await edit.getByLabel(/^Short Description/).fill(summary);
    // The session ends meanwhile: the stored credentials no longer match.
    await page.evaluate(() =>
      localStorage.setItem(
        'adminCredentials',
        JSON.stringify({ username: 'admin', password: 'x' }),
      ),
    );
    await edit.getByRole('button', { name: 'Save Changes' }).click();

    const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/cms\?tab=services$/);
    await expect(page.getByText('Failed to update service')).toBeVisible();
    // Neither Escape nor a wrong password gets past it.
    await escapeFrom(ended);
    await expect(ended).toBeVisible();
    await ended.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
    await ended.getByLabel(/^Password/).fill('wrong-password');
    await ended.getByRole('button', { name: 'Sign In' }).click();
    await expect(ended.getByRole('alert')).toContainText('Invalid username or password');
    await ended.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
    await ended.getByRole('button', { name: 'Sign In' }).click();
    await expect(ended).toBeHidden();

    // The edit is still open, as it was typed, the focus back on its button
    // (not on the first field with its text selected), and now saves.
    await expect(edit.getByLabel(/^Short Description/)).toHaveValue(summary);
    await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Service updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    const services = (await backend.call('GET', '/api/services')).json;
    expect(services[0].description).toBe(summary);
  });

  test('from the session-ended dialog, the login page leads back to the screen it came from', async ({
    page,
  }) => {
    await logIn(page);
    await page.getByRole('link', { name: 'Content Management', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Homepage' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('adminCredentials', '{}'));
    await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await ended.getByRole('button', { name: 'Go to login page' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('alert')).toContainText('Your session has ended');
    await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
    await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/cms$/);
    await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
  });
});
