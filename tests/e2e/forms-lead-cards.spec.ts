import type { Locator, Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { backendOf, expect, setChoice, test } from './fixtures';
import { expectToast, toasts } from './toast-support';

// The cost calculator, newsletter and free audit dialogs, opened from the home
// page's three lead cards.

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
const FAILED = { title: 'Error', description: 'Something went wrong. Please try again.' };

async function openCard(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const openCalculator = (page: Page) => openCard(page, 'Calculate Cost', 'Project Cost Calculator');
const openNewsletter = (page: Page) =>
  openCard(page, 'Subscribe Now', 'Subscribe to Tech Insights');
const openAudit = (page: Page) => openCard(page, 'Get Free Audit', 'Free Technical Audit');

/** The field is marked invalid and described by the message shown right under it. */
async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const text = field.page().getByText(message, { exact: true });
  await expect(text).toBeVisible();
  const [fieldBox, textBox] = [await field.boundingBox(), await text.boundingBox()];
  expect(textBox?.y).toBeGreaterThanOrEqual((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0) - 1);
  expect(Math.abs((textBox?.x ?? 0) - (fieldBox?.x ?? 0))).toBeLessThan(2);
}

async function expectCleared(field: Locator, message: string) {
  await expect(field.page().getByText(message, { exact: true })).toBeHidden();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

async function adminList(page: Page, path: string) {
  const result = await backendOf(page).call('GET', path, undefined, admin);
  expect(result.status).toBe(200);
  return result.json as Record<string, unknown>[];
}

async function snapshotTable(page: Page, table: string) {
  const result = await backendOf(page).call('GET', '/api/__mock/snapshot', undefined, admin);
  expect(result.status).toBe(200);
  return result.json.tables[table] as Record<string, unknown>[];
}

// --- Cost calculator -------------------------------------------------------------

async function fillCalculator(dialog: Locator) {
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Email Address').fill('grace@example.com');
  await dialog.getByLabel('Company (optional)').fill('Navy Labs');
  await dialog.getByRole('combobox', { name: 'Project Type' }).selectOption('E-commerce Platform');
  await dialog.getByRole('combobox', { name: 'Complexity' }).selectOption('Complex');
  await dialog.getByRole('combobox', { name: 'Timeline' }).selectOption('6-12 months');
  await dialog.getByRole('combobox', { name: 'Team Size' }).selectOption('3-5 developers');
  await setChoice(dialog.getByRole('checkbox', { name: 'User Authentication' }));
  await setChoice(dialog.getByRole('checkbox', { name: 'Payment Integration' }));
}

async function expectCalculatorFilled(dialog: Locator) {
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(dialog.getByLabel('Email Address')).toHaveValue('grace@example.com');
  await expect(dialog.getByLabel('Company (optional)')).toHaveValue('Navy Labs');
  await expect(dialog.getByRole('combobox', { name: 'Project Type' })).toHaveValue('ecommerce');
  await expect(dialog.getByRole('combobox', { name: 'Complexity' })).toHaveValue('complex');
  await expect(dialog.getByRole('combobox', { name: 'Timeline' })).toHaveValue('6-12-months');
  await expect(dialog.getByRole('combobox', { name: 'Team Size' })).toHaveValue('3-5');
  await expect(dialog.getByRole('checkbox', { name: 'User Authentication' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Payment Integration' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Basic CRUD Operations' })).not.toBeChecked();
}

test('cost calculator: every validation message shows under its field and clears when corrected', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openCalculator(page);
  const name = dialog.getByLabel('Full Name');
  const email = dialog.getByLabel('Email Address');
  const selects = [
    ['Project Type', 'Please select a project type', 'API / Backend Service'],
    ['Complexity', 'Please select complexity level', 'Enterprise'],
    ['Timeline', 'Please select timeline', '12+ months'],
    ['Team Size', 'Please select team size', '10+ developers'],
  ] as const;
  await dialog.getByRole('button', { name: 'Get My Estimate' }).click();

  await expect(name).toBeFocused();
  await expectError(name, 'Name must be at least 2 characters');
  await expectError(email, 'Please enter a valid email');
  for (const [label, message] of selects) {
    await expectError(dialog.getByRole('combobox', { name: label }), message);
  }
  const features = dialog.getByRole('group', { name: 'Key Features' });
  await expect(features.getByText('Please select key features', { exact: true })).toBeVisible();
  await expect(features).toHaveAttribute('data-invalid');
  // Each checkbox is invalid too (its border red, aria-invalid for a screen reader).
  for (const box of await features.getByRole('checkbox').all()) {
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  }
  // The company is optional.
  await expect(dialog.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  // Each message goes as soon as its field is corrected (validation re-runs on change).
  await name.fill('G');
  await expectError(name, 'Name must be at least 2 characters');
  await name.fill('Grace Hopper');
  await expectCleared(name, 'Name must be at least 2 characters');
  await email.fill('grace@');
  await expectError(email, 'Please enter a valid email');
  await email.fill('grace@example.com');
  await expectCleared(email, 'Please enter a valid email');

  // Submitting again moves focus to the first field still invalid.
  await dialog.getByRole('button', { name: 'Get My Estimate' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Project Type' })).toBeFocused();

  for (const [label, message, option] of selects) {
    const select = dialog.getByRole('combobox', { name: label });
    await select.selectOption(option);
    await expectCleared(select, message);
  }
  await setChoice(dialog.getByRole('checkbox', { name: 'Real-time Features' }));
  await expect(features.getByText('Please select key features')).toBeHidden();
  await expect(features).not.toHaveAttribute('data-invalid');
  await expect(features.getByRole('checkbox', { name: 'AI/ML Capabilities' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await setChoice(dialog.getByRole('checkbox', { name: 'Real-time Features' }), false);
  await expect(features.getByText('Please select key features')).toBeVisible();

  expect(await adminList(page, '/api/admin/lead-captures')).toHaveLength(0);
  expect(await snapshotTable(page, 'costEstimates')).toHaveLength(0);
});

test('cost calculator: a request shows Calculating..., the toast, closes, resets and is stored', async ({
  page,
  backend,
}) => {
  await backend.configure({ latencyMs: 1500 });
  const dialog = await openCalculator(page);
  const values = async (label: string) =>
    dialog
      .getByRole('combobox', { name: label })
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
  expect(await values('Project Type')).toEqual([
    'web-app',
    'mobile-app',
    'desktop-app',
    'api',
    'ecommerce',
    'other',
  ]);
  expect(await values('Complexity')).toEqual(['simple', 'medium', 'complex', 'enterprise']);
  expect(await values('Timeline')).toEqual([
    '1-2-months',
    '3-6-months',
    '6-12-months',
    '12-months',
  ]);
  expect(await values('Team Size')).toEqual(['1-2', '3-5', '5-10', '10+']);
  await expect(
    dialog.getByRole('group', { name: 'Key Features' }).getByRole('checkbox'),
  ).toHaveCount(6);

  await fillCalculator(dialog);
  await dialog.getByRole('button', { name: 'Get My Estimate' }).click();
  await expect(dialog.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  await expectToast(
    page,
    'Cost Estimate Requested!',
    "We'll send you a detailed project estimate within 24 hours.",
  );
  await expect(dialog).toBeHidden();
  await backend.configure({ latencyMs: 0 });

  const again = await openCalculator(page);
  await expect(again.getByLabel('Full Name')).toHaveValue('');
  await expect(again.getByLabel('Email Address')).toHaveValue('');
  await expect(again.getByLabel('Company (optional)')).toHaveValue('');
  for (const label of ['Project Type', 'Complexity', 'Timeline', 'Team Size']) {
    await expect(again.getByRole('combobox', { name: label })).toHaveValue('');
  }
  await expect(again.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Get My Estimate' })).toBeEnabled();

  expect(await adminList(page, '/api/admin/lead-captures')).toEqual([
    expect.objectContaining({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy Labs',
      role: '',
      interest: 'E-commerce Platform',
      source: 'Cost Calculator',
    }),
  ]);
  expect(await snapshotTable(page, 'costEstimates')).toEqual([
    expect.objectContaining({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy Labs',
      projectType: 'ecommerce',
      complexity: 'complex',
      timeline: '6-12-months',
      teamSize: '3-5',
      features: ['user-auth', 'payment-integration'],
    }),
  ]);
});

// --- Newsletter ----------------------------------------------------------------

test('newsletter: an invalid email shows its message under the field until corrected', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openNewsletter(page);
  const email = dialog.getByLabel('Email Address');
  const message = 'Please enter a valid email address';
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(email).toBeFocused();
  await expectError(email, message);

  await email.fill('reader');
  await expectError(email, message);
  await email.fill('reader@example');
  await expectError(email, message);
  await email.fill('reader@example.com');
  await expectCleared(email, message);
  await email.fill('reader@@example.com');
  await expectError(email, message);

  expect(await adminList(page, '/api/admin/newsletter-subscribers')).toHaveLength(0);
});

test('newsletter: a signup shows Subscribing..., the toast, closes, resets; twice makes one subscriber', async ({
  page,
  backend,
}) => {
  await backend.configure({ latencyMs: 1500 });
  const dialog = await openNewsletter(page);
  await dialog.getByLabel('Email Address').fill('  Reader@Example.com ');
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expectToast(
    page,
    'Welcome to Our Newsletter!',
    "You'll receive weekly tech insights and exclusive updates.",
  );
  // Dismissed at once, within the toast's 5 s, so that the second signup's
  // toast is a new one.
  await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await backend.configure({ latencyMs: 0 });

  const subscribers = await adminList(page, '/api/admin/newsletter-subscribers');
  expect(subscribers).toEqual([
    expect.objectContaining({ email: 'reader@example.com', isActive: true }),
  ]);
  expect(await adminList(page, '/api/admin/lead-captures')).toEqual([
    expect.objectContaining({ email: 'reader@example.com', source: 'Newsletter Signup' }),
  ]);

  const again = await openNewsletter(page);
  await expect(again.getByLabel('Email Address')).toHaveValue('');
  await again.getByLabel('Email Address').fill('reader@example.com');
  await again.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(
    page,
    'Welcome to Our Newsletter!',
    "You'll receive weekly tech insights and exclusive updates.",
  );
  await expect(again).toBeHidden();

  // Still one active subscriber, from the first signup.
  expect(await adminList(page, '/api/admin/newsletter-subscribers')).toEqual([
    expect.objectContaining({
      id: subscribers[0]?.id,
      email: 'reader@example.com',
      isActive: true,
      subscribedAt: subscribers[0]?.subscribedAt,
    }),
  ]);
  expect(await adminList(page, '/api/admin/lead-captures')).toHaveLength(1);
});

// --- Free audit ------------------------------------------------------------------

async function fillAudit(dialog: Locator) {
  await dialog.getByLabel('Full Name').fill('Margaret Hamilton');
  await dialog.getByLabel('Email Address').fill('margaret@example.com');
  await dialog.getByLabel('Company Name').fill('Apollo Software');
  await dialog.getByLabel('Phone (optional)').fill('+1 555 010 1969');
  await dialog.getByLabel('Website URL').fill('https://apollo.example.com');
  await dialog.getByLabel('Current Challenges').fill('Pages take eight seconds to load on mobile.');
}

async function expectAuditFilled(dialog: Locator) {
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Margaret Hamilton');
  await expect(dialog.getByLabel('Email Address')).toHaveValue('margaret@example.com');
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Apollo Software');
  await expect(dialog.getByLabel('Phone (optional)')).toHaveValue('+1 555 010 1969');
  await expect(dialog.getByLabel('Website URL')).toHaveValue('https://apollo.example.com');
  await expect(dialog.getByLabel('Current Challenges')).toHaveValue(
    'Pages take eight seconds to load on mobile.',
  );
}

test('free audit: every validation message shows under its field and clears when corrected', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openAudit(page);
  const name = dialog.getByLabel('Full Name');
  const email = dialog.getByLabel('Email Address');
  const company = dialog.getByLabel('Company Name');
  const website = dialog.getByLabel('Website URL');
  const challenges = dialog.getByLabel('Current Challenges');
  const messages = {
    name: 'Name must be at least 2 characters',
    email: 'Please enter a valid email address',
    company: 'Company name is required',
    website: 'Please enter a valid website URL',
    challenges: 'Please describe your current challenges',
  };
  await expect(website).toHaveAccessibleDescription(/The site or web app to audit/);
  await dialog.getByRole('button', { name: 'Request Free Audit' }).click();

  await expect(name).toBeFocused();
  await expectError(name, messages.name);
  await expectError(email, messages.email);
  await expectError(company, messages.company);
  await expectError(website, messages.website);
  await expectError(challenges, messages.challenges);
  // The phone is optional.
  await expect(dialog.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  await name.fill('Margaret Hamilton');
  await expectCleared(name, messages.name);
  await email.fill('margaret@example.com');
  await expectCleared(email, messages.email);
  await company.fill(' A ');
  await expectError(company, messages.company);
  await company.fill('Apollo Software');
  await expectCleared(company, messages.company);

  await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
  await expect(website).toBeFocused();
  await website.fill('apollo.example.com');
  await expectError(website, messages.website);
  await website.fill('ftp://apollo.example.com');
  await expectError(website, messages.website);
  await website.fill('https://apollo.example.com');
  await expectCleared(website, messages.website);
  // With the error gone, the helper describes the field again.
  await expect(website).toHaveAccessibleDescription(/The site or web app to audit/);

  await challenges.fill('   too slow   ');
  await expectError(challenges, messages.challenges);
  await challenges.fill('Pages take eight seconds to load on mobile.');
  await expectCleared(challenges, messages.challenges);

  expect(await adminList(page, '/api/admin/lead-captures')).toHaveLength(0);
});

test('free audit: a request shows Submitting..., the toast, closes, resets and is stored', async ({
  page,
  backend,
}) => {
  await backend.configure({ latencyMs: 1500 });
  const dialog = await openAudit(page);
  await fillAudit(dialog);
  await dialog.getByRole('button', { name: 'Request Free Audit' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expectToast(
    page,
    'Free Audit Requested!',
    'Our technical team will analyze your system and send a comprehensive report within 48 hours.',
  );
  await expect(dialog).toBeHidden();
  await backend.configure({ latencyMs: 0 });

  const again = await openAudit(page);
  for (const label of [
    'Full Name',
    'Email Address',
    'Company Name',
    'Phone (optional)',
    'Website URL',
    'Current Challenges',
  ]) {
    await expect(again.getByLabel(label)).toHaveValue('');
  }

  expect(await adminList(page, '/api/admin/lead-captures')).toEqual([
    expect.objectContaining({
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      company: 'Apollo Software',
      interest: 'Technical audit of apollo.example.com',
      source: 'Free Technical Audit',
    }),
  ]);
  expect(await snapshotTable(page, 'freeAudits')).toEqual([
    expect.objectContaining({
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      company: 'Apollo Software',
      phone: '+1 555 010 1969',
      website: 'https://apollo.example.com',
      currentChallenges: 'Pages take eight seconds to load on mobile.',
    }),
  ]);
});

// --- Failures ----------------------------------------------------------------------

interface FailureCase {
  form: string;
  endpoint: string;
  open: (page: Page) => Promise<Locator>;
  fill: (dialog: Locator) => Promise<void>;
  expectFilled: (dialog: Locator) => Promise<void>;
  submit: string;
  stored: (page: Page) => Promise<unknown[]>;
}

const failures: FailureCase[] = [
  {
    form: 'cost calculator',
    endpoint: 'POST /api/cost-calculator',
    open: openCalculator,
    fill: fillCalculator,
    expectFilled: expectCalculatorFilled,
    submit: 'Get My Estimate',
    stored: (page) => snapshotTable(page, 'costEstimates'),
  },
  {
    form: 'newsletter',
    endpoint: 'POST /api/newsletter',
    open: openNewsletter,
    fill: (dialog) => dialog.getByLabel('Email Address').fill('reader@example.com'),
    expectFilled: (dialog) =>
      expect(dialog.getByLabel('Email Address')).toHaveValue('reader@example.com'),
    submit: 'Subscribe',
    stored: (page) => adminList(page, '/api/admin/newsletter-subscribers'),
  },
  {
    form: 'free audit',
    endpoint: 'POST /api/free-audit',
    open: openAudit,
    fill: fillAudit,
    expectFilled: expectAuditFilled,
    submit: 'Request Free Audit',
    stored: (page) => snapshotTable(page, 'freeAudits'),
  },
];

for (const failure of failures) {
  test(`${failure.form}: a failed request shows the error toast and keeps the dialog with everything typed`, async ({
    page,
    backend,
  }) => {
    await backend.fail(failure.endpoint, 500);
    const dialog = await failure.open(page);
    await failure.fill(dialog);
    await dialog.getByRole('button', { name: failure.submit, exact: true }).click();

    await expectToast(page, FAILED.title, FAILED.description);
    await expect(dialog).toBeVisible();
    await failure.expectFilled(dialog);
    await expect(dialog.getByRole('button', { name: failure.submit, exact: true })).toBeEnabled();
    expect(await failure.stored(page)).toHaveLength(0);
    expect(await adminList(page, '/api/admin/lead-captures')).toHaveLength(0);

    // Closed and reopened, the dialog still holds what was typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await failure.expectFilled(await failure.open(page));
  });
}

// --- Toasts ----------------------------------------------------------------------

// The audit's form, the longer one to fill, is sent first: the newsletter's
// failure then follows within a second or two of its toast, on any machine.
test('two quick submissions of different forms show one toast at a time, each in turn', async ({
  page,
  backend,
}) => {
  await backend.fail('POST /api/newsletter', 500);
  const audit = await openAudit(page);
  await fillAudit(audit);
  await audit.getByRole('button', { name: 'Request Free Audit' }).click();
  await expect(audit).toBeHidden();
  const title = toasts(page).locator('[data-part="title"]');
  await expect(title).toHaveText('Free Audit Requested!');

  const newsletter = await openNewsletter(page);
  await newsletter.getByLabel('Email Address').fill('reader@example.com');
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe', exact: true });
  await subscribe.click();
  // The failure has been answered once the button can be pressed again.
  await expect(subscribe).toBeEnabled();
  await newsletter.getByRole('button', { name: 'Cancel' }).click();

  // Both results have been announced; only one toast is on screen.
  await expect(toasts(page)).toHaveCount(1);
  // The audit's toast leaves on its own (each lasts 5 s); the error's comes in
  // its turn, never beside it. (Pressing the audit toast's dismiss button here
  // could land on the error's toast instead, if the audit's expired meanwhile.)
  await expect(toasts(page).filter({ hasText: 'Free Audit Requested!' })).toHaveCount(0);
  await expect(title).toHaveText(FAILED.title);
  await expect(toasts(page).filter({ hasText: FAILED.description })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
});

test('a send answered after its dialog was closed closes no other dialog', async ({
  page,
  backend,
}) => {
  await backend.configure({ latency: { 'POST /api/cost-calculator': 2000 } });
  const calculator = await openCalculator(page);
  await fillCalculator(calculator);
  await calculator.getByRole('button', { name: 'Get My Estimate' }).click();
  await expect(calculator.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  await calculator.getByRole('button', { name: 'Cancel' }).click();
  await expect(calculator).toBeHidden();

  const newsletter = await openNewsletter(page);
  await newsletter.getByLabel('Email Address').fill('reader@example.com');
  await expectToast(
    page,
    'Cost Estimate Requested!',
    "We'll send you a detailed project estimate within 24 hours.",
  );
  // Closing the calculator's dialog on success, had it closed this one, would have happened by now.
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByLabel('Email Address')).toHaveValue('reader@example.com');
});
