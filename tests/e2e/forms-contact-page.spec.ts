import type { Locator, Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '../../src/contract/honeypot';
import { holdScripts } from '../support/hold-scripts';
import { adminHeaders, slowExpect, storedContactSubmissions } from './admin-support';
import { backendOf, expect, openReady, test } from './fixtures';
import { expectToast } from './toast-support';

// The contact form of /contact.

const SENT = {
  title: 'Success!',
  description: "Your message has been sent successfully. We'll get back to you soon.",
};
const FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' };

async function openContactPage(page: Page, search = '') {
  await page.goto(`/contact${search}`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  return form;
}

const fields = (form: Locator) => ({
  firstName: form.getByLabel('First Name'),
  lastName: form.getByLabel('Last Name'),
  email: form.getByRole('textbox', { name: 'Email', exact: true }),
  service: form.getByRole('combobox', { name: 'Service Interest' }),
  budget: form.getByRole('combobox', { name: 'Project Budget' }),
  message: form.getByRole('textbox', { name: 'Message', exact: true }),
  send: form.getByRole('button', { name: 'Send Message' }),
});

/** Counts the form's POSTs to /api/contact (the service worker answers them). */
function countContactPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') {
      posts.push(request.url());
    }
  });
  return posts;
}

test('validation messages show on submit under their fields and clear on change', async ({
  page,
  backend: _backend,
}) => {
  const form = await openContactPage(page);
  const f = fields(form);
  const messages = {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Invalid email address',
    message: 'Message must be at least 10 characters',
  };
  await f.send.click();

  await expect(f.firstName).toBeFocused();
  for (const [key, text] of Object.entries(messages)) {
    const field = f[key as keyof typeof messages];
    await expect(form.getByText(text, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }
  // Service interest and budget are optional.
  await expect(f.service).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.budget).not.toHaveAttribute('aria-invalid', 'true');

  // Spaces alone are no name.
  await f.firstName.fill('   ');
  await expect(form.getByText(messages.firstName)).toBeVisible();
  await f.firstName.fill('Ada');
  await expect(form.getByText(messages.firstName)).toBeHidden();
  await expect(f.firstName).not.toHaveAttribute('aria-invalid', 'true');
  await f.lastName.fill('Lovelace');
  await expect(form.getByText(messages.lastName)).toBeHidden();

  await f.email.fill('ada@');
  await expect(form.getByText(messages.email)).toBeVisible();
  await f.email.fill('ada@example.com');
  await expect(form.getByText(messages.email)).toBeHidden();
  await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');

  // Submitting again focuses the first field still invalid.
  await f.send.click();
  await expect(f.message).toBeFocused();
  await f.message.fill('   123456789   ');
  await expect(form.getByText(messages.message)).toBeVisible();
  await f.message.fill('1234567890');
  await expect(form.getByText(messages.message)).toBeHidden();
  await expect(f.message).not.toHaveAttribute('aria-invalid', 'true');

  expect(await storedContactSubmissions(page)).toHaveLength(0);
});

test('the selects offer the seven services and four budgets; ?service= presets a known service', async ({
  page,
  backend: _backend,
}) => {
  const form = await openContactPage(page, '?service=golang');
  const f = fields(form);
  const pairs = (select: Locator) =>
    select
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
      );
  expect(await pairs(f.service)).toEqual([
    ['', 'Select a service'],
    ['mean-mern', 'MEAN/MERN Stack Development'],
    ['golang', 'Golang Development'],
    ['ai-ml', 'AI/ML Solutions'],
    ['java', 'Java Development'],
    ['dotnet', '.NET Development'],
    ['javascript', 'JavaScript Development'],
    ['devops', 'DevOps Services'],
  ]);
  expect(await pairs(f.budget)).toEqual([
    ['', 'Select a budget range'],
    ['10k-50k', '$10,000 - $50,000'],
    ['50k-100k', '$50,000 - $100,000'],
    ['100k-250k', '$100,000 - $250,000'],
    ['250k+', '$250,000+'],
  ]);
  await expect(f.service).toHaveValue('golang');
  await expect(f.service.locator('option:checked')).toHaveText('Golang Development');
  await expect(f.budget).toHaveValue('');

  // The preset is sent with the form.
  await f.firstName.fill('Rob');
  await f.lastName.fill('Pike');
  await f.email.fill('rob@example.com');
  await f.message.fill('We want to move our services to Go.');
  await f.send.click();
  await expectToast(page, SENT.title, SENT.description);
  expect(await storedContactSubmissions(page)).toEqual([
    expect.objectContaining({ email: 'rob@example.com', serviceInterest: 'Golang Development' }),
  ]);

  // A value that is not one of the options presets nothing.
  await expect(fields(await openContactPage(page, '?service=rust')).service).toHaveValue('');
});

test('a sent message shows Sending..., the toast, clears the form and is stored as typed, shown as text', async ({
  page,
  backend,
}) => {
  await backend.configure({ latencyMs: 1500 });
  const form = await openContactPage(page);
  const f = fields(form);
  const message =
    '  <img src=x onerror="window.pwned=1"><script>window.pwned=2</script> 🚀 日本語のテストです  ';
  await f.firstName.fill('  Zoë  ');
  await f.lastName.fill('<b>Ångström</b> 山田');
  await f.email.fill(' zoe@example.com ');
  await f.service.selectOption('ai-ml');
  await f.budget.selectOption('100k-250k');
  await f.message.fill(message);
  await f.send.click();

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expectToast(page, SENT.title, SENT.description);
  for (const field of [f.firstName, f.lastName, f.email, f.service, f.budget, f.message]) {
    await expect(field).toHaveValue('');
  }
  await expect(f.send).toBeEnabled();
  await backend.configure({ latencyMs: 0 });

  // Stored as typed; the contract trims surrounding spaces and the backend keeps
  // the service's label.
  const stored = await storedContactSubmissions(page);
  expect(stored).toEqual([
    {
      id: expect.any(String),
      createdAt: expect.any(String),
      firstName: 'Zoë',
      lastName: '<b>Ångström</b> 山田',
      email: 'zoe@example.com',
      serviceInterest: 'AI/ML Solutions',
      budget: '100k-250k',
      message: message.trim(),
      phone: '',
      company: '',
      source: 'contact-page',
    },
  ]);

  // The admin dashboard shows the text as text.
  await page.evaluate((credentials) => {
    localStorage.setItem('adminAuth', 'true');
    localStorage.setItem('adminCredentials', JSON.stringify(credentials));
  }, adminHeaders);
  await page.goto('/admin');
  const row = page.getByRole('row').filter({ hasText: 'zoe@example.com' });
  await slowExpect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(0)).toHaveText('Zoë <b>Ångström</b> 山田');
  await expect(row.getByRole('cell').nth(2)).toHaveText('AI/ML Solutions');
  await expect(row.getByRole('cell').nth(3)).toHaveText('100k-250k');
  await expect(row.getByRole('cell').nth(4)).toContainText('<img src=x onerror="window.pwned=1">');
  await expect(row.getByTitle(message.trim())).toBeVisible();
  await expect(row.locator('img, script, b')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();
});

test('a failed send shows the error toast, keeps every value typed and the focus on Send Message', async ({
  page,
  backend,
}) => {
  await backend.fail('POST /api/contact', 503);
  await page.goto('/contact', { waitUntil: 'commit' });
  const f = fields(page.getByRole('form', { name: 'Contact form' }));
  await f.firstName.fill('Grace');
  await f.lastName.fill('Hopper');
  await f.email.fill('grace@example.com');
  await f.service.selectOption('java');
  await f.budget.selectOption('250k+');
  await f.message.fill('We need a compiler for our new language.');
  // Sent from the keyboard: the button, disabled while sending, gets the focus back.
  await f.send.focus();
  await page.keyboard.press('Enter');

  await expectToast(page, FAILED.title, FAILED.description);
  await expect(f.firstName).toHaveValue('Grace');
  await expect(f.lastName).toHaveValue('Hopper');
  await expect(f.email).toHaveValue('grace@example.com');
  await expect(f.service).toHaveValue('java');
  await expect(f.budget).toHaveValue('250k+');
  await expect(f.message).toHaveValue('We need a compiler for our new language.');
  await expect(f.send).toBeEnabled();
  await expect(f.send).toBeFocused();
  expect(await storedContactSubmissions(page)).toHaveLength(0);
});

test('a double click on Send Message stores one submission', async ({ page }) => {
  const posts = countContactPosts(page);
  await openReady(page, '/contact');
  await backendOf(page).configure({ latencyMs: 1000 });
  const form = page.getByRole('form', { name: 'Contact form' });
  const f = fields(form);
  await f.firstName.fill('Alan');
  await f.lastName.fill('Turing');
  await f.email.fill('alan@example.com');
  await f.message.fill('Can machines think? Let us build one.');
  await f.send.dblclick();

  await expectToast(page, SENT.title, SENT.description);
  await expect(f.firstName).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(await storedContactSubmissions(page)).toEqual([
    expect.objectContaining({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }),
  ]);
});

test('Send Message pressed before the app has taken the page over is sent once it has, and once only', async ({
  page,
}) => {
  const posts = countContactPosts(page);
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const f = fields(page.getByRole('form', { name: 'Contact form' }));
  await f.firstName.fill('Grace');
  await f.lastName.fill('Hopper');
  await f.email.fill('grace@example.com');
  await f.message.fill('We need a compiler for our new language.');
  await f.send.click();
  // The server's button, which sends nothing by itself.
  await expect(f.send).toHaveAttribute('type', 'button');

  release();
  await expectToast(page, SENT.title, SENT.description);
  await expect(f.firstName).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(await storedContactSubmissions(page)).toEqual([
    expect.objectContaining({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      message: 'We need a compiler for our new language.',
    }),
  ]);
});

test('the honeypot field is neither seen nor reached with Tab; a script that fills it gets the toast, and nothing is stored', async ({
  page,
  backend,
}) => {
  void backend;
  const form = await openContactPage(page);
  const f = fields(form);
  const trap = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toHaveCount(1);
  // Clipped to nothing, hidden from assistive technology, out of the Tab order.
  const box = await trap.evaluate((input) => {
    const hidden = input.closest('[aria-hidden="true"]');
    const rect = hidden?.getBoundingClientRect();
    return rect
      ? { width: rect.width, height: rect.height, clip: getComputedStyle(hidden as Element).clip }
      : null;
  });
  expect(box).toEqual({ width: 1, height: 1, clip: 'rect(0px, 0px, 0px, 0px)' });
  await expect(form.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
  await f.firstName.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await trap.evaluate((input) => document.activeElement === input)).toBe(false);

  // What a form-filling script does: every field, the hidden one too.
  await f.firstName.fill('Spam');
  await f.lastName.fill('Bot');
  await f.email.fill('bot@example.com');
  await f.message.fill('Cheap followers, visit our site today!');
  await trap.evaluate((input) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'https://spam.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await f.send.click();
  await expectToast(page, SENT.title, SENT.description);
  expect(await storedContactSubmissions(page)).toEqual([]);
});

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`on ${device}, a failed send scrolls the first invalid field and its label into view below the fixed navigation bar`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openReady(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const f = fields(form);
    // Only the first name is missing: the form scrolls back up to it from the button.
    await f.lastName.fill('Lovelace');
    await f.email.fill('ada@example.com');
    await f.message.fill('We would like to talk about a new platform.');
    await f.send.scrollIntoViewIfNeeded();
    await f.send.click();
    await expect(f.firstName).toBeFocused();
    await expect(form.getByText('First name is required', { exact: true })).toBeInViewport();
    const banner = await page.getByRole('banner').boundingBox();
    const label = await form.locator('label', { hasText: 'First Name' }).boundingBox();
    if (!banner || !label) throw new Error('no navigation bar or label');
    // Its label shows in full, not under the bar.
    expect(label.y).toBeGreaterThanOrEqual(banner.y + banner.height);
  });
}
