import { spawn } from 'node:child_process';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  type LiveTestServer,
  startLiveTestServer,
  waitUntilReady,
} from '../../scripts/lib/live-test-server.mjs';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { ADMIN_AUTH_API } from '../../src/contract/endpoints';
import { freePort } from '../support/free-port';

/**
 * Signs a request context in to the live server's admin (the seed's demo
 * admin: the test servers run with DEMO_ADMIN=1). The context keeps the
 * session cookie for its later calls; `origin` names a server other than the
 * project's baseURL.
 */
export async function signInOverHttp(request: APIRequestContext, origin = ''): Promise<void> {
  const session = await request.post(`${origin}${ADMIN_AUTH_API.session}`, {
    data: { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password },
  });
  expect(session.status()).toBe(200);
}

/**
 * Signs in to the live server at `origin` with plain fetch (the seed's demo
 * admin) and answers the session cookie as a Cookie header, for calls that
 * carry it themselves; `headers` go with the sign-in (a client address).
 */
export async function sessionCookie(
  origin: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${origin}${ADMIN_AUTH_API.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      username: ADMIN_CREDENTIALS.username,
      password: ADMIN_CREDENTIALS.password,
    }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/**
 * Fills the contact page's form (open at /contact) and sends it. Answers the
 * form, for what the test checks next.
 */
/**
 * Clicks a rendered form's submit button once the app has hydrated it: until
 * then it is a plain button that sends nothing (src/lib/submit-type.ts), and on
 * a loaded machine the network goes quiet before that.
 */
export async function clickSubmit(button: Locator) {
  await expect(button).toHaveAttribute('type', 'submit', { timeout: 30_000 });
  await button.click();
}

export async function sendContactForm(
  page: Page,
  fields: { firstName: string; lastName: string; email: string; message: string },
) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill(fields.firstName);
  await form.getByLabel('Last Name').fill(fields.lastName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(fields.email);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(fields.message);
  await clickSubmit(form.getByRole('button', { name: 'Send Message' }));
  return form;
}

/**
 * Opens a context's first page and waits until the live worker controls it:
 * the app has started then (it registers the worker), so a click is the app's
 * to handle, not the server's markup's, and the worker keeps what it should.
 */
export async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Runs the built server (dist-live-server/server.js) with `args` and `env`
 * added to this process's environment, to its end: its exit code, its log
 * (one JSON object a line on standard output) and its standard error.
 */
export function runServer(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; log: Record<string, unknown>[]; stderr: string }>(
    (resolve) => {
      const child = spawn(process.execPath, ['dist-live-server/server.js', ...args], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('exit', (code) =>
        resolve({
          code,
          log: out
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
          stderr,
        }),
      );
    },
  );
}

/**
 * A live server of a test file's own, on a free port, sending its email to the
 * SMTP server at `smtpUrl` (a sink the test runs) and looking for due email
 * every 100 ms; `env` adds to or overrides that. Resolves once it is ready.
 */
export async function startMailTestServer(
  smtpUrl: string,
  env: Record<string, string>,
): Promise<{ server: LiveTestServer; baseURL: string }> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = await startLiveTestServer({
    log: Boolean(process.env.LIVE_SERVER_LOG),
    env: { PORT: String(port), HOST: '127.0.0.1', SMTP_URL: smtpUrl, MAIL_POLL_MS: '100', ...env },
  });
  try {
    await waitUntilReady(`${baseURL}/readyz`, 90_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, baseURL };
}

/** Fills the consultation dialog's first two steps and moves on to step 3, its date and time. */
export async function toConsultationSchedule(dialog: Locator, email: string): Promise<void> {
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Phone Number').fill('+1 (555) 010-2030');
  await dialog.getByLabel('Company Name').fill('Compilers Inc.');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: 'Project Type' }).selectOption('AI/ML Integration');
  await dialog.getByRole('combobox', { name: 'Budget Range' }).selectOption('$50K - $100K');
  await dialog.getByRole('combobox', { name: 'Timeline' }).selectOption('Within 1-2 months');
  await dialog.getByLabel('Project Details').fill('A compiler for our business rules.');
  await dialog.getByRole('button', { name: 'Next' }).click();
}
