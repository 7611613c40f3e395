import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { LiveTestServer } from '../../scripts/lib/live-test-server.mjs';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { consultationDays } from '../../src/contract/consultation-dates';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { clickSubmit, sendContactForm, signInOverHttp, startMailTestServer } from './support';

// Email about leads from the live server, end to end: a server of this file's
// own (the build of npm run build:live over a throwaway database) sends to an
// SMTP sink the test runs, with short retry delays; the sink can go away, and
// it refuses mail to @refused.test as a mail server refuses an unknown mailbox.

const SALES = 'sales@lead-mail.test';
const slow = expect.configure({ timeout: 30_000 });

let sink: SmtpSink;
let server: LiveTestServer | undefined;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink({ refuse: (address) => address.endsWith('@refused.test') });
  ({ server, baseURL } = await startMailTestServer(sink.url, {
    SALES_EMAIL: SALES,
    MAIL_FROM: 'Brightline Labs <site@lead-mail.test>',
    MAIL_RETRY_MS: '500',
    MAIL_MAX_ATTEMPTS: '4',
    // This file sends more forms than a visitor may in a minute.
    FORMS_PER_MINUTE: '0',
    FORMS_PER_DAY: '0',
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** Signs in to the admin as a member of staff does. */
async function signIn(page: Page) {
  await page.goto('/admin-login', { waitUntil: 'networkidle' });
  await page.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await page.getByLabel(/^Password/).fill(ADMIN_CREDENTIALS.password);
  await clickSubmit(page.getByRole('button', { name: 'Sign In' }));
  await slow(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** The admin's list of dead and failing email, read from the API. */
async function outboxProblems(request: APIRequestContext) {
  await signInOverHttp(request, baseURL);
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { to: string; status: string; attempts: number; subject: string }[];
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const unfold = (ics = '') => ics.replace(/\r\n /g, '');

test('a contact form sent in the browser reaches sales, and the visitor gets a confirmation', async ({
  browser,
}) => {
  const email = `edsger-${Date.now()}@example.com`;
  const page = await newPage(browser);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await sendContactForm(page, {
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    email,
    message: 'Please review our code <b>today</b>.',
  });
  await slow(page.getByText('Your message has been sent successfully.')).toBeVisible();
  await page.context().close();

  await slow.poll(() => sink.to(email).length).toBe(1);
  await slow.poll(() => sink.to(SALES).filter((m) => m.text.includes(email)).length).toBe(1);
  const [toSales] = sink.to(SALES).filter((m) => m.text.includes(email));
  expect(toSales?.subject).toBe('New contact message from Edsger Dijkstra');
  expect(toSales?.headers['reply-to']).toBe(email);
  expect(toSales?.text).toContain('Name: Edsger Dijkstra');
  expect(toSales?.text).toContain(`Email: ${email}`);
  expect(toSales?.text).toContain('Message: Please review our code <b>today</b>.');
  expect(toSales?.types.some((type) => type.startsWith('text/html'))).toBe(false);

  const [confirmation] = sink.to(email);
  expect(confirmation?.subject).toMatch(/We received your message/);
  expect(confirmation?.headers.from).toBe('Brightline Labs <site@lead-mail.test>');
  expect(confirmation?.text).toMatch(/^Hello,\n/);
  // Sent to an address no one has confirmed, it repeats none of the words typed.
  expect(confirmation?.text).not.toContain('Dijkstra');
  expect(confirmation?.text).not.toContain('Please review our code');
});

test('a consultation booking carries the invitation for its slot, to sales and the visitor', async ({
  request,
}) => {
  const email = `katherine-${Date.now()}@example.com`;
  // A day the server offers: it runs on this machine, in its time zone.
  const day = consultationDays(new Date())[2]?.value ?? '';
  const res = await request.post(`${baseURL}/api/consultations`, {
    data: {
      name: 'Katherine Johnson',
      email,
      phone: '+1 (555) 010-2030',
      company: 'Orbital Mechanics Inc.',
      projectType: 'AI/ML Integration',
      budgetRange: '$50K - $100K',
      timelineNeeds: 'Within 1-2 months',
      selectedDate: day,
      selectedTime: '2:30 PM',
      message: 'Trajectories, re-entry windows; and more, please.',
    },
  });
  expect(res.status()).toBe(201);
  await slow.poll(() => sink.to(email).length).toBe(1);
  await slow.poll(() => sink.to(SALES).filter((m) => m.text.includes(email)).length).toBe(1);
  const [toSales] = sink.to(SALES).filter((m) => m.text.includes(email));
  const [toVisitor] = sink.to(email);

  const [y, m, d] = day.split('-').map(Number);
  const start = new Date(y ?? 0, (m ?? 1) - 1, d, 14, 30);
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');
  for (const mail of [toSales, toVisitor]) {
    expect(mail?.types.some((type) => /^text\/calendar;.*method=request/i.test(type))).toBe(true);
    const ics = unfold(mail?.calendar);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART:${stamp(start)}`);
    expect(ics).toContain(`DTEND:${stamp(new Date(start.getTime() + 30 * 60_000))}`);
    expect(ics).toContain(`mailto:${email}`);
    expect(ics).toContain(`ORGANIZER;CN="Brightline Labs":mailto:${SALES}`);
  }
  // Sales's invitation names the visitor and holds their message; the visitor's holds
  // none of the words typed with the booking.
  const salesIcs = unfold(toSales?.calendar);
  const visitorIcs = unfold(toVisitor?.calendar);
  expect(salesIcs).toContain('ATTENDEE;CN="Katherine Johnson"');
  expect(salesIcs).toContain('DESCRIPTION:A 30-minute consultation');
  expect(salesIcs).toContain('re-entry windows\\; and more\\, please.');
  expect(visitorIcs).toContain('DESCRIPTION:A 30-minute video call');
  for (const typed of ['Katherine', 'Orbital', 're-entry']) {
    expect(visitorIcs).not.toContain(typed);
    expect(toVisitor?.text).not.toContain(typed);
  }
  expect(toVisitor?.subject).toMatch(/^Your consultation on .* at 2:30 PM/);
});

test('with the mail server down, a message is retried and arrives once it is back, once', async ({
  request,
}) => {
  await sink.stop();
  const email = `grace-${Date.now()}@example.com`;
  const res = await request.post(`${baseURL}/api/newsletter`, { data: { email } });
  expect(res.status()).toBe(201);
  // The form was answered at once; the server records the failed attempt.
  await slow
    .poll(async () => (await outboxProblems(request)).filter((p) => p.to === email).length, {
      intervals: [50],
    })
    .toBe(1);
  const [failing] = (await outboxProblems(request)).filter((p) => p.to === email);
  expect(failing?.status).toBe('failing');
  expect(sink.to(email)).toHaveLength(0);

  await sink.start();
  await slow.poll(() => sink.to(email).length).toBe(1);
  await slow.poll(async () => (await outboxProblems(request)).length).toBe(0);
  // Give a second send time to happen: none does.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(sink.to(email)).toHaveLength(1);
  expect(sink.to(SALES).filter((m) => m.text.includes(email))).toHaveLength(1);
});

test('a message the mail server refuses ends as a dead letter in the admin, retried all at once or one at a time', async ({
  browser,
  request,
}) => {
  const staff = await newPage(browser);
  await signIn(staff);
  const card = staff.getByRole('region', { name: 'Email delivery' });
  await slow(card.getByText('All email went out.')).toBeVisible();

  // Two readers whose mailboxes the server refuses.
  const stamp = Date.now();
  const [email, other] = [`nobody-${stamp}@refused.test`, `no-one-${stamp}@refused.test`];
  for (const address of [email, other]) {
    const res = await request.post(`${baseURL}/api/newsletter`, { data: { email: address } });
    expect(res.status()).toBe(201);
  }
  const statusOf = async (address: string) =>
    (await outboxProblems(request)).find((p) => p.to === address)?.status;
  await slow.poll(() => statusOf(email)).toBe('dead');
  await slow.poll(() => statusOf(other)).toBe('dead');
  // Sales were told all the same.
  expect(sink.to(SALES).filter((m) => m.text.includes(email))).toHaveLength(1);

  await staff.reload();
  await slow(card.getByText('2 dead, 0 still retrying.')).toBeVisible();
  const entry = card.getByRole('listitem').filter({ hasText: email });
  await expect(entry.getByText('Dead', { exact: true })).toBeVisible();
  await expect(entry).toContainText('4 attempts');
  await expect(entry).toContainText('550');

  // Once the mail server is fixed, every dead one goes back with one click...
  await card.getByRole('button', { name: 'Retry all dead emails' }).click();
  await slow(staff.getByText('2 emails will be sent again.')).toBeVisible();
  // Not gone out yet: queued again (or already tried and failing), never "All email went out."
  await expect(card.getByText(/2 dead|queued to be sent again|still retrying/)).toBeVisible();
  await expect(card.getByText('All email went out.')).toHaveCount(0);
  // ...back in the queue (tried again, refused again, and dead again after its 4 attempts).
  await slow.poll(() => statusOf(other)).not.toBe('dead');
  await slow.poll(() => statusOf(email)).toBe('dead');

  // ...or one at a time.
  await staff.reload();
  await slow(entry).toBeVisible();
  await entry.getByRole('button', { name: /^Retry/ }).click();
  await slow(staff.getByText('Email queued again')).toBeVisible();
  // Its Retry went with its dead state: the focus stays on the entry, not on the page.
  await expect(entry).toBeFocused();
  await slow
    .poll(async () => (await outboxProblems(request)).find((p) => p.to === email)?.attempts)
    .toBeGreaterThanOrEqual(1);
  await staff.context().close();
});
