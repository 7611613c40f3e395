import { describe, expect, it } from 'vitest';
import { insecureDefaults, readServerConfig } from '../../../server/config';
import { logLine, requestLine } from '../../../server/log';

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

  it('logs a server error as an error, a refused request as information', () => {
    const level = (status: number) =>
      JSON.parse(requestLine({ method: 'GET', path: '/', status, durationMs: 1 }, time)).level;
    expect(level(500)).toBe('error');
    expect(level(503)).toBe('error');
    expect(level(404)).toBe('info');
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
      dataDir: '.data/pglite',
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
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
      },
    });
  });

  it('come from the environment', () => {
    expect(
      readServerConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://site@db/site',
        DATA_DIR: '/var/lib/site',
        SHUTDOWN_TIMEOUT_MS: '2500',
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
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://site@db/site',
      dataDir: '/var/lib/site',
      shutdownTimeoutMs: 2500,
      trustProxy: true,
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
      },
    });
  });

  it('refuse a port that is not one', () => {
    expect(() => readServerConfig({ PORT: 'http' })).toThrow('PORT must be a whole number');
    expect(() => readServerConfig({ PORT: '70000' })).toThrow('PORT');
  });
});

describe('the warnings the server logs when it starts', () => {
  const demo = { username: 'admin', password: 'demo-admin-2024' };

  it('name every insecure default still in force', () => {
    const warnings = insecureDefaults(
      readServerConfig({ HOST: '0.0.0.0', FORMS_PER_MINUTE: '0', FORMS_PER_DAY: '0' }),
      demo,
      demo,
    );
    expect(warnings).toEqual([
      expect.stringContaining('the admin password is the demo one'),
      expect.stringContaining('no DATABASE_URL'),
      expect.stringContaining('no rate limit'),
      expect.stringContaining('no SMTP_URL: lead emails are written as .eml files to .data/mail'),
      expect.stringContaining('listening on 0.0.0.0 without TRUST_PROXY'),
    ]);
  });

  it('keep the one no setting can remove yet: the admin check runs in the browser', () => {
    const warnings = insecureDefaults(
      readServerConfig({
        DATABASE_URL: 'postgres://db/site',
        HOST: '0.0.0.0',
        TRUST_PROXY: '1',
        SMTP_URL: 'smtp://mail.example',
      }),
      { username: 'staff', password: 'a long private passphrase' },
      demo,
    );
    expect(warnings).toEqual([expect.stringContaining('the admin check runs in the browser')]);
  });
});
