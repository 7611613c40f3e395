import { readFile } from 'node:fs/promises';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { CONSULTATION } from '../unit/backend/examples';
import {
  contact,
  slowExpect as expect,
  fillLeads,
  lead,
  logIn,
  openPanel,
  subscriber,
} from './admin-support';
import { escapeFrom, test } from './fixtures';

const ADMIN_HEADERS = {
  username: ADMIN_CREDENTIALS.username,
  password: ADMIN_CREDENTIALS.password,
};

test.use({ timezoneId: 'UTC' });

const rows = (page: import('@playwright/test').Page) => openPanel(page).locator('tbody tr');

test('an empty store shows the empty messages of every tab and zero counts', async ({ page }) => {
  await logIn(page);
  await expect(page.getByLabel('Contact Submissions: 0')).toBeVisible();
  await expect(page.getByLabel('Lead Captures: 0')).toBeVisible();
  await expect(page.getByLabel('Newsletter Subscribers: 0')).toBeVisible();
  await expect(page.getByText('No contact submissions yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Lead Captures' }).click();
  await expect(page.getByText('No lead captures yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
  await expect(page.getByText('No newsletter subscribers yet')).toBeVisible();
});

test('contact submissions: columns, badges, newest first, paging, sorting and search', async ({
  page,
  backend,
}) => {
  await fillLeads(page, {
    contactSubmissions: [
      ...Array.from({ length: 28 }, (_, i) => contact(i)),
      contact(28, { budget: '250k+', message: 'A'.repeat(120) }),
      contact(29, { budget: '100k-250k', firstName: 'Zoe', lastName: 'Newest' }),
    ],
    newsletterSubscribers: [subscriber(0), subscriber(1), subscriber(2), subscriber(3)],
  });
  void backend;
  await logIn(page);
  await expect(page.getByLabel('Contact Submissions: 30')).toBeVisible();
  await expect(page.getByLabel('Newsletter Subscribers: 2')).toBeVisible();

  const headers = openPanel(page).locator('thead th');
  await expect(headers).toHaveText([
    /^Name/,
    /^Email/,
    /^Service Interest/,
    /^Budget/,
    'Message',
    /^Date/,
  ]);
  await expect(rows(page)).toHaveCount(25);
  const first = rows(page).first();
  await expect(first).toContainText('Zoe Newest');
  await expect(first).toContainText('Jan 1, 2026 9:29 AM');
  await expect(first.getByText('100k-250k')).toHaveAttribute('data-budget-color', 'blue');
  const second = rows(page).nth(1);
  await expect(second.getByText('250k+')).toHaveAttribute('data-budget-color', 'green');
  await expect(second).toContainText('…');
  await expect(second).not.toContainText('A'.repeat(100));
  // Its 60 letters without a space stay inside the Message column: cut there,
  // not painted over the Date beside it.
  const message = second.locator('td').nth(4).locator('> *');
  const spill = await message.evaluate((element) => ({
    overflows: element.scrollWidth > element.clientWidth,
    clipped: getComputedStyle(element).overflowX !== 'visible',
  }));
  expect(!spill.overflows || spill.clipped, 'the message is clipped to its column').toBe(true);
  const messageBox = await message.boundingBox();
  const dateBox = await second.locator('td').nth(5).boundingBox();
  expect((messageBox?.x ?? 0) + (messageBox?.width ?? 0)).toBeLessThanOrEqual(dateBox?.x ?? 0);
  await expect(rows(page).nth(2).getByText('10k-50k')).toHaveAttribute(
    'data-budget-color',
    'purple',
  );

  await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 26–30 of 30')).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).last()).toContainText('Ada000 Lovelace');
  const firstPage = page.getByRole('button', { name: 'First page' });
  const lastPage = page.getByRole('button', { name: 'Last page' });
  await expect(lastPage).toBeDisabled();
  await firstPage.click();
  await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();
  await expect(firstPage).toBeDisabled();
  await page.getByLabel('Rows per page').selectOption('10');
  // Three pages now: » goes to the third (pressed before the list has its new
  // size, it went to the last of the old two).
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await lastPage.click();
  await expect(page.getByText('Showing 21–30 of 30')).toBeVisible();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  // Disabled by its own press, the button keeps the focus: the next Tab goes on from it.
  await expect(lastPage).toBeDisabled();
  await expect(lastPage).toBeFocused();
  await firstPage.press('Enter');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(firstPage).toBeFocused();
  await page.getByLabel('Rows per page').selectOption('25');

  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByText('Showing 1–25 of 30')).toBeVisible();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Name');
  await expect(rows(page).first()).toContainText('Ada000');
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(rows(page).first()).toContainText('Zoe Newest');

  await page.getByLabel('Search contact submissions').fill('ada17@');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('ada17@example.com');
  // A search that finds nothing is read out: its message fills a polite live
  // region that was there, empty, before it (one that appears with its text is not read).
  const marked = await openPanel(page).evaluate((panel) => {
    const empty = [...panel.querySelectorAll('[aria-live="polite"]')].filter(
      (region) => region.textContent === '',
    );
    for (const region of empty) region.setAttribute('data-watched', '');
    return empty.length;
  });
  expect(marked).toBeGreaterThan(0);
  await page.getByLabel('Search contact submissions').fill('nobody-here');
  await expect(page.getByText('No contact submissions match “nobody-here”.')).toBeVisible();
  await expect(page.locator('[data-watched]')).toHaveText([
    'No contact submissions match “nobody-here”.',
  ]);
});

test('staff unsubscribe a subscriber who asked, and subscribe them again; the count follows', async ({
  page,
  backend,
}) => {
  await fillLeads(page, { newsletterSubscribers: [subscriber(0), subscriber(2)] });
  await logIn(page);
  await expect(page.getByLabel('Newsletter Subscribers: 2')).toBeVisible();
  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
  const row = rows(page).filter({ hasText: 'reader002@example.com' });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Unsubscribe: reader002@example.com' }).click();
  await expect(page.getByText('reader002@example.com will get no more newsletters.')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Newsletter Subscribers: 1')).toBeVisible();
  const stored = await backend.call(
    'GET',
    '/api/admin/newsletter-subscribers',
    undefined,
    ADMIN_HEADERS,
  );
  expect(stored.json.map((one: { isActive: boolean }) => one.isActive)).toEqual([false, true]);

  await row.getByRole('button', { name: 'Subscribe again: reader002@example.com' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Newsletter Subscribers: 2')).toBeVisible();

  // A refused change says so and changes nothing.
  await backend.fail('PUT /api/admin/newsletter-subscribers/:id', 500);
  await row.getByRole('button', { name: 'Unsubscribe: reader002@example.com' }).click();
  await expect(page.getByText(/^Failed to update subscriber: /)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test('lead captures and newsletter subscribers show their columns', async ({ page, backend }) => {
  await fillLeads(page, {
    leadCaptures: [lead(0, { role: 'CTO' }), lead(1)],
    newsletterSubscribers: [subscriber(0), subscriber(1)],
  });
  await logIn(page);
  await page.getByRole('tab', { name: 'Lead Captures' }).click();
  await expect(openPanel(page).locator('thead th')).toHaveText([
    /^Name/,
    /^Email/,
    /^Company/,
    /^Role/,
    /^Interest/,
    /^Source/,
    /^Date/,
  ]);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first().locator('td').nth(3)).toHaveText('-');
  await expect(rows(page).last().locator('td').nth(3)).toHaveText('CTO');
  await expect(rows(page).first()).toContainText('cost-calculator');
  // A lead stored without its form's record (imported) opens with what it has;
  // a read that failed is tried again with Try Again.
  await backend.configure({
    faults: { 'GET /api/admin/lead-captures/:id': { status: 500, times: 1 } },
  });
  await page.getByRole('button', { name: 'Grace 000' }).click();
  const details = page.getByRole('dialog', { name: 'Grace 000' });
  await expect(details.getByRole('alert')).toContainText("Could not load this lead's details");
  await details.getByRole('button', { name: 'Try Again' }).click();
  await expect(details.locator('dt')).toHaveText(['Name', 'Email', 'Company', 'Role', 'Interest']);
  await expect(details.locator('dd')).toHaveText([
    'Grace 000',
    'grace0@example.com',
    'Company 0',
    'CTO',
    'Cost estimate',
  ]);
  // The button left with the error; the focus stayed in the dialog.
  await expect(details).toBeFocused();
  await escapeFrom(details);
  await expect(details).toBeHidden();

  await page.getByRole('tab', { name: 'Newsletter Subscribers' }).click();
  await expect(openPanel(page).locator('thead th')).toHaveText([
    /^Email/,
    'Status',
    /^Subscribed Date/,
  ]);
  await expect(rows(page).first()).toContainText('reader001@example.com');
  await expect(rows(page).first()).toContainText('Inactive');
  await expect(rows(page).last()).toContainText('Active');
  await expect(rows(page).last()).toContainText('Jan 1, 2026 9:00 AM');
});

test('on a desktop, long names, emails and companies wrap: every column, the date too, is on screen', async ({
  page,
}) => {
  await logIn(page);
  await fillLeads(page, {
    leadCaptures: [
      lead(0, {
        name: 'Maximilian Alexander Konstantin von Hohenberg-Sayn',
        email: 'maximilian.alexander.konstantin.von.hohenberg-sayn@procurement.example.com',
        company: 'International Consolidated Logistics and Warehousing Solutions Group Holdings',
        interest: 'Technical audit of shop.international-consolidated-logistics.example.com',
      }),
      lead(1),
    ],
    contactSubmissions: [
      contact(0, {
        firstName: 'Maximilian Alexander Konstantin',
        lastName: 'von Hohenberg-Sayn',
        email: 'maximilian.alexander.konstantin.von.hohenberg-sayn@procurement.example.com',
      }),
    ],
  });
  await page.reload();
  for (const tab of ['Contact Submissions', 'Lead Captures']) {
    await page.getByRole('tab', { name: tab }).click();
    const table = openPanel(page).getByRole('table');
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const [tableWidth, boxWidth] = await table.evaluate((element) => [
      element.scrollWidth,
      (element.parentElement as HTMLElement).clientWidth,
    ]);
    expect(tableWidth, tab).toBeLessThanOrEqual(boxWidth);
    await expect(table.locator('thead th').last(), tab).toBeInViewport();
  }
});

test('CSV export holds every row of the current search, quoted and guarded', async ({
  page,
  backend,
}) => {
  await fillLeads(page, {
    contactSubmissions: [
      ...Array.from({ length: 40 }, (_, i) => contact(i)),
      contact(40, { message: 'Hello, "team"\nsecond line', firstName: 'Quote' }),
      contact(41, { message: '=HYPERLINK("http://evil")', firstName: 'Formula' }),
      contact(42, {
        firstName: 'Phoned',
        phone: '+44 20 7946 0958',
        company: 'Analytical Engines Ltd',
        source: 'contact-dialog',
      }),
    ],
  });
  void backend;
  await logIn(page);
  await page.getByLabel('Search contact submissions').fill('ada1');
  await expect(page.getByText('Showing 1–11 of 11')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contact-submissions.csv');
  const file = await readFile(await download.path(), 'utf8');
  // A byte order mark first, so that Excel reads the file as UTF-8.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).trimEnd().split('\r\n');
  // The export carries every field a submission holds; the list leaves some out.
  expect(lines[0]).toBe(
    'First Name,Last Name,Email,Phone,Company,Service Interest,Budget,Message,Form,Date',
  );
  expect(lines).toHaveLength(12);
  expect(lines[1]).toBe(
    'Ada019,Lovelace,ada19@example.com,,,golang,10k-50k,Message number 19 about a new platform.,Contact page,2026-01-01T09:19:00.000Z',
  );

  await page.getByLabel('Search contact submissions').fill('');
  await expect(page.getByText('Showing 1–25 of 43')).toBeVisible();
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const full = await readFile(await all.path(), 'utf8');
  expect(full.trimEnd().split('\r\n')).toHaveLength(44);
  // A leading + would start a formula: the spreadsheet shows the apostrophe's text as typed.
  expect(full).toContain(
    "Phoned,Lovelace,ada42@example.com,'+44 20 7946 0958,Analytical Engines Ltd,golang,10k-50k,Message number 42 about a new platform.,Contact dialog,",
  );
  expect(full).toContain('"Hello, ""team""\nsecond line"');
  expect(full).toContain(`"'=HYPERLINK(""http://evil"")"`);
  await expect(
    page.getByText('43 contact submissions exported to contact-submissions.csv'),
  ).toBeVisible();

  // One row is one submission.
  await page.getByLabel('Search contact submissions').fill('ada42@');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  await expect(
    page.getByText('1 contact submission exported to contact-submissions.csv'),
  ).toBeVisible();
});

test("a lead's name opens all it holds: a consultation's booked slot, a contact's whole message", async ({
  page,
  backend,
}) => {
  // Monday 2 March 2026: Tuesday the 3rd is bookable.
  await backend.fixClock('2026-03-02T09:00:00.000Z');
  const message =
    'We need a model that predicts maintenance windows.\nOur data sits in three places.';
  const booked = await backend.call('POST', '/api/consultations', {
    ...CONSULTATION,
    selectedDate: '2026-03-03',
    message,
  });
  expect(booked.status).toBe(201);
  const long = `${'A message longer than its column. '.repeat(5)}The end.`;
  expect(
    (
      await backend.call('POST', '/api/contact', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        budget: '250k+',
        message: long,
      })
    ).status,
  ).toBe(201);
  await logIn(page);

  // The list cuts the message to one line; the name opens it whole.
  await expect(rows(page).first()).not.toContainText('The end.');
  await expect(rows(page).first().getByText('250k+')).toBeVisible();
  const grace = page.getByRole('button', { name: 'Grace Hopper' });
  await grace.click();
  const dialog = page.getByRole('dialog', { name: 'Grace Hopper' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Received Mar 2, 2026 9:00 AM')).toBeVisible();
  const field = (label: string) => dialog.locator('dt', { hasText: label }).locator('+ dd');
  await expect(field('Message')).toHaveText(long);
  await expect(field('Form')).toHaveText('Contact page');
  // The details give the budget in words; the list's badge has its value.
  await expect(field('Budget')).toHaveText('$250,000+');
  await expect(dialog.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com',
  );
  // Empty fields are left out, not shown blank.
  await expect(dialog.locator('dt')).toHaveText(['Name', 'Email', 'Budget', 'Form', 'Message']);
  await escapeFrom(dialog);
  await expect(dialog).toBeHidden();
  await expect(grace).toBeFocused();

  // A consultation's lead: the list has its project type; the details have the booking.
  await page.getByRole('tab', { name: 'Lead Captures' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).not.toContainText('10:30 AM');
  const ada = page.getByRole('button', { name: 'Ada Lovelace' });
  // A read that fails says so, in the dialog; opened again, the dialog reads again.
  await backend.configure({
    faults: { 'GET /api/admin/lead-captures/:id': { status: 503, times: 1 } },
  });
  await ada.click();
  const failing = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(failing.getByRole('alert')).toHaveText(
    "Could not load this lead's details: Simulated failure (503)",
  );
  await escapeFrom(failing);
  await expect(failing).toBeHidden();
  await ada.focus();
  await page.keyboard.press('Enter');
  const booking = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(
    booking.getByText('Consultation Booking, received Mar 2, 2026 9:00 AM'),
  ).toBeVisible();
  const bookingField = (label: string) =>
    booking.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(bookingField('Date')).toHaveText('Tuesday, March 3, 2026');
  await expect(bookingField('Time')).toHaveText('10:30 AM (UTC), 30 minutes');
  await expect(bookingField('Phone')).toHaveText('+44 20 7946 0958');
  await expect(bookingField('Budget range')).toHaveText('$50K - $100K');
  await expect(bookingField('Message')).toHaveText(message);
  // Its line break is kept.
  expect((await bookingField('Message').boundingBox())?.height ?? 0).toBeGreaterThan(30);
  // The footer's Close (the corner's × is the other).
  await booking.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(booking).toBeHidden();
  await expect(ada).toBeFocused();

  // The export carries the details too, in a column of their own.
  const exportCsv = page.getByRole('button', { name: 'Export CSV' });
  await backend.configure({ faults: { 'GET /api/admin/lead-details': { status: 503, times: 1 } } });
  await exportCsv.click();
  await expect(
    page.getByText('Export failed: Simulated failure (503)', { exact: true }),
  ).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), exportCsv.click()]);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('Name,Email,Company,Role,Interest,Source,Date,Details');
  expect(csv.slice(1).join('\r\n')).toBe(
    `Ada Lovelace,ada@example.com,Analytical Engines,,AI/ML Integration,Consultation Booking,2026-03-02T09:00:00.000Z,"${[
      'Phone: +44 20 7946 0958',
      'Date: Tuesday, March 3, 2026',
      'Time: 10:30 AM (UTC), 30 minutes',
      'Project type: AI/ML Integration',
      'Budget range: $50K - $100K',
      'Timeline: Within 3-6 months',
      `Message: ${message}`,
    ].join('\n')}"`,
  );
});

test('counts that cannot be read say so, and come back with Try Again', async ({
  page,
  backend,
}) => {
  await backend.fail('GET /api/admin/summary', 500);
  await logIn(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the counts' })).toHaveText(
    /Could not load the counts: Simulated failure \(500\)/,
  );
  await expect(page.getByLabel('Contact Submissions: could not be loaded')).toBeVisible();
  await backend.configure({ faults: {} });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Contact Submissions: 0')).toBeVisible();
  await expect(page.getByText('Could not load the counts')).toBeHidden();
});

test('a list that cannot be read says so and comes back with Try Again; its search takes 200 characters', async ({
  page,
  backend,
}) => {
  await backend.fail('GET /api/admin/contact-submissions', 503);
  await logIn(page);
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load contact submissions' });
  await expect(failed).toContainText('Could not load contact submissions: Simulated failure (503)');
  await backend.configure({ faults: {} });
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByText('No contact submissions yet')).toBeVisible();

  // The box stops at the search's limit, which the backend would refuse past.
  const search = page.getByLabel('Search contact submissions');
  await search.fill('x'.repeat(201));
  await expect(search).toHaveValue('x'.repeat(200));
  await expect(page.getByText('No contact submissions match', { exact: false })).toBeVisible();
});

test('an email that does not fit its column wraps after its @ only, and a larger text size keeps the list on the screen', async ({
  page,
  context,
  backend: _,
}) => {
  const long = 'mina.moreno.10@example.com';
  await fillLeads(page, {
    leadCaptures: [
      lead(0, {
        email: long,
        interest: 'Technical audit of www.a-long-company-name-for-testing.example',
        source: 'free-audit',
      }),
    ],
  });
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page);
  await page.getByRole('tab', { name: 'Lead Captures' }).click();
  const cell = rows(page).first().locator('td').nth(1).locator('> *');
  await expect(cell).toHaveText(long);
  // Where each line of the address starts: a new line only after the @.
  const lineStarts = await cell.evaluate((element) => {
    const range = document.createRange();
    const starts: number[] = [];
    let top = Number.NaN;
    let at = 0;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = Math.round(range.getBoundingClientRect().top);
        if (!Number.isNaN(top) && y > top) starts.push(at + i);
        top = y;
      }
      at += text.length;
    }
    return starts;
  });
  for (const start of lineStarts) expect(long[start - 1], `a line starts at ${start}`).toBe('@');

  // Chrome's "Very large" text on a phone: the search box keeps within the card.
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  await page.reload();
  await expect(page.getByLabel('Search lead captures')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
