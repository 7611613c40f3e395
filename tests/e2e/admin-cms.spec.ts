import type { Page } from '@playwright/test';
import { brokenWords } from '../support/broken-words';
import { apart, settled } from '../support/layout';
import { adminHeaders, slowExpect as expect, logIn, openPanel } from './admin-support';
import { escapeFrom, test } from './fixtures';
import { toasts } from './toast-support';

async function openCms(page: Page, tab?: string) {
  await logIn(page);
  await page.goto('/admin/cms');
  await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}

const dialog = (page: Page) => page.getByRole('dialog');

async function save(page: Page, toast: string) {
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test('a homepage section is edited from its current content and shows on the home page', async ({
  page,
  backend,
}) => {
  await openCms(page);
  const hero = page.locator('[data-section="hero"]');
  await expect(hero.getByText('headline', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
  const headline = dialog(page).getByLabel(/^Headline/);
  await expect(headline).toHaveValue('Software that moves your business forward');
  await headline.fill('');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByText('Headline is required')).toBeVisible();
  await headline.fill('Launch faster with Brightline');
  await save(page, 'Section updated successfully');
  await expect(hero.getByTestId('section-preview')).toHaveText('Launch faster with Brightline');

  await page.reload();
  await expect(page.locator('[data-section="hero"]').getByTestId('section-preview')).toHaveText(
    'Launch faster with Brightline',
  );
  const api = await backend.call('GET', '/api/homepage');
  expect(api.json.hero.content.headline).toBe('Launch faster with Brightline');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch faster with Brightline');
});

test('an edit shows on the public pages already visited in this tab, without a reload', async ({
  page,
}) => {
  await openCms(page);
  // The home page and the services page are read (and kept) before the edits.
  await page.getByRole('link', { name: 'View Site' }).click();
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Software that moves your business forward');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Section: Hero Section' }).click();
  await dialog(page)
    .getByLabel(/^Headline/)
    .fill('Ship the roadmap, not the backlog');
  await save(page, 'Section updated successfully');
  await page.getByRole('link', { name: 'View Site' }).click();
  await expect(h1).toHaveText('Ship the roadmap, not the backlog');
  // No document was loaded again: the page stayed the same single-page app.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(
    await page.evaluate(
      () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
    ),
  ).toBe('/admin/cms');
});

test('a failed save keeps the dialog open and says so', async ({ page, backend }) => {
  await backend.fail('PUT /api/admin/homepage-sections/testimonials', 500);
  await openCms(page);
  await page.getByRole('button', { name: 'Edit Section: Testimonials' }).click();
  await dialog(page)
    .getByLabel(/^Title/)
    .fill('Kind words');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update section')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('a save left without an answer for 30 s fails with its toast, and the dialog opens up again with the edit', async ({
  page,
  backend,
}) => {
  // The page's clock, moved on by the test; the backend answers after a minute.
  await page.clock.install();
  await backend.configure({
    latency: { 'PUT /api/admin/homepage-sections/testimonials': 60_000 },
  });
  await openCms(page);
  await page.getByRole('button', { name: 'Edit Section: Testimonials' }).click();
  const title = dialog(page).getByLabel(/^Title/);
  await title.fill('Kind words');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.clock.fastForward(29_000);
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await page.clock.fastForward(1_000);
  await expect(page.getByText('Failed to update section')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(dialog(page).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(title).toHaveValue('Kind words');
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the toast of a refused save leaves the dialog's buttons free, and its close button on a desktop (${device})`, async ({
    page,
    backend,
  }) => {
    await page.setViewportSize(viewport);
    // The tallest edit: its buttons sit at the bottom of the screen.
    await backend.fail('PUT /api/services/:id', 500);
    await openCms(page, 'Services');
    await page.getByRole('button', { name: 'Edit Service: AI & Machine Learning' }).click();
    await dialog(page)
      .getByLabel(/^Service Name/)
      .fill('Applied AI');
    const saveButton = dialog(page).getByRole('button', { name: 'Save Changes' });
    await saveButton.click();
    const toast = toasts(page).filter({ hasText: 'Failed to update service' });
    await expect(toast).toBeVisible();
    // Where it comes to rest, once it has slid in.
    await settled(toast);
    const shown = await toast.boundingBox();
    for (const name of ['Save Changes', 'Cancel']) {
      const button = await dialog(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(apart(shown, button), `${name} is clear of the toast`).toBe(true);
    }
    if (device === 'desktop') {
      // Beside the dialog, not over the way out at its top either (on a
      // phone the dialog takes the width, and the toast its top).
      const close = await dialog(page).getByRole('button', { name: 'Close' }).boundingBox();
      expect(apart(shown, close), 'the close button is clear of the toast').toBe(true);
      const title = dialog(page).getByRole('heading', { name: 'Edit Service' });
      expect(apart(shown, await title.boundingBox()), 'the title is clear of the toast').toBe(true);
    }
    // And the button takes the retry, with the pointer on it all along.
    await backend.configure({ faults: {} });
    await saveButton.click();
    await expect(page.getByText('Service updated successfully')).toBeVisible();
  });
}

test('a service is edited: lists split and trimmed, required fields checked', async ({
  page,
  backend,
}) => {
  await openCms(page, 'Services');
  const card = page.locator('[data-card="Custom Software Development"]');
  await expect(card.getByText(/^\+\d+ more$/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Service' })).toBeVisible();
  for (const label of ['Service Name', 'URL Slug', 'Short Description']) {
    await dialog(page)
      .getByLabel(new RegExp(`^${label}`))
      .fill('');
  }
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByText('Service name is required')).toBeVisible();
  await expect(dialog(page).getByText('URL slug is required')).toBeVisible();
  await expect(dialog(page).getByText('Short description is required')).toBeVisible();

  await dialog(page)
    .getByLabel(/^Service Name/)
    .fill('Bespoke Software');
  await dialog(page)
    .getByLabel(/^URL Slug/)
    .fill('custom-software-development');
  await dialog(page)
    .getByLabel(/^Short Description/)
    .fill('Software built around you.');
  await dialog(page).getByLabel('Technologies (comma-separated)').fill(' Go, , Rust ,Zig,');
  await dialog(page).getByLabel('Starting Price').fill('From $40,000');
  await save(page, 'Service updated successfully');
  const edited = page.locator('[data-card="Bespoke Software"]');
  await expect(edited).toContainText('Software built around you.');
  await expect(edited.getByText('Rust')).toBeVisible();
  await expect(edited.getByText(/more$/)).toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: 'Services', exact: true }).click();
  await expect(page.locator('[data-card="Bespoke Software"]')).toBeVisible();
  const services = await backend.call('GET', '/api/services');
  const service = services.json.find((s: { id: string }) => s.id === 'svc-1');
  expect(service).toMatchObject({
    name: 'Bespoke Software',
    technologies: ['Go', 'Rust', 'Zig'],
    startingPrice: 'From $40,000',
  });
});

test('an edit of a service someone else saved meanwhile is refused, says what they changed, and can keep either', async ({
  page,
  backend,
}) => {
  const name = dialog(page).getByLabel(/^Service Name/);
  const price = dialog(page).getByLabel('Starting Price');
  /** Another admin's save of svc-1, made while the dialog is open. */
  const theirSave = async (change: Record<string, unknown>) => {
    const services = await backend.call('GET', '/api/services');
    const stored = services.json.find((s: { id: string }) => s.id === 'svc-1');
    const { id, slug, description, longDescription, technologies, benefits } = stored;
    const edit = { id, slug, description, longDescription, technologies, benefits };
    const { startingPrice, deliveryTime } = stored;
    const sent = { ...edit, startingPrice, deliveryTime, name: stored.name, ...change };
    expect((await backend.call('PUT', '/api/services/svc-1', sent, adminHeaders)).status).toBe(200);
  };
  const notice = dialog(page).getByRole('alert');

  await openCms(page, 'Services');
  await page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  await theirSave({ name: 'Their Software', technologies: ['Go', 'Rust'] });
  await price.fill('From $45,000');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update service')).toBeVisible();
  await expect(notice).toContainText('Someone else saved this service after you opened it');
  await expect(notice).toContainText('They changed: Service Name, Technologies.');
  // Nothing of this edit was written; the list behind the dialog shows their version.
  const stored = async () =>
    (await backend.call('GET', '/api/services')).json.find((s: { id: string }) => s.id === 'svc-1');
  expect(await stored()).toMatchObject({ name: 'Their Software', startingPrice: 'From $40,000' });
  await expect(page.locator('[data-card="Their Software"]')).toBeAttached();

  // Saving again replaces their version with this one. Its success shows at
  // once, in place of the failure, though the pointer rests on the failure.
  await toasts(page).filter({ hasText: 'Failed to update service' }).hover();
  await dialog(page).getByRole('button', { name: 'Save Changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Service updated successfully')).toBeVisible();
  await expect(page.getByText('Failed to update service')).toBeHidden();
  await expect(dialog(page)).toBeHidden();
  expect(await stored()).toMatchObject({
    name: 'Custom Software Development',
    startingPrice: 'From $45,000',
  });

  // Or their version is loaded, and the edit goes on from it.
  await page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  await theirSave({ name: 'Their Software', deliveryTime: '6-10 weeks' });
  await price.fill('From $60,000');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice).toContainText('They changed: Service Name, Delivery Time.');
  await notice.getByRole('button', { name: 'Load their version' }).click();
  await expect(notice).toBeHidden();
  await expect(name).toHaveValue('Their Software');
  await expect(name).toBeFocused();
  await expect(dialog(page).getByLabel('Delivery Time')).toHaveValue('6-10 weeks');
  await expect(price).toHaveValue('From $45,000');
  await price.fill('From $60,000');
  await save(page, 'Service updated successfully');
  expect(await stored()).toMatchObject({
    name: 'Their Software',
    deliveryTime: '6-10 weeks',
    startingPrice: 'From $60,000',
  });
});

test("the browser's Back over an edit with changes not saved asks first and keeps the page; unchanged or saved, Back leaves", async ({
  page,
}) => {
  await logIn(page);
  // Reached by the header's link, so that Back has the dashboard to go to.
  await page.getByRole('link', { name: 'Content Management', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Services', exact: true }).click();
  const edit = () =>
    page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  const summary = dialog(page).getByLabel(/^Short Description/);
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  const back = () => page.evaluate(() => window.history.back());

  await edit();
  await summary.fill('A summary written with care, not yet saved.');
  for (const answer of ['Keep Editing', 'Discard Changes']) {
    await back();
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/cms\?tab=services$/);
    await ask.getByRole('button', { name: answer }).click();
    await expect(ask).toBeHidden();
    if (answer === 'Keep Editing') {
      await expect(summary).toHaveValue('A summary written with care, not yet saved.');
    }
  }
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();

  // A saved edit leaves no extra step in the history: Back goes to the dashboard.
  await edit();
  await summary.fill('A summary saved before going back.');
  await save(page, 'Service updated successfully');
  await back();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(ask).toHaveCount(0);

  // Unchanged, an open edit does not hold Back.
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/cms\?tab=services$/);
  await edit();
  await expect(summary).toBeVisible();
  await back();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('closing an edit with changes not saved asks first; Keep Editing keeps them, Discard Changes drops them', async ({
  page,
  backend,
}) => {
  await openCms(page, 'Services');
  const edit = () =>
    page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  const summary = dialog(page).getByLabel(/^Short Description/);
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });

  // Unchanged, it closes at once.
  await edit();
  await expect(summary).toBeVisible();
  await escapeFrom(dialog(page));
  await expect(dialog(page)).toBeHidden();
  await expect(ask).toHaveCount(0);

  await edit();
  const original = await summary.inputValue();
  await summary.fill('A summary written with care, not yet saved.');
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => dialog(page).getByRole('button', { name: 'Close' }).click(),
    () => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
    // A click on the backdrop, beside the dialog.
    () => page.mouse.click(5, 300),
  ]) {
    await close();
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
    // Escape answers Keep Editing.
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(summary).toHaveValue('A summary written with care, not yet saved.');
  }

  // Leaving the page asks too (the browser's own prompt); staying keeps the edit.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await prompt;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  await expect(summary).toHaveValue('A summary written with care, not yet saved.');

  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(summary).toHaveValue('A summary written with care, not yet saved.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog(page)).toBeHidden();
  await edit();
  await expect(summary).toHaveValue(original);
  const stored = (await backend.call('GET', '/api/services')).json[0];
  expect(stored.description).toBe(original);
});

test('while a save is on its way the edit dialog stays open, and the focus comes back to Save Changes after a refusal', async ({
  page,
  backend,
}) => {
  await openCms(page, 'Services');
  await page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  const summary = dialog(page).getByLabel(/^Short Description/);
  const original = await summary.inputValue();
  await summary.fill('Sent while the backend is slow, then refused.');
  await backend.configure({ latencyMs: 1500 });
  await backend.fail('PUT /api/services/svc-1', 503);
  const saveButton = dialog(page).getByRole('button', { name: /Save Changes|Saving/ });
  await saveButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeDisabled();
  // Neither Escape nor a click beside it closes the dialog (nor asks to discard).
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 300);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(summary).toHaveValue('Sent while the backend is slow, then refused.');
  await expect(page.getByText('Failed to update service')).toBeVisible();
  await expect(saveButton).toBeEnabled();
  await expect(saveButton).toBeFocused();
  const stored = (await backend.call('GET', '/api/services')).json[0];
  expect(stored.description).toBe(original);
});

test('a team member is edited and the team page shows the change', async ({ page, backend }) => {
  await openCms(page, 'Team');
  await page.getByRole('button', { name: 'Edit Member: Maya Okafor' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Member' })).toBeVisible();
  await expect(dialog(page).getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await dialog(page)
    .getByLabel(/^Full Name/)
    .fill('');
  await dialog(page)
    .getByLabel(/^Job Title\/Role/)
    .fill('');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByText('Full name is required')).toBeVisible();
  await expect(dialog(page).getByText('Job title is required')).toBeVisible();
  await dialog(page)
    .getByLabel(/^Full Name/)
    .fill('Maya Okafor-Lee');
  await dialog(page)
    .getByLabel(/^Job Title\/Role/)
    .fill('Chief Executive Officer');
  await dialog(page).getByLabel('Email Address').fill('not-an-email');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible();
  await dialog(page).getByLabel('Email Address').fill('maya@example.com');
  await save(page, 'Team member updated successfully');
  await expect(page.locator('[data-card="Maya Okafor-Lee"]')).toContainText(
    'Chief Executive Officer',
  );

  await page.reload();
  await page.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(page.locator('[data-card="Maya Okafor-Lee"]')).toBeVisible();
  const team = await backend.call('GET', '/api/team');
  expect(team.json.find((m: { id: string }) => m.id === 'team-1')).toMatchObject({
    name: 'Maya Okafor-Lee',
    role: 'Chief Executive Officer',
    email: 'maya@example.com',
  });
  await page.goto('/team');
  await expect(page.getByText('Maya Okafor-Lee')).toBeVisible();
  await expect(page.getByText('Chief Executive Officer')).toBeVisible();
});

test('a portfolio item is edited and the portfolio page shows the change', async ({
  page,
  backend,
}) => {
  await openCms(page, 'Portfolio');
  await page.getByRole('button', { name: 'Edit Project: Merchant Insights Dashboard' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await expect(dialog(page).getByLabel(/^Completion Date/)).toHaveAttribute('type', 'date');
  await dialog(page)
    .getByLabel(/^Project Title/)
    .fill('');
  await dialog(page)
    .getByLabel(/^Project Image URL/)
    .fill('');
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog(page).getByText('Project title is required')).toBeVisible();
  await expect(dialog(page).getByText('Project image URL is required')).toBeVisible();
  await dialog(page)
    .getByLabel(/^Project Title/)
    .fill('Merchant Insights 2.0');
  await dialog(page)
    .getByLabel(/^Project Image URL/)
    .fill('/images/portfolio/merchant-insights-dashboard.svg');
  await dialog(page).getByLabel('Technologies (comma-separated)').fill('React, Go');
  await dialog(page)
    .getByLabel(/^Completion Date/)
    .fill('2025-06-30');
  await save(page, 'Portfolio item updated successfully');
  await expect(page.locator('[data-card="Merchant Insights 2.0"]')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  await expect(page.locator('[data-card="Merchant Insights 2.0"]')).toBeVisible();
  const items = await backend.call('GET', '/api/portfolio');
  expect(items.json.find((p: { id: string }) => p.id === 'portfolio-1')).toMatchObject({
    title: 'Merchant Insights 2.0',
    technologies: ['React', 'Go'],
    completedAt: '2025-06-30',
  });
  await page.goto('/portfolio');
  await expect(page.getByText('Merchant Insights 2.0')).toBeVisible();
});

test('blog is read-only, settings do nothing, the media library lists and clears files', async ({
  page,
  backend,
}) => {
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) puts += 1;
  });
  await openCms(page, 'Blog');
  const edit = page.getByRole('button', { name: /^Edit Post/ }).first();
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Global Settings' }).click();
  for (const tab of ['Company Info', 'Header', 'Footer', 'SEO']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // On a phone the four tabs wrap rather than squeeze their names ("Head / er").
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => brokenWords(page.getByRole('main'))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByLabel('companyName')).toHaveValue('');
  await page.getByLabel('companyName').fill('Acme');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await page.getByRole('tab', { name: 'SEO' }).click();
  await expect(page.getByLabel('keywords')).toBeVisible();

  await page.getByRole('tab', { name: 'Media Library' }).click();
  // The browser's file input keeps within the card on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByLabel(/Choose files/)).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel(/Choose files/).setInputFiles([
    { name: 'hero.png', mimeType: 'image/png', buffer: Buffer.alloc(2048) },
    { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1536) },
    // The picker's "All files" lets any file through: the library takes none of these.
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.alloc(512) },
  ]);
  await expect(page.getByText('Files ready to upload')).toBeVisible();
  const list = page.getByRole('list', { name: 'Chosen files' });
  await expect(list).toContainText('hero.png');
  await expect(list).toContainText('2.0 KB');
  await expect(list).toContainText('1.5 KB');
  await expect(list).not.toContainText('setup.exe');
  const leftOut = page.getByRole('status').filter({ hasText: 'Left out' });
  await expect(leftOut).toHaveText('Left out, as not an image, video, PDF or Word file: setup.exe');
  await page.getByRole('button', { name: 'Upload 2 file(s)' }).press('Enter');
  await expect(list).toBeHidden();
  await expect(leftOut).toBeHidden();
  // The button went with the list: the focus is back on the file picker, not on the page.
  await expect(page.getByLabel(/Choose files/)).toBeFocused();
  // On a phone, a long name wraps and the size stays on one line beside it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel(/Choose files/).setInputFiles([
    {
      name: 'quarterly-board-presentation-final-version-approved-by-legal.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(150 * 1024),
    },
  ]);
  const size = list.getByText('150.0 KB', { exact: true });
  await expect(size).toBeVisible();
  const lineHeight = await size.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await size.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
  await page.getByRole('button', { name: 'Upload 1 file(s)' }).click();
  await expect(list).toBeHidden();
  expect(puts).toBe(0);
  const sections = await backend.call('GET', '/api/homepage', undefined, adminHeaders);
  expect(sections.status).toBe(200);
});

test('a technology or benefit over 100 characters says so under its field, in services and portfolio', async ({
  page,
}) => {
  const tooLong = `${'A'.repeat(150)}, React`;
  const message = 'Each item must be 100 characters or fewer';
  await openCms(page, 'Services');
  await page.getByRole('button', { name: 'Edit Service: AI & Machine Learning' }).click();
  for (const label of [/^Technologies/, /^Benefits/]) {
    const field = dialog(page).getByLabel(label);
    const before = await field.inputValue();
    await field.fill(tooLong);
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await field.fill(before);
    await expect(dialog(page).getByText(message)).toBeHidden();
  }
  await escapeFrom(dialog(page));
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  await page
    .getByRole('button', { name: /^Edit Project: / })
    .first()
    .click();
  const technologies = dialog(page).getByLabel(/^Technologies/);
  await technologies.fill(tooLong);
  await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(technologies).toHaveAccessibleDescription(message);
});

test("a new slug for a service the menus link to warns that the menus' link will break", async ({
  page,
}) => {
  await openCms(page, 'Services');
  await page.getByRole('button', { name: 'Edit Service: Custom Software Development' }).click();
  const slug = dialog(page).getByLabel(/^URL Slug/);
  const warning =
    "The site's menus link to /services/custom-software-development: with a new slug, that link shows Service Not Found.";
  await expect(dialog(page).getByText(warning)).toBeHidden();
  await slug.fill('bespoke-software');
  await expect(slug).toHaveAccessibleDescription(warning);
  await slug.fill('custom-software-development');
  await expect(dialog(page).getByText(warning)).toBeHidden();
});

test("the Staff Augmentation service keeps its page's address, and says so", async ({ page }) => {
  await openCms(page, 'Services');
  await page.getByRole('button', { name: 'Edit Service: Staff Augmentation' }).click();
  const slug = dialog(page).getByLabel(/^URL Slug/);
  await expect(slug).toHaveValue('staff-augmentation');
  await expect(slug).not.toBeEditable();
  await expect(slug).toHaveAccessibleDescription(
    'This service opens the Staff Augmentation page, whose address stays /services/staff-augmentation.',
  );
});

test("every tab of cards reads as an outline: its cards are headings of level 2 under the page's h1", async ({
  page,
}) => {
  await openCms(page);
  for (const tab of ['Homepage', 'Services', 'Technologies', 'Team', 'Portfolio']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(openPanel(page).getByRole('heading').first()).toBeVisible();
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => Number(heading.tagName.slice(1))),
    );
    // No level skipped on the way down.
    const skips = levels.filter(
      (level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1,
    );
    expect(levels[0], tab).toBe(1);
    expect(skips, `${tab}: ${levels.join(' ')}`).toEqual([]);
  }
});

test('a tab whose read fails says why and tries again; an empty one says it is empty', async ({
  page,
  backend,
}) => {
  await backend.fail('GET /api/services', 500);
  await openCms(page, 'Services');
  const panel = openPanel(page);
  await expect(panel.getByRole('alert')).toHaveText(
    /Could not load services: Simulated failure \(500\)/,
  );
  await backend.configure({ faults: {} });
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('button', { name: 'Edit Service: Custom Software Development' }),
  ).toBeVisible();

  // The homepage's sections are not offered for editing from their defaults.
  await backend.fail('GET /api/homepage', 503);
  await page.reload();
  await page.getByRole('tab', { name: 'Homepage', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Could not load homepage content');
  await expect(page.getByRole('button', { name: /^Edit Section:/ })).toHaveCount(0);

  await backend.configure({ faults: {} });
  await backend.scenario('empty');
  await page.reload();
  await page.getByRole('tab', { name: 'Services', exact: true }).click();
  await expect(openPanel(page)).toContainText('No services yet.');
});
