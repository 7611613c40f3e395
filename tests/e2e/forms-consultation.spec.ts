import type { Locator, Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { TIME_SLOTS } from '../../src/contract/options';
import {
  type Backend,
  backendOf,
  expect,
  openReady,
  setChoice,
  test,
  watchAutoClose,
} from './fixtures';

// The three-step consultation booking, opened from the home page's floating button.

const admin = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };
// Wednesday 4 March 2026, 10:00 in the browser's time zone.
const NOW = new Date(2026, 2, 4, 10, 0, 0);

async function openBooking(page: Page) {
  await page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('30-minute');
  return dialog;
}

async function fillContact(dialog: Locator) {
  await dialog.getByLabel('Full Name').fill('Katherine Johnson');
  await dialog.getByLabel('Email Address').fill('katherine@example.com');
  await dialog.getByLabel('Phone Number').fill('+1 (555) 010-2030');
  await dialog.getByLabel('Company Name').fill('Orbital Mechanics Inc.');
}

async function fillProject(dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Project Type' }).selectOption('AI/ML Integration');
  await dialog.getByRole('combobox', { name: 'Budget Range' }).selectOption('$50K - $100K');
  await dialog.getByRole('combobox', { name: 'Timeline' }).selectOption('Within 1-2 months');
  await dialog
    .getByLabel('Project Details')
    .fill('We want to forecast demand from five years of sales data.');
}

/** Steps 1 and 2 filled in, each moved on from with Next: the dialog shows step 3. */
async function toSchedule(dialog: Locator) {
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillProject(dialog);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
}

/**
 * Step 3 on Wednesday 4 March 2026, in the page and in the backend (whose days
 * a booking is checked against): the dialog, steps 1 and 2 filled in.
 */
async function scheduleOnFixedDay(page: Page) {
  await page.clock.setFixedTime(NOW);
  await openReady(page, '/');
  await backendOf(page).fixClock(NOW.toISOString());
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  return dialog;
}

/** On step 3: the first day offered at 9:00 AM, then Book Consultation. */
async function bookFirstDayAtNine(dialog: Locator) {
  await setChoice(
    dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio').first(),
  );
  await setChoice(dialog.getByRole('radio', { name: '9:00 AM' }));
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
}

async function snapshotTable(page: Page, table: string) {
  const result = await backendOf(page).call('GET', '/api/__mock/snapshot', undefined, admin);
  expect(result.status).toBe(200);
  return result.json.tables[table] as Record<string, unknown>[];
}

test('each step validates before Next; Previous keeps the answers; Cancel closes', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openBooking(page);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();

  // Errors clear as the fields are corrected.
  await dialog.getByLabel('Full Name').fill('Katherine Johnson');
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeHidden();
  await dialog.getByLabel('Phone Number').fill('12345');
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await dialog.getByLabel('Project Details').fill('Too short');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select a project type')).toBeVisible();
  await expect(dialog.getByText('Please select a budget range')).toBeVisible();
  await expect(dialog.getByText('Please select timeline needs')).toBeVisible();
  await expect(
    dialog.getByText('Please provide more details about your project (minimum 20 characters)'),
  ).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Project Type' })).toBeFocused();
  const budgets = await dialog
    .getByRole('combobox', { name: 'Budget Range' })
    .locator('option')
    .allTextContents();
  expect(budgets.slice(1)).toEqual([
    'Under $25K',
    '$25K - $50K',
    '$50K - $100K',
    '$100K - $250K',
    '$250K - $500K',
    '$500K+',
  ]);

  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Katherine Johnson');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillProject(dialog);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Please select a date')).toBeVisible();
  await expect(dialog.getByText('Please select a time')).toBeVisible();
  // Every date and time is marked invalid, for a screen reader and by its red border.
  for (const group of ['Select a Date', 'Select a Time']) {
    const radios = dialog.getByRole('radiogroup', { name: group }).getByRole('radio');
    expect(await radios.count(), group).toBeGreaterThan(0);
    for (const radio of await radios.all()) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
  }

  // Back two steps from the keyboard: on step 1 the focus is on its first
  // field, not on the Cancel button that took Previous's place.
  await dialog.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await snapshotTable(page, 'consultations')).toHaveLength(0);
});

test('Enter in a field of step 1 checks the step and moves on, as Next does', async ({
  page,
  backend: _backend,
}) => {
  const dialog = await openBooking(page);
  await dialog.getByLabel('Full Name').press('Enter');
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await fillContact(dialog);
  await dialog.getByLabel('Company Name').press('Enter');
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByText('Please select a project type')).toBeHidden();
  // Each step starts at its first field: the keyboard goes on from there.
  await expect(dialog.getByRole('combobox', { name: 'Project Type' })).toBeFocused();
  await fillProject(dialog);
  await dialog.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  const dates = dialog.getByRole('radiogroup', { name: 'Select a Date' });
  await expect(dates.getByRole('radio').first()).toBeFocused();
});

test('the calendar offers the next 14 weekdays from tomorrow and the 12 half-hour slots', async ({
  page,
}) => {
  const dialog = await scheduleOnFixedDay(page);

  // The backend runs where the visitor is: its times are the visitor's own.
  await expect(dialog.getByText(/Times are in /)).toHaveText(
    /Times are in your local time zone\.$/,
  );
  const dates = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio');
  await expect(dates).toHaveCount(14);
  const labels = await dialog
    .getByRole('radiogroup', { name: 'Select a Date' })
    .locator('label')
    .allInnerTexts();
  expect(labels.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
    'Thu Mar 5',
    'Fri Mar 6',
    'Mon Mar 9',
    'Tue Mar 10',
    'Wed Mar 11',
    'Thu Mar 12',
    'Fri Mar 13',
    'Mon Mar 16',
    'Tue Mar 17',
    'Wed Mar 18',
    'Thu Mar 19',
    'Fri Mar 20',
    'Mon Mar 23',
    'Tue Mar 24',
  ]);
  const slots = dialog.getByRole('radiogroup', { name: 'Select a Time' }).getByRole('radio');
  await expect(slots).toHaveCount(12);
  const slotLabels = await dialog
    .getByRole('radiogroup', { name: 'Select a Time' })
    .locator('label')
    .allInnerTexts();
  expect(slotLabels.map((text) => text.trim())).toEqual([...TIME_SLOTS]);
});

test('on step 3 each group is one Tab stop, its arrows choose, and the focused card shows a ring', async ({
  page,
}) => {
  const dialog = await scheduleOnFixedDay(page);
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const card = element?.closest('label');
      const style = card ? getComputedStyle(card) : undefined;
      return {
        name: card?.textContent?.replace(/\s+/g, ' ').trim() ?? element?.textContent?.trim(),
        ring: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
      };
    });
  await dialog.getByRole('button', { name: 'Previous' }).focus();
  // Nothing chosen yet: back from Previous, one stop in the times, one in the days.
  // Each check waits for the page to have moved the focus and drawn its ring.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focused).toEqual({ name: '9:00 AM', ring: 'solid 2px' });
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focused).toEqual({ name: 'Thu Mar 5', ring: 'solid 2px' });
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Fri Mar 6' })).toBeChecked();
  await expect.poll(async () => (await focused()).name).toBe('Fri Mar 6');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused()).name).toBe('9:00 AM');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused()).name).toBe('Previous');
  // With the focus gone from it, the chosen day still stands out: filled and edged.
  const card = (name: string) =>
    dialog.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  const look = (name: string) =>
    card(name).evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.backgroundColor, edge: style.borderTopColor };
    });
  const [chosen, other] = [await look('Fri Mar 6'), await look('Mon Mar 9')];
  expect(chosen.fill).not.toBe(other.fill);
  expect(chosen.edge).not.toBe(other.edge);
});

test('a double click on Next moves one step, and the new step shows no errors it was not asked for', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await openReady(page, '/');
  const dialog = await openBooking(page);
  await expect(
    dialog.getByRole('progressbar', { name: 'Step 1 of 3: Your details' }),
  ).toBeVisible();
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Next' }).dblclick();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: /^Step 2 of 3: / })).toBeVisible();
  await expect(dialog.getByText('Please select a project type')).toBeHidden();
  await fillProject(dialog);
  await dialog.getByRole('button', { name: 'Next' }).dblclick();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByText('Please select a date')).toBeHidden();
  await dialog.getByRole('button', { name: 'Previous' }).dblclick();
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
});

test('a booking shows Booking..., the confirmation and toast, closes after 4 s and is stored', async ({
  page,
}) => {
  // The page's clock runs as it does for a visitor: the 4 s are timed by the
  // page's own timers, and the days come from the backend's clock (below).
  // (With Playwright's clock installed, its time moved in steps on a loaded
  // machine, and the watch below read the close 83 ms early once.)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openReady(page, '/');
  const backend = backendOf(page);
  await backend.fixClock('2026-03-04T10:00:00.000Z');
  await backend.configure({ latencyMs: 600 });

  const dialog = await openBooking(page);
  await toSchedule(dialog);
  await setChoice(dialog.getByRole('radio', { name: /Mon\s*Mar 9$/ }));
  await setChoice(dialog.getByRole('radio', { name: '2:30 PM' }));
  const autoClose = await watchAutoClose(page, 'Consultation Booked!');
  await dialog.getByRole('button', { name: 'Book Consultation' }).dblclick();

  await expect(dialog.getByRole('button', { name: 'Booking...' })).toBeDisabled();
  await expect(dialog.getByText('Consultation Booked!')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Consultation Booked!' })).toBeFocused();
  await expect(page.getByText('Consultation booked successfully!')).toBeVisible();
  await expect(page.getByText("We'll send you a calendar invitation shortly.")).toBeVisible();
  const closed = await autoClose.result();
  expect(closed.text).toContain('Monday, March 9, 2026');
  expect(closed.text).toContain('2:30 PM');
  expect(closed.text).toContain('katherine@example.com');
  // The confirmation stays for 4 s, then the dialog closes (a busy machine may
  // run the timer late, never early).
  expect(closed.closedAfterMs).toBeGreaterThanOrEqual(3950);
  expect(closed.closedAfterMs).toBeLessThan(5500);
  await expect(dialog).toBeHidden();

  // Reopened: back on an empty step 1.
  await openBooking(page);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');

  const stored = await snapshotTable(page, 'consultations');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    phone: '+1 (555) 010-2030',
    company: 'Orbital Mechanics Inc.',
    projectType: 'AI/ML Integration',
    budgetRange: '$50K - $100K',
    timelineNeeds: 'Within 1-2 months',
    selectedDate: '2026-03-09',
    selectedTime: '2:30 PM',
    createdAt: '2026-03-04T10:00:00.000Z',
  });
  const leads = await backend.call('GET', '/api/admin/lead-captures', undefined, admin);
  expect(leads.json).toEqual([
    expect.objectContaining({ email: 'katherine@example.com', source: 'Consultation Booking' }),
  ]);
});

test('a failed booking stays on the last step with every answer and shows the error toast', async ({
  page,
  backend,
}) => {
  await backend.fail('POST /api/consultations', 503);
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  await bookFirstDayAtNine(dialog);

  await expect(page.getByText('Error booking consultation')).toBeVisible();
  await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByLabel('Project Details')).toHaveValue(
    'We want to forecast demand from five years of sales data.',
  );
  expect(await snapshotTable(page, 'consultations')).toHaveLength(0);
});

const booking = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 (555) 010-9999',
  company: 'Compilers Inc.',
  projectType: 'AI/ML Integration',
  budgetRange: '$50K - $100K',
  timelineNeeds: 'Within 1-2 months',
  selectedDate: '2026-03-09',
  selectedTime: '2:30 PM',
  message: 'We would like to talk about a compiler for our data pipeline.',
};

async function openSchedule(page: Page) {
  await page.clock.setFixedTime(NOW);
  await openReady(page, '/');
  const backend = backendOf(page);
  await backend.fixClock('2026-03-04T10:00:00.000Z');
  return backend;
}

test("in the system's forced colours, the chosen day and time keep a mark of their own, and the steps' bar its fill", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const dialog = await scheduleOnFixedDay(page);
  const days = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio');
  await setChoice(days.nth(1));
  await setChoice(dialog.getByRole('radio', { name: '10:00 AM' }));
  /** The card's edge drawn outside it, as painted: its style and width. */
  const mark = (radio: Locator) =>
    radio
      .locator('xpath=ancestor::label[1]')
      .evaluate(
        (card) => `${getComputedStyle(card).outlineStyle} ${getComputedStyle(card).outlineWidth}`,
      );
  // The chosen day, which no longer has the focus, against one not chosen: fills
  // and edge colours are the system's own then, the same for every card.
  expect(await mark(days.nth(1))).toBe('solid 3px');
  expect(await mark(days.nth(2))).toMatch(/^none/);
  const fill = await dialog
    .getByRole('progressbar')
    .locator('[data-part="range"]')
    .evaluate((range) => getComputedStyle(range).backgroundColor);
  expect(fill).not.toBe('rgba(0, 0, 0, 0)');
  const edge = await dialog.evaluate((element) => getComputedStyle(element).borderTopStyle);
  expect(edge, "the dialog's edge").toBe('solid');
});

test('a booked slot shows as unavailable for its day only', async ({ page }) => {
  const backend = await openSchedule(page);
  expect((await backend.call('POST', '/api/consultations', booking)).status).toBe(201);
  const dialog = await openBooking(page);
  await toSchedule(dialog);

  await setChoice(dialog.getByRole('radio', { name: /Mon\s*Mar 9$/ }));
  const taken = dialog.getByRole('radio', { name: '2:30 PM Booked' });
  await expect(taken).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: '2:00 PM', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: /Booked$/ })).toHaveCount(1);

  await setChoice(dialog.getByRole('radio', { name: /Tue\s*Mar 10$/ }));
  await expect(dialog.getByRole('radio', { name: '2:30 PM', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: /Booked$/ })).toHaveCount(0);

  // 2:30 PM chosen on a free day, then the day it is booked: it is no longer chosen.
  await setChoice(dialog.getByRole('radio', { name: '2:30 PM', exact: true }));
  await setChoice(dialog.getByRole('radio', { name: /Mon\s*Mar 9$/ }));
  await expect(taken).not.toBeChecked();
  const times = dialog.getByRole('radiogroup', { name: 'Select a Time' });
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(times.locator('[data-state="checked"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Please select a time')).toBeVisible();
});

test('a slot booked meanwhile answers 409: the form stays on step 3, says so and shows it booked', async ({
  page,
}) => {
  const backend = await openSchedule(page);
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  await setChoice(dialog.getByRole('radio', { name: /Mon\s*Mar 9$/ }));
  await setChoice(dialog.getByRole('radio', { name: '2:30 PM', exact: true }));

  // Another tab books the same slot first.
  expect((await backend.call('POST', '/api/consultations', booking)).status).toBe(201);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();

  await expect(
    dialog.getByText('This time slot has just been booked. Please choose another time.'),
  ).toBeVisible();
  await expect(page.getByText('Error booking consultation')).toBeVisible();
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '2:30 PM Booked' })).toBeDisabled();

  await setChoice(dialog.getByRole('radio', { name: '3:00 PM', exact: true }));
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Consultation Booked!')).toBeVisible();
  const stored = await snapshotTable(page, 'consultations');
  expect(stored.map((row) => row.selectedTime).sort()).toEqual(['2:30 PM', '3:00 PM']);
});

test('the chosen time booked meanwhile: focus goes to the first time still free', async ({
  page,
}) => {
  const backend = await openSchedule(page);
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  await setChoice(dialog.getByRole('radio', { name: /Mon\s*Mar 9$/ }));
  await setChoice(dialog.getByRole('radio', { name: '9:00 AM', exact: true }));
  const first = { ...booking, selectedTime: '9:00 AM' };
  expect((await backend.call('POST', '/api/consultations', first)).status).toBe(201);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();

  await expect(dialog.getByRole('radio', { name: '9:00 AM Booked' })).toBeDisabled();
  // Not the page's body: a keyboard user carries on choosing a time.
  await expect(dialog.getByRole('radio', { name: '9:30 AM', exact: true })).toBeFocused();
  await expect(
    dialog.getByText('This time slot has just been booked. Please choose another time.'),
  ).toBeVisible();
});

test('a field the backend refuses on an earlier step is shown there, and focused', async ({
  page,
  backend,
}) => {
  await backend.configure({
    faults: {
      'POST /api/consultations': {
        status: 400,
        body: {
          error: 'Validation failed',
          fieldErrors: { email: ['Please enter a valid email address'] },
        },
      },
    },
  });
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  await bookFirstDayAtNine(dialog);

  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toBeFocused();
});

test('while the backend is asked for its days, step 3 says so, then offers them', async ({
  page,
  backend,
}) => {
  await backend.configure({ latency: { 'GET /api/consultations/calendar': 2000 } });
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  const loading = dialog.getByRole('status').filter({ hasText: 'Loading the days you can book…' });
  await expect(loading).toBeVisible();
  const dates = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio');
  await expect(dates).toHaveCount(14);
  await expect(loading).toHaveCount(0);
  await expect(dates.first()).toBeFocused();
});

/**
 * With the backend's clock on Wednesday 4 March 2026, the consultation on step
 * 3 with its first day offered and 9:00 AM chosen, not yet booked.
 */
async function firstDayAtNine(page: Page, backend: Backend) {
  await backend.fixClock('2026-03-04T10:00:00.000Z');
  const dialog = await openBooking(page);
  await toSchedule(dialog);
  const dates = dialog.getByRole('radiogroup', { name: 'Select a Date' }).getByRole('radio');
  await setChoice(dates.first());
  await setChoice(dialog.getByRole('radio', { name: '9:00 AM', exact: true }));
  return { dialog, dates };
}

test("with the backend's clock fixed, the calendar offers the backend's days, and books one", async ({
  page,
  backend,
}) => {
  // The page's clock runs; only the backend's stands still (?mock=clock:… does the same).
  const { dialog, dates } = await firstDayAtNine(page, backend);
  await expect(dates.first()).toHaveAccessibleName(/Thu\s*Mar 5$/);
  await expect(dates.last()).toHaveAccessibleName(/Tue\s*Mar 24$/);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Consultation Booked!')).toBeVisible();
  expect((await snapshotTable(page, 'consultations'))[0]?.selectedDate).toBe('2026-03-05');
});

test("a day refused because the backend's day turned over: the days are read again and the focus is on them", async ({
  page,
  backend,
}) => {
  const { dialog, dates } = await firstDayAtNine(page, backend);
  await backend.fixClock('2026-03-05T10:00:00.000Z');
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Please choose one of the next 14 weekdays')).toBeVisible();
  await expect(dates.first()).toHaveAccessibleName(/Fri\s*Mar 6$/);
  await expect(dates.first()).toBeFocused();
});
