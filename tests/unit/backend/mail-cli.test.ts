import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPgOutbox } from '../../../server/mail/outbox';
import { mailCli } from '../../../server/mail-cli';
import type { PgStore } from '../../../server/pg/pg-store';
import { mailOutbox } from '../../../server/pg/schema';
import { message } from './outbox-message';
import { openCopy } from './postgres-databases';

// npm run mail: the outbox's delivery loop without the web server (a mail
// worker beside web processes started with MAIL_DELIVERY=off), and with --once
// what is due now, for a scheduler. Its settings are the server's.

function logged() {
  const lines: string[] = [];
  return {
    log: (line: string) => lines.push(line),
    entries: () => lines.map((line) => JSON.parse(line) as { level: string; msg: string }),
  };
}

describe.runIf((process.env.TEST_STORE ?? 'dexie') === 'dexie')('the mail command', () => {
  it('refuses an unknown argument and says how it is used', async () => {
    const { log, entries } = logged();
    expect(await mailCli(['--twice'], { env: { DATABASE_URL: 'postgres://db/site' }, log })).toBe(
      2,
    );
    expect(entries()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'unknown argument --twice: npm run mail [-- --once]',
      }),
    ]);
  });

  it('needs DATABASE_URL: embedded PGlite belongs to the server, which sends its own email', async () => {
    const { log, entries } = logged();
    expect(await mailCli(['--once'], { env: {}, log })).toBe(2);
    expect(entries()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'npm run mail needs DATABASE_URL: with embedded PGlite the server sends its own email',
      }),
    ]);
  });

  it('refuses the settings the server refuses', async () => {
    const { log, entries } = logged();
    const env = { DATABASE_URL: 'postgres://db/site', MAIL_POLL_MS: 'soon' };
    expect(await mailCli([], { env, log })).toBe(2);
    expect(entries()[0]?.msg).toContain('MAIL_POLL_MS must be a whole number');
  });
});

describe.runIf(process.env.TEST_STORE === 'postgres')('the mail worker over PostgreSQL', () => {
  // A database of this file's own, which the command opens by its URL.
  let copy: Awaited<ReturnType<typeof openCopy>> | undefined;
  let db: ReturnType<PgStore['query']>;
  let outbox: ReturnType<typeof createPgOutbox>;
  beforeAll(async () => {
    copy = await openCopy(inject('postgres'));
    const store = copy.store as PgStore;
    db = store.query();
    outbox = createPgOutbox(store);
  });
  afterAll(() => copy?.close());
  const url = () => copy?.url ?? '';
  const statuses = async () =>
    (await db.select().from(mailOutbox).orderBy(mailOutbox.subject)).map((row) => row.status);
  let dir = '';

  beforeEach(async () => {
    await db.delete(mailOutbox);
    dir = await mkdtemp(join(tmpdir(), 'brightline-mail-cli-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('--once sends what is due as .eml files, logs how many, and ends', async () => {
    await outbox.enqueue([message(1), message(2), message(3)], new Date());
    const { log, entries } = logged();
    const env = { DATABASE_URL: url(), MAIL_DIR: dir };
    expect(await mailCli(['--once'], { env, log })).toBe(0);
    expect((await readdir(dir)).filter((file) => file.endsWith('.eml'))).toHaveLength(3);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('no SMTP_URL') }),
      expect.objectContaining({
        level: 'info',
        msg: 'sent the email that was due',
        sent: 3,
        failed: 0,
      }),
    ]);
    // Nothing left: a second run sends nothing.
    const again = logged();
    expect(await mailCli(['--once'], { env, log: again.log })).toBe(0);
    expect(again.entries()[1]).toMatchObject({ sent: 0, failed: 0 });
  });

  it('runs the delivery loop until stopped, though the web processes have MAIL_DELIVERY=off', async () => {
    let stop: (signal: string) => void = () => {};
    const stopped = new Promise<string>((resolve) => {
      stop = resolve;
    });
    const { log, entries } = logged();
    const env = {
      DATABASE_URL: url(),
      MAIL_DIR: dir,
      MAIL_POLL_MS: '20',
      // The environment the web processes share, where it is off.
      MAIL_DELIVERY: 'off',
    };
    const running = mailCli([], { env, log, stopped });
    await expect.poll(() => entries().some((entry) => entry.msg === 'sending email')).toBe(true);
    // Queued while the worker runs, as a form's lead is.
    await outbox.enqueue([message(1), message(2)], new Date());
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['sent', 'sent']);
    expect(await readdir(dir)).toHaveLength(2);
    stop('SIGTERM');
    expect(await running).toBe(0);
    expect(entries().map((entry) => entry.msg)).toEqual([
      expect.stringContaining('no SMTP_URL'),
      'sending email',
      'stopping',
      'stopped',
    ]);
  });
});
