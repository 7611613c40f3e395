import type { Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { contact, slowExpect as expect, fillLeads, lead, logIn, openPanel } from './admin-support';
import { openReady, test } from './fixtures';

// What an admin screen shows (its tab, a list's search, sort, page and page
// size) is kept in its address: a reload, Back from the site or a copied link
// opens the same view.

const rows = (page: Page) => openPanel(page).locator('tbody tr');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The lead captures list as set below: 11 of 60 found, sorted by email, on its second page of 10. */
async function expectLeadView(page: Page) {
  await expect(tab(page, 'Lead Captures')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Search lead captures')).toHaveValue('grace1');
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/^Email/);
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('Showing 11–11 of 11')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  // By email, grace10@ … grace19@ come before grace1@ ("0" before "@").
  await expect(rows(page).first()).toContainText('grace1@example.com');
}

test("the dashboard's tab, search, sort and page survive a reload and Back from the site", async ({
  page,
  backend,
}) => {
  void backend;
  await fillLeads(page, { leadCaptures: Array.from({ length: 60 }, (_, i) => lead(i)) });
  await logIn(page);

  await tab(page, 'Lead Captures').click();
  await page.getByRole('button', { name: /^Email/ }).click();
  await page.getByLabel('Rows per page').selectOption('10');
  await page.getByLabel('Search lead captures').fill('grace1');
  await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();

  // Paging keeps the page where it is scrolled: the pager stays under the pointer.
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before, 'the pager is below the first screen').toBeGreaterThan(0);
  await next.click();
  await expectLeadView(page);
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1);

  await page.reload();
  await expectLeadView(page);

  await page.getByRole('link', { name: 'View Site', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expectLeadView(page);

  // The dashboard's own link opens it as it starts: the first tab, no search.
  await page.getByRole('link', { name: 'Brightline Labs Admin' }).click();
  await expect(tab(page, 'Contact Submissions')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Lead Captures').click();
  await expect(page.getByLabel('Search lead captures')).toHaveValue('');
  await expect(page.getByText('Showing 1–25 of 60')).toBeVisible();
  await expect(page.locator('th[aria-sort="descending"]')).toHaveText(/^Date/);
});

test("a search is kept by Back, and the dashboard's own link starts without it", async ({
  page,
  backend,
}) => {
  void backend;
  await fillLeads(page, { contactSubmissions: Array.from({ length: 3 }, (_, i) => contact(i)) });
  await logIn(page);
  await page.getByLabel('Search contact submissions').fill('ada1@');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name: 'Content Management', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search contact submissions')).toHaveValue('ada1@');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name: 'Brightline Labs Admin' }).click();
  await expect(page.getByLabel('Search contact submissions')).toHaveValue('');
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
});

test("the CMS's tab survives a reload and Back from the site", async ({ page, backend }) => {
  void backend;
  await logIn(page);
  await page.getByRole('link', { name: 'Content Management', exact: true }).click();
  await tab(page, 'Team').click();
  const editMember = page.getByRole('button', { name: /^Edit Member/ }).first();
  await expect(editMember).toBeVisible();

  await page.reload();
  await expect(tab(page, 'Team')).toHaveAttribute('aria-selected', 'true');
  await expect(editMember).toBeVisible();

  await page.getByRole('link', { name: 'View Site', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(tab(page, 'Team')).toHaveAttribute('aria-selected', 'true');
  await expect(editMember).toBeVisible();

  await tab(page, 'Homepage').click();
  await expect(page.getByRole('button', { name: /^Edit Section/ }).first()).toBeVisible();
  await page.reload();
  await expect(tab(page, 'Homepage')).toHaveAttribute('aria-selected', 'true');
});

test('signing in from a link to a view opens that view', async ({ page, backend }) => {
  void backend;
  await openReady(page, '/admin?tab=newsletter');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(tab(page, 'Newsletter Subscribers')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\?tab=newsletter$/);
});

test("an address naming what a list does not have opens the list's defaults, or its last page", async ({
  page,
  backend,
}) => {
  void backend;
  await fillLeads(page, { contactSubmissions: Array.from({ length: 30 }, (_, i) => contact(i)) });
  await logIn(page);

  await page.goto('/admin?tab=nope&page=x&pageSize=7&sort=password&order=up');
  await expect(tab(page, 'Contact Submissions')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');
  await expect(page.locator('th[aria-sort="descending"]')).toHaveText(/^Date/);
  await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();

  await page.goto('/admin?page=99');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('Showing 26–30 of 30')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?page=2$/);
});
