import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { openControlled, runServer, startMailTestServer, toConsultationSchedule } from './support';

// The built server reads its settings before it opens anything: one that is not
// a setting stops it at once, with one log line that names it, as every other
// refusal at start is logged.

test('a setting that is not one stops the server with a log line naming it', async () => {
  const run = await runServer([], { PORT: 'http' });
  expect(run.code).toBe(1);
  expect(run.log).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'not starting: PORT must be a whole number from 0 to 65535, not "http"',
    }),
  ]);
  expect(run.stderr).toBe('');
});

test('MAIL_DELIVERY=off over embedded PGlite is refused: no mail worker could send its email', async () => {
  const run = await runServer([], { DATABASE_URL: '', MAIL_DELIVERY: 'off' });
  expect(run.code).toBe(1);
  expect(run.log).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'not starting: MAIL_DELIVERY=off needs DATABASE_URL: with embedded PGlite no other process can send the email',
    }),
  ]);
});

test('a client that stops sending its request is answered 408 and cut off after REQUEST_TIMEOUT_MS', async () => {
  test.setTimeout(120_000);
  const { server, baseURL } = await startMailTestServer('smtp://127.0.0.1:9', {
    REQUEST_TIMEOUT_MS: '1000',
  });
  try {
    const { port } = new URL(baseURL);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // The headers promise 100 bytes of body; ten come, then nothing.
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"',
    );
    const started = Date.now();
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Cut within the bound and the checks' interval, not Node's 300 s.
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await server.stop();
  }
});

test("TZ names the server's zone as the setting spells it, and a visitor in that zone under the browser's own spelling is told it is theirs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Node and Chrome both write Asia/Kolkata as Asia/Calcutta.
  const { server, baseURL } = await startMailTestServer('smtp://127.0.0.1:9', {
    TZ: 'Asia/Kolkata',
  });
  try {
    const calendar = await (await fetch(`${baseURL}/api/consultations/calendar`)).json();
    expect(calendar.timeZone).toBe('Asia/Kolkata');
    const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Calcutta',
    );
    await openControlled(page, '/');
    await page.getByRole('button', { name: 'Book a free consultation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Free Consultation' });
    await toConsultationSchedule(dialog, `kolkata-${Date.now()}@example.com`);
    await expect(dialog.getByText(/Times are in /)).toHaveText(
      /Times are in your local time zone\.$/,
    );
    await context.close();
  } finally {
    await server.stop();
  }
});
