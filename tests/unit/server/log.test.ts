import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  adminLocalOnly,
  adminStartCheck,
  insecureDefaults,
  readServerConfig,
} from '../../../server/config';
import { errorText, logLine, requestLine, toStdout } from '../../../server/log';

const time = new Date('2026-03-02T09:00:00.000Z');

describe('the live server log', () => {
  it('writes one request as one JSON line: time, level, method, path, status, duration in ms', () => {
    const line = requestLine(
      { method: 'POST', path: '/api/contact', status: 201, durationMs: 12.3456 },
      time,
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-03-02T09:00:00.000Z',
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/api/contact',
      status: 201,
      durationMs: 12.3,
    });
  });

  it("logs a failed query with its text and the driver's reason, not what a visitor typed", () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const error = new DrizzleQueryError(
      'insert into "contact_submissions" ("first_name", "email") values ($1, $2)',
      ['Ada Lovelace', 'ada@example.com'],
      cause,
    );
    const text = errorText(error);
    expect(text).toContain('Failed query: insert into "contact_submissions"');
    expect(text).toContain('cause: Error: invalid byte sequence for encoding "UTF8": 0x00');
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain('Ada Lovelace');
    expect(text).not.toContain('ada@example.com');
  });

  it('logs a server error as an error, a refused request as information', () => {
    const level = (status: number) =>
      JSON.parse(requestLine({ method: 'GET', path: '/', status, durationMs: 1 }, time)).level;
    expect(level(500)).toBe('error');
    expect(level(503)).toBe('error');
    expect(level(404)).toBe('info');
  });

  it('writes the lines of one turn of the event loop in one write, in order, after the turn', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      toStdout('{"n":1}');
      toStdout('{"n":2}');
      expect(write).not.toHaveBeenCalled();
      await new Promise((resolve) => setImmediate(resolve));
      expect(write.mock.calls).toEqual([['{"n":1}\n{"n":2}\n']]);
      toStdout('{"n":3}');
      await new Promise((resolve) => setImmediate(resolve));
      expect(write.mock.calls).toEqual([['{"n":1}\n{"n":2}\n'], ['{"n":3}\n']]);
    } finally {
      write.mockRestore();
    }
  });

  it('keeps a message with quotes and new lines on one line', () => {
    const line = logLine('error', 'failed', { error: 'a "quoted"\nstack' }, time);
    expect(line.split('\n')).toHaveLength(1);
    expect(JSON.parse(line).error).toBe('a "quoted"\nstack');
  });
});

describe('the live server settings', () => {
  it('default to port 3000 on loopback, PGlite in .data/pglite', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      replicaUrl: undefined,
      replicaMaxLagMs: 30_000,
      dataDir: '.data/pglite',
      shutdownTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      trustProxy: 0,
      formsPerMinute: 5,
      formsPerDay: 50,
      mail: {
        smtpUrl: undefined,
        dir: '.data/mail',
        sales: 'sales@brightlinelabs.example',
        from: 'Brightline Labs <no-reply@brightlinelabs.example>',
        maxAttempts: 8,
        retryMs: 30_000,
        pollMs: 1000,
        delivery: true,
      },
      demoAdmin: 'off',
      adminAuth: {
        sessionIdleMs: 8 * 3_600_000,
        maxFailures: 10,
        failureWindowMs: 15 * 60_000,
        lockoutMs: 15 * 60_000,
      },
    });
  });

  it('come from the environment', () => {
    expect(
      readServerConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://site@db/site',
        DATABASE_REPLICA_URL: 'postgres://site@db-replica/site',
        REPLICA_MAX_LAG_SECONDS: '5',
        DATA_DIR: '/var/lib/site',
        SHUTDOWN_TIMEOUT_MS: '2500',
        REQUEST_TIMEOUT_MS: '5000',
        TRUST_PROXY: 'true',
        FORMS_PER_MINUTE: '0',
        FORMS_PER_DAY: '200',
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        MAIL_DIR: '/var/mail/site',
        SALES_EMAIL: 'leads@example.com',
        MAIL_FROM: 'Site <site@example.com>',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_MS: '500',
        MAIL_POLL_MS: '100',
        MAIL_DELIVERY: 'off',
        DEMO_ADMIN: '1',
        ADMIN_SESSION_MINUTES: '30',
        ADMIN_MAX_FAILURES: '5',
        ADMIN_FAILURE_WINDOW_MINUTES: '10',
        ADMIN_LOCKOUT_MINUTES: '60',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://site@db/site',
      replicaUrl: 'postgres://site@db-replica/site',
      replicaMaxLagMs: 5000,
      dataDir: '/var/lib/site',
      shutdownTimeoutMs: 2500,
      requestTimeoutMs: 5000,
      trustProxy: 1,
      formsPerMinute: 0,
      formsPerDay: 200,
      mail: {
        smtpUrl: 'smtp://user:pass@mail.example:587',
        dir: '/var/mail/site',
        sales: 'leads@example.com',
        from: 'Site <site@example.com>',
        maxAttempts: 3,
        retryMs: 500,
        pollMs: 100,
        delivery: false,
      },
      demoAdmin: 'on',
      adminAuth: {
        sessionIdleMs: 30 * 60_000,
        maxFailures: 5,
        failureWindowMs: 10 * 60_000,
        lockoutMs: 60 * 60_000,
      },
    });
  });

  it('refuse a value that is not a setting, naming it, and never echo an address that may hold a password', () => {
    for (const [name, value, message] of [
      ['FORMS_PER_DAY', '1e3', 'FORMS_PER_DAY must be a whole number'],
      ['FORMS_PER_MINUTE', '0x10', 'FORMS_PER_MINUTE must be a whole number'],
      ['SMTP_URL', 'notaurl', 'SMTP_URL must be a smtp://… or smtps://… address'],
      ['SMTP_URL', 'http://user:secret@mail.example', 'not http://…'],
      ['DATABASE_URL', 'mysql://user:secret@db/site', 'DATABASE_URL must be a postgres://…'],
      ['DATABASE_REPLICA_URL', 'notaurl', 'DATABASE_REPLICA_URL must be'],
      ['SALES_EMAIL', 'notanemail', 'SALES_EMAIL must be an email address'],
      ['MAIL_FROM', 'Site <bogus>', 'MAIL_FROM must be an email address'],
    ] as const) {
      const env = { DATABASE_URL: 'postgres://db/site', [name]: value };
      expect(() => readServerConfig(env), `${name}=${value}`).toThrow(message);
      try {
        readServerConfig(env);
      } catch (error) {
        expect(String(error)).not.toContain('secret');
      }
    }
    const fine = readServerConfig({
      DATABASE_URL: 'postgresql://site@db/site',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SALES_EMAIL: 'leads@example.com',
      MAIL_FROM: 'Brightline Labs <no-reply@example.com>',
      FORMS_PER_DAY: '1000',
    });
    expect(fine.mail.smtpUrl).toBe('smtps://user:pass@mail.example:465');
    expect(fine.formsPerDay).toBe(1000);
    // A Unix socket with a user, as pg reads it, though no WHATWG URL.
    for (const address of [
      'socket://site:secret@/run/postgresql?db=site',
      'postgres://site@/site?host=/run/postgresql',
    ]) {
      expect(readServerConfig({ DATABASE_URL: address }).databaseUrl).toBe(address);
    }
  });

  it('take DEMO_ADMIN on or off, or local: the demo admin for this machine only', () => {
    expect(readServerConfig({}).demoAdmin).toBe('off');
    expect(readServerConfig({ DEMO_ADMIN: 'yes' }).demoAdmin).toBe('on');
    expect(readServerConfig({ DEMO_ADMIN: '0' }).demoAdmin).toBe('off');
    expect(readServerConfig({ DEMO_ADMIN: ' Local ' }).demoAdmin).toBe('local');
    expect(() => readServerConfig({ DEMO_ADMIN: 'maybe' })).toThrow(
      'DEMO_ADMIN must be on, off or local, not "maybe"',
    );
  });

  it('take a session lifetime in seconds over minutes, and refuse a zero one', () => {
    const config = readServerConfig({ ADMIN_SESSION_MINUTES: '30', ADMIN_SESSION_SECONDS: '4' });
    expect(config.adminAuth.sessionIdleMs).toBe(4000);
    expect(() => readServerConfig({ ADMIN_SESSION_MINUTES: '0' })).toThrow('ADMIN_SESSION_MINUTES');
  });

  it('send email in the server unless MAIL_DELIVERY is off, which needs PostgreSQL for a mail worker', () => {
    const server = { DATABASE_URL: 'postgres://db/site' };
    expect(readServerConfig({ ...server, MAIL_DELIVERY: 'on' }).mail.delivery).toBe(true);
    expect(readServerConfig({ ...server, MAIL_DELIVERY: ' OFF ' }).mail.delivery).toBe(false);
    expect(readServerConfig({ ...server, MAIL_DELIVERY: '0' }).mail.delivery).toBe(false);
    expect(() => readServerConfig({ ...server, MAIL_DELIVERY: 'later' })).toThrow(
      'MAIL_DELIVERY must be on or off, not "later"',
    );
    expect(() => readServerConfig({ MAIL_DELIVERY: 'off' })).toThrow(
      'MAIL_DELIVERY=off needs DATABASE_URL: with embedded PGlite no other process can send the email',
    );
  });

  it('take a read replica only beside a PostgreSQL primary', () => {
    expect(() => readServerConfig({ DATABASE_REPLICA_URL: 'postgres://db-replica/site' })).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL: a replica copies a PostgreSQL server, not embedded PGlite',
    );
    expect(() => readServerConfig({ REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(
      'REPLICA_MAX_LAG_SECONDS must be a whole number from 1 to 3600',
    );
  });

  it('name the range a setting really takes, whatever the value refused', () => {
    for (const value of ['0', 'abc', '-5', '700000']) {
      expect(() => readServerConfig({ ADMIN_SESSION_SECONDS: value }), value).toThrow(
        `ADMIN_SESSION_SECONDS must be a whole number from 1 to 604800, not "${value}"`,
      );
    }
    expect(() => readServerConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number from 1 to 600000, not "soon"',
    );
    expect(() => readServerConfig({ FORMS_PER_DAY: 'many' })).toThrow(
      'FORMS_PER_DAY must be a whole number from 0 to 1000000, not "many"',
    );
  });

  it('take TRUST_PROXY as the number of proxies in front, or as true or false', () => {
    const hops = (value: string) => readServerConfig({ TRUST_PROXY: value }).trustProxy;
    expect(['', '0', 'false', 'no', 'off'].map(hops)).toEqual([0, 0, 0, 0, 0]);
    expect(['1', 'true', 'YES', 'on', '2', '10'].map(hops)).toEqual([1, 1, 1, 1, 2, 10]);
    for (const bad of ['11', '-1', '1.5', 'two']) {
      expect(() => hops(bad)).toThrow(/TRUST_PROXY must be the number of proxies/);
    }
  });

  it('refuse a port that is not one', () => {
    expect(() => readServerConfig({ PORT: 'http' })).toThrow('PORT must be a whole number');
    expect(() => readServerConfig({ PORT: '70000' })).toThrow('PORT');
  });
});

describe('the warnings the server logs when it starts', () => {
  it('name every insecure default still in force', () => {
    const warnings = insecureDefaults(
      readServerConfig({ HOST: '0.0.0.0', FORMS_PER_MINUTE: '0', FORMS_PER_DAY: '0' }),
    );
    expect(warnings).toEqual([
      expect.stringContaining('no DATABASE_URL'),
      expect.stringContaining('no rate limit'),
      expect.stringContaining('no SMTP_URL: lead emails are written as .eml files to .data/mail'),
      expect.stringContaining('listening on 0.0.0.0 without TRUST_PROXY'),
    ]);
  });

  it('say nothing of email on a web process that leaves it to the mail worker', () => {
    const warnings = insecureDefaults(
      readServerConfig({ DATABASE_URL: 'postgres://db/site', MAIL_DELIVERY: 'off' }),
    );
    expect(warnings).toEqual([]);
  });

  it('are none for a deployment behind a proxy over PostgreSQL: the admin check is on the server', () => {
    const warnings = insecureDefaults(
      readServerConfig({
        DATABASE_URL: 'postgres://db/site',
        HOST: '0.0.0.0',
        TRUST_PROXY: '1',
        SMTP_URL: 'smtp://mail.example',
      }),
    );
    expect(warnings).toEqual([]);
  });
});

describe('the admin accounts at start-up', () => {
  const config = readServerConfig({});
  const demo = readServerConfig({ DEMO_ADMIN: '1' });

  it('refuse to start while an admin has the demo password, unless DEMO_ADMIN=1 says it is a demo', () => {
    const withDemo = { admins: 1, withDemoPassword: ['admin'] };
    expect(adminStartCheck(config, withDemo).refuse).toMatch(
      /^the admin account "admin" still has the demo password/,
    );
    expect(
      adminStartCheck(config, { admins: 3, withDemoPassword: ['admin', 'ops'] }).refuse,
    ).toMatch(/^the admin accounts "admin", "ops" still have the demo password/);
    expect(adminStartCheck(config, withDemo).refuse).toContain('npm run admin:create');
    expect(adminStartCheck(demo, withDemo)).toEqual({
      warning: expect.stringContaining('demo password, which is public'),
    });
  });

  it('start quietly once every admin has a password of its own', () => {
    expect(adminStartCheck(config, { admins: 2, withDemoPassword: [] })).toEqual({});
  });

  it('keep the admin API to this machine (DEMO_ADMIN=local) only while an admin has the demo password', () => {
    const local = readServerConfig({ DEMO_ADMIN: 'local' });
    expect(adminLocalOnly(local, { admins: 1, withDemoPassword: ['admin'] })).toBe(true);
    // admin:create replaced the demo admin: the admin's own password guards it.
    expect(adminLocalOnly(local, { admins: 1, withDemoPassword: [] })).toBe(false);
    expect(adminLocalOnly(demo, { admins: 1, withDemoPassword: ['admin'] })).toBe(false);
    expect(adminLocalOnly(config, { admins: 1, withDemoPassword: ['admin'] })).toBe(false);
  });

  it('warn when there is no admin at all', () => {
    expect(adminStartCheck(config, { admins: 0, withDemoPassword: [] }).warning).toContain(
      'admin:create',
    );
  });
});
