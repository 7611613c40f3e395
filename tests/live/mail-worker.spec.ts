import { expect, test } from '@playwright/test';
import type { LiveTestServer } from '../../scripts/lib/live-test-server.mjs';
import { startPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { freePort } from '../support/free-port';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { runServer, startMailTestServer } from './support';

// Web processes that only queue email (MAIL_DELIVERY=off) and a mail worker
// that sends it (npm run mail, here its --once for a scheduler): the built
// server over a throwaway PostgreSQL database, sending to an SMTP sink. A
// worker opens the web processes' database beside them, which embedded PGlite
// cannot do: with no PostgreSQL server named (TEST_DATABASE_URL), this file
// starts one of its own from Debian's binaries, as the backend-postgres unit
// project does, and fails where there are none.

const SALES = 'sales@mail-worker.test';

let sink: SmtpSink;
let server: LiveTestServer | undefined;
let postgres: ReturnType<typeof startPostgres> | undefined;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    postgres = startPostgres({ port: await freePort() });
  }
  sink = await startSmtpSink();
  ({ server, baseURL } = await startMailTestServer(sink.url, {
    SALES_EMAIL: SALES,
    MAIL_DELIVERY: 'off',
    ...(postgres && { DATABASE_URL: postgres.url }),
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
  postgres?.stop();
});

test('a server with MAIL_DELIVERY=off queues a lead’s email, and the mail worker sends it', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const email = `grace-${Date.now()}@example.com`;
  const res = await request.post(`${baseURL}/api/contact`, {
    data: {
      name: 'Grace Hopper',
      email,
      phone: '',
      company: 'Compilers Inc.',
      service: 'Consulting',
      message: 'Please send us a quote for a new project.',
    },
  });
  expect(res.status()).toBe(201);
  // A server that sent email would have done so within its 100 ms poll; ten
  // polls on, nothing has reached the sink. (A wait for nothing to happen.)
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(sink.messages).toEqual([]);

  const run = await runServer(['mail', '--once'], server?.env ?? {});
  expect(run.code).toBe(0);
  expect(run.log).toContainEqual(
    expect.objectContaining({ msg: 'sent the email that was due', sent: 2, failed: 0 }),
  );
  expect(sink.to(SALES).map((m) => m.subject)).toEqual(['New contact message from Grace Hopper']);
  expect(sink.to(email).map((m) => m.subject)).toEqual([
    'We received your message - Brightline Labs',
  ]);

  // Sent once: a second run finds nothing due.
  const again = await runServer(['mail', '--once'], server?.env ?? {});
  expect(again.log).toContainEqual(expect.objectContaining({ sent: 0, failed: 0 }));
  expect(sink.messages).toHaveLength(2);
});
