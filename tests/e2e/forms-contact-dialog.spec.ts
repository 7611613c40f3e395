import type { Page } from '@playwright/test';
import { storedContactSubmissions } from './admin-support';
import { backendOf, escapeFrom, expect, openReady, test, watchAutoClose } from './fixtures';

// The contact dialog, opened from its real entry points on the home page.

async function openQuote(page: Page) {
  await page.getByRole('button', { name: 'Get Quote', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Quote' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('each entry point sets its title, description and preselected service', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openQuote(page);
  await expect(dialog).toContainText('tailored estimate');
  await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveValue('Consulting');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Services' }).click();
  await page.getByRole('menuitem', { name: /Get Consultation/ }).click();
  const consultation = page.getByRole('dialog', { name: 'Get Service Consultation' });
  await expect(consultation).toBeVisible();
  await expect(consultation).toContainText('senior engineer');
  await expect(consultation.getByRole('combobox', { name: 'Service' })).toHaveValue('Consulting');
  // Focus moves into the dialog (its first field); Escape closes it.
  await expect(consultation.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(consultation).toBeHidden();

  await page.getByRole('button', { name: 'Start Your Project' }).first().click();
  const project = page.getByRole('dialog', { name: 'Start Your Project' });
  await expect(project).toBeVisible();
  await expect(project.getByRole('combobox', { name: 'Service' })).toHaveValue('');
  await project.getByRole('button', { name: 'Close dialog' }).click();
  await expect(project).toBeHidden();

  await page.getByRole('button', { name: 'Get Started with AI & Machine Learning' }).click();
  await expect(project).toBeVisible();
  await expect(project.getByRole('combobox', { name: 'Service' })).toHaveValue(
    'AI & Machine Learning',
  );
  const options = await project
    .getByRole('combobox', { name: 'Service' })
    .locator('option')
    .allTextContents();
  expect(options).toEqual([
    'Select a service',
    'Custom Software Development',
    'AI & Machine Learning',
    'Cloud Infrastructure & DevOps',
    'Mobile App Development',
    'Web Application Development',
    'Data Analytics & Business Intelligence',
    'Staff Augmentation',
    'UI/UX Design',
    'Consulting',
    'Other',
  ]);
});

test('validation messages show on submit, clear on change, and focus the first invalid field', async ({
  page,
  backend: _backend,
}) => {
  await page.getByRole('button', { name: 'Start Your Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Project' });
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByLabel('Project Details').fill('too short');
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Please select a service')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  const name = dialog.getByLabel('Full Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
  await expect(dialog.getByText('Name must be at least 2 characters')).toHaveCSS(
    'color',
    /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/,
  );
  // Every refused field is edged in red, not only the one with the focus.
  for (const field of [dialog.getByLabel('Email Address'), dialog.getByLabel('Project Details')]) {
    await expect(field).toHaveCSS(
      'border-top-color',
      /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/,
    );
  }
  await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveCSS(
    'border-top-color',
    /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/,
  );

  await name.fill('Ada Lovelace');
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeHidden();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Email Address').fill('ada@example.com');
  await expect(dialog.getByText('Please enter a valid email address')).toBeHidden();
  // Spaces around a short message do not count.
  await dialog.getByLabel('Project Details').fill('   123456789   ');
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(await storedContactSubmissions(page)).toHaveLength(0);

  // Opened again from Get Quote, which sets Consulting: the service's error is gone.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const quote = await openQuote(page);
  await expect(quote.getByRole('combobox', { name: 'Service' })).toHaveValue('Consulting');
  await expect(quote.getByText('Please select a service')).toBeHidden();
  await expect(quote.getByRole('combobox', { name: 'Service' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('closed while its send is on the way, the dialog opens next with a new form, not the old thank-you', async ({
  page,
  backend,
}) => {
  await backend.configure({ latencyMs: 1500 });
  const dialog = await openQuote(page);
  await dialog.getByLabel('Full Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email Address').fill('ada@example.com');
  await dialog.getByLabel('Project Details').fill('A platform for analytical engines.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  const again = await openQuote(page);
  await expect(again.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(again.getByText('Message Sent Successfully')).toBeHidden();
  await expect(again.getByLabel('Full Name')).toHaveValue('');
  expect(await storedContactSubmissions(page)).toHaveLength(1);
});

test('a sent enquiry shows the thank-you view and toast, closes after 3 s and is stored as text', async ({
  page,
}) => {
  await openReady(page, '/');
  const backend = backendOf(page);
  await backend.configure({ latencyMs: 600 });
  await page.evaluate(() => {
    (window as unknown as { pwned: number }).pwned = 0;
  });

  const dialog = await openQuote(page);
  await dialog.getByLabel('Full Name').fill('  Zoë Ångström 山田  ');
  await dialog.getByLabel('Email Address').fill(' zoe@example.com ');
  await dialog.getByLabel('Phone (optional)').fill('+44 20 7946 0958');
  await dialog.getByLabel('Company (optional)').fill('Acme <b>Corp</b>');
  await dialog.getByRole('combobox', { name: 'Service' }).selectOption('Mobile App Development');
  const message = `<img src=x onerror="window.pwned=1"><script>window.pwned=2</script> 🚀 ${'x'.repeat(200)}`;
  await dialog.getByLabel('Project Details').fill(message);
  const autoClose = await watchAutoClose(page, 'Message Sent Successfully');
  const send = dialog.getByRole('button', { name: 'Send Message' });
  await send.dblclick();

  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(dialog.getByText('Message Sent Successfully')).toBeVisible();
  // The focus is on the thank-you view, not dropped to the page with the button that sent it.
  await expect(dialog.getByRole('heading', { name: 'Message Sent Successfully' })).toBeFocused();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.").last()).toBeVisible();
  const closed = await autoClose.result();
  expect(closed.text).toMatch(/check your email/);
  // The thank-you view stays for 3 s, then the dialog closes (a busy machine may
  // run the timer late, never early).
  expect(closed.closedAfterMs).toBeGreaterThanOrEqual(2950);
  expect(closed.closedAfterMs).toBeLessThan(4500);
  await expect(dialog).toBeHidden();

  // Reopened, the form is empty again.
  const again = await openQuote(page);
  await expect(again.getByLabel('Full Name')).toHaveValue('');
  await expect(again.getByLabel('Project Details')).toHaveValue('');

  const stored = await storedContactSubmissions(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    firstName: 'Zoë',
    lastName: 'Ångström 山田',
    email: 'zoe@example.com',
    phone: '+44 20 7946 0958',
    company: 'Acme <b>Corp</b>',
    serviceInterest: 'Mobile App Development',
    message,
  });
  expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
});

test('a failed send keeps the form and everything typed, with the error toast', async ({
  page,
  backend,
}) => {
  await backend.fail('POST /api/contact', 500);
  const dialog = await openQuote(page);
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Email Address').fill('grace@example.com');
  await dialog.getByLabel('Project Details').fill('We need a compiler for our new language.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Error sending message')).toBeVisible();
  await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Message Sent Successfully')).toBeHidden();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(dialog.getByLabel('Project Details')).toHaveValue(
    'We need a compiler for our new language.',
  );
  await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  // The backend recovers: the same form goes through.
  await backend.configure({ faults: {} });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent Successfully')).toBeVisible();
  expect(await storedContactSubmissions(page)).toHaveLength(1);
});

test('a 10,000-character message is accepted and one more character is refused', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openQuote(page);
  await dialog.getByLabel('Full Name').fill('Long Writer');
  await dialog.getByLabel('Email Address').fill('long@example.com');
  await dialog.getByLabel('Project Details').fill('y'.repeat(10_001));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  // The contract's limit; the schema library's wording may stand in for ours.
  const tooLong = dialog.getByText(/10,?000 characters/);
  await expect(tooLong).toBeVisible();
  await expect(dialog.getByLabel('Project Details')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Project Details').press('End');
  await dialog.getByLabel('Project Details').press('Backspace');
  await expect(tooLong).toBeHidden();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent Successfully')).toBeVisible();
  const [stored] = await storedContactSubmissions(page);
  expect(stored?.message).toHaveLength(10_000);
});

test('with reduced motion the dialog opens and closes without animation', async ({
  page,
  backend: _backend,
}) => {
  const animated = await openQuote(page);
  expect(
    Number.parseFloat(await animated.evaluate((node) => getComputedStyle(node).animationDuration)),
  ).toBeGreaterThan(0);
  await escapeFrom(animated);
  await expect(animated).toBeHidden();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await openQuote(page);
  await expect(still).toHaveCSS('animation-duration', '0s');
  await escapeFrom(still);
  await expect(still).toBeHidden();
});
