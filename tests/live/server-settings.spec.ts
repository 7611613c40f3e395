import { expect, test } from '@playwright/test';
import { runServer } from './support';

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
