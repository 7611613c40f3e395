import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../backend/admin-auth';
import { createApi } from '../../../backend/create-api';
import { CLIENT_ADDRESS_HEADER } from '../../../backend/rate-limit';
import { seed } from '../../../seed';
import { removeAdmins, setAdminPassword } from '../../../server/auth/admin-users';
import { type AdminAuthSettings, pgAdminAuth } from '../../../server/auth/pg-admin-auth';
import type { PgStore } from '../../../server/pg/pg-store';
import {
  adminAuditLog,
  adminLockouts,
  adminSessions,
  adminSignInFailures,
} from '../../../server/pg/schema';
import { DEMO_ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';
import { IF_MATCH_HEADER, versionOf } from '../../../src/contract/versions';
import { store } from './call';

// The live server's admin sign-in over the PostgreSQL stores (the standalone
// backend has none: its demo header check is the rest of this suite): sessions
// in a cookie with sliding expiry, the lockout, the headers refused, and the
// audit log of admin writes.

const onPostgres = process.env.TEST_STORE === 'pglite' || process.env.TEST_STORE === 'postgres';
const MINUTE = 60_000;
const START = new Date('2026-11-24T10:00:00.000Z').getTime();
const { username: USER, password: PASSWORD } = DEMO_ADMIN_CREDENTIALS;

describe.runIf(onPostgres)('the live admin sign-in', () => {
  const pgStore = store as PgStore;
  let now = START;
  /** A live API on the suite's store and clock, with these sign-in settings. */
  const liveApi = (settings: Partial<AdminAuthSettings> = {}) =>
    createApi({
      store,
      clock: () => new Date(now),
      logRequests: false,
      controlPath: false,
      adminAuth: pgAdminAuth(pgStore, {
        sessionIdleMs: 10 * MINUTE,
        maxFailures: 10,
        failureWindowMs: 15 * MINUTE,
        lockoutMs: 15 * MINUTE,
        ...settings,
      }),
    });
  const api = liveApi();

  interface CallOptions {
    body?: unknown;
    cookie?: string;
    address?: string;
    headers?: Record<string, string>;
    origin?: string;
    /** Another server's settings (the suite's by default). */
    on?: typeof api;
  }
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = {
      [CLIENT_ADDRESS_HEADER]: options.address ?? '203.0.113.7',
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    };
    if (options.cookie) headers.Cookie = `${SESSION_COOKIE}=${options.cookie}`;
    const response = await (options.on ?? api)(
      new Request(`${options.origin ?? 'http://localhost'}${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      // biome-ignore lint/suspicious/noExplicitAny: test helper reads arbitrary JSON
      json: (text ? JSON.parse(text) : undefined) as any,
    };
  }

  const signIn = (username: string = USER, password: string = PASSWORD, address?: string) =>
    call('POST', '/api/admin/session', { body: { username, password }, address });

  function tokenOf(setCookie: string | null): string {
    const token = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(setCookie ?? '')?.[1];
    if (!token) throw new Error(`No session cookie in ${setCookie}`);
    return token;
  }

  async function session(): Promise<string> {
    const res = await signIn();
    expect(res.status).toBe(200);
    return tokenOf(res.headers.get('Set-Cookie'));
  }

  const leads = (cookie?: string, headers?: Record<string, string>) =>
    call('GET', '/api/admin/contact-submissions', { cookie, headers });

  beforeEach(async () => {
    now = START;
    const db = pgStore.query();
    for (const table of [adminSessions, adminSignInFailures, adminLockouts, adminAuditLog]) {
      await db.delete(table);
    }
  });

  describe('signing in', () => {
    it('answers the username and sets an HttpOnly, SameSite=Strict session cookie on /api', async () => {
      const res = await signIn();
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ username: USER });
      const cookie = res.headers.get('Set-Cookie') ?? '';
      expect(tokenOf(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/api');
      // Plain http to this machine: a browser would drop a Secure cookie.
      expect(cookie).not.toContain('Secure');
      expect(cookie).not.toContain('Max-Age');
    });

    it('marks the cookie Secure for any other address', async () => {
      const res = await call('POST', '/api/admin/session', {
        body: { username: USER, password: PASSWORD },
        origin: 'https://www.example.com',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Set-Cookie')).toContain('; Secure');
    });

    it('keeps only the SHA-256 of the token', async () => {
      const token = await session();
      const rows = await pgStore.query().select().from(adminSessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('answers 401 "Invalid username or password" for a wrong password or an unknown user, no cookie', async () => {
      for (const [username, password] of [
        [USER, 'wrong password'],
        ['nobody', PASSWORD],
      ] as const) {
        const res = await signIn(username, password);
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ error: 'Invalid username or password' });
        expect(res.headers.get('Set-Cookie')).toBeNull();
      }
    });

    it('validates the body with the form rules: 400 with field errors', async () => {
      const res = await call('POST', '/api/admin/session', { body: { username: ' ' } });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ username: ['Required'], password: expect.any(Array) });
    });

    it('refuses a sign-in from another site (403) and a body that is not JSON (415)', async () => {
      const crossSite = await call('POST', '/api/admin/session', {
        body: { username: USER, password: PASSWORD },
        headers: { Origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      const notJson = await call('POST', '/api/admin/session', {
        body: { username: USER, password: PASSWORD },
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(notJson.status).toBe(415);
      expect((await pgStore.query().select().from(adminSessions)).length).toBe(0);
    });
  });

  describe('admin calls', () => {
    it('need the session cookie: the username and password headers alone get 401', async () => {
      const headers = { username: USER, password: PASSWORD };
      const refused = await leads(undefined, headers);
      expect(refused.status).toBe(401);
      expect(refused.json.error).toEqual(expect.any(String));
      expect((await leads('not-a-session')).status).toBe(401);
      expect((await leads(await session())).status).toBe(200);
    });

    it('tell who is signed in (GET /api/admin/session), 401 when nobody is', async () => {
      expect((await call('GET', '/api/admin/session')).status).toBe(401);
      const res = await call('GET', '/api/admin/session', { cookie: await session() });
      expect(res).toMatchObject({ status: 200, json: { username: USER } });
    });

    it('end a session idle for longer than the timeout, and each call extends it', async () => {
      const token = await session();
      now = START + 9 * MINUTE;
      expect((await leads(token)).status).toBe(200);
      // 18 minutes after signing in, 9 after the last call: still open.
      now = START + 18 * MINUTE;
      expect((await leads(token)).status).toBe(200);
      now = START + 28 * MINUTE + 1;
      expect((await leads(token)).status).toBe(401);
      expect((await call('GET', '/api/admin/session', { cookie: token })).status).toBe(401);
    });

    it('sign out: the row goes, the cookie is cleared, and the old cookie gets 401', async () => {
      const token = await session();
      const out = await call('DELETE', '/api/admin/session', { cookie: token });
      expect(out.status).toBe(200);
      expect(out.headers.get('Set-Cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      expect(await pgStore.query().select().from(adminSessions)).toEqual([]);
      expect((await leads(token)).status).toBe(401);
    });
  });

  describe('the lockout', () => {
    async function fail(times: number, username = USER, address?: string) {
      for (let n = 0; n < times; n += 1) {
        expect((await signIn(username, `wrong ${n}`, address)).status).toBe(401);
      }
    }

    it('locks an account for 15 minutes after 10 failures, even for the right password', async () => {
      await fail(10, USER, '198.51.100.1');
      now += MINUTE;
      const locked = await signIn(USER, PASSWORD, '198.51.100.99');
      expect(locked.status).toBe(429);
      expect(locked.json.error).toBe(
        'Too many failed sign-ins: sign-in is locked for 14 more minutes. Try again later.',
      );
      expect(locked.headers.get('Retry-After')).toBe(String(14 * 60));
      expect(locked.headers.get('Set-Cookie')).toBeNull();
      now = START + 14 * MINUTE + 30_000;
      expect((await signIn(USER, PASSWORD, '198.51.100.99')).json.error).toBe(
        'Too many failed sign-ins: sign-in is locked for 1 more minute. Try again later.',
      );
      now = START + 15 * MINUTE + 1000;
      expect((await signIn(USER, PASSWORD, '198.51.100.99')).status).toBe(200);
    });

    it('locks a client address after 10 failures on any accounts, not other addresses', async () => {
      for (let n = 0; n < 10; n += 1) {
        expect((await signIn(`user${n}`, 'wrong', '192.0.2.5')).status).toBe(401);
      }
      expect((await signIn(USER, PASSWORD, '192.0.2.5')).status).toBe(429);
      expect((await signIn(USER, PASSWORD, '192.0.2.6')).status).toBe(200);
      now = START + 16 * MINUTE;
      expect((await signIn(USER, PASSWORD, '192.0.2.5')).status).toBe(200);
    });

    it('locks an IPv6 client by its /64, whichever of its addresses it tries from', async () => {
      for (let n = 0; n < 10; n += 1) {
        expect((await signIn(`user${n}`, 'wrong', `2001:db8:7:7::${n + 1}`)).status).toBe(401);
      }
      expect((await signIn(USER, PASSWORD, '2001:db8:7:7:abcd::1')).status).toBe(429);
      expect((await signIn(USER, PASSWORD, '2001:db8:7:8::1')).status).toBe(200);
    });

    it('checks at most 10 passwords of attempts sent all at once, and locks out the rest', async () => {
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, n) => signIn(USER, `wrong ${n}`, '192.0.2.20')),
      );
      // Each attempt counts before its password is checked: however they
      // interleave, no more than 10 are answered as checked (401).
      const statuses = burst.map((res) => res.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect((await signIn(USER, PASSWORD, '192.0.2.21')).status).toBe(429);
    });

    it('lets the right password through once Retry-After has passed, with a window longer than the lockout', async () => {
      const on = liveApi({ maxFailures: 4, lockoutMs: MINUTE });
      const attempt = (password: string) =>
        call('POST', '/api/admin/session', { body: { username: USER, password }, on });
      for (let n = 0; n < 4; n += 1) expect((await attempt(`wrong ${n}`)).status).toBe(401);
      const locked = await attempt(PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('Retry-After')).toBe('60');
      now += 61_000;
      expect((await attempt(PASSWORD)).status).toBe(200);
      // The failures before the lockout are spent: four more lock it again.
      for (let n = 0; n < 4; n += 1) expect((await attempt(`again ${n}`)).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(429);
    });

    it('counts only failures within the last 15 minutes', async () => {
      await fail(9);
      now = START + 16 * MINUTE;
      await fail(9);
      expect((await signIn()).status).toBe(200);
    });

    it('a success does not forgive the address its failures on other accounts', async () => {
      for (let n = 0; n < 9; n += 1) await signIn(`other${n}`, 'wrong', '192.0.2.8');
      expect((await signIn(USER, PASSWORD, '192.0.2.8')).status).toBe(200);
      await signIn('another', 'wrong', '192.0.2.8');
      expect((await signIn(USER, PASSWORD, '192.0.2.8')).status).toBe(429);
    });
  });

  describe('the audit log', () => {
    const service = seed.services[0];
    if (!service) throw new Error('The seed has no service');

    it('records each admin write in its transaction, and sign-in and sign-out', async () => {
      const token = await session();
      now += MINUTE;
      const edit = await call('PUT', `/api/services/${service.id}`, {
        cookie: token,
        body: { ...service, name: 'Renamed service' },
      });
      expect(edit.status).toBe(200);
      now += MINUTE;
      const section = await call('PUT', '/api/admin/homepage-sections/hero', {
        cookie: token,
        body: { headline: 'New headline', subtext: 'Sub', ctaText: 'Go', backgroundImage: '' },
      });
      expect(section.status).toBe(200);
      now += MINUTE;
      await call('DELETE', '/api/admin/session', { cookie: token });

      const token2 = await session();
      const log = await call('GET', '/api/admin/audit-log', { cookie: token2 });
      expect(log.status).toBe(200);
      expect(log.json.total).toBe(5);
      expect(
        log.json.items.map((e: { method: string; action: string; item?: string }) => [
          e.method,
          e.action,
          e.item,
        ]),
      ).toEqual([
        ['POST', 'sign in', undefined],
        ['DELETE', 'sign out', undefined],
        ['PUT', 'update homepage section', 'homepageSections/hero'],
        ['PUT', 'update service', `services/${service.id}`],
        ['POST', 'sign in', undefined],
      ]);
      expect(log.json.items[3]).toMatchObject({
        username: USER,
        at: new Date(START + MINUTE).toISOString(),
      });
      const paged = await call('GET', '/api/admin/audit-log?page=2&pageSize=2', { cookie: token2 });
      expect(paged.json).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(paged.json.items.map((e: { action: string }) => e.action)).toEqual([
        'update homepage section',
        'update service',
      ]);
      // Paging out of range is named in words, as the lists' paging is.
      for (const [query, field, message] of [
        ['page=0', 'page', 'Page must be 1 or more'],
        ['pageSize=501', 'pageSize', 'Page size must be from 1 to 500'],
      ] as const) {
        const refused = await call('GET', `/api/admin/audit-log?${query}`, { cookie: token2 });
        expect(refused.status, query).toBe(400);
        expect(refused.json.fieldErrors, query).toEqual({ [field]: [message] });
      }
      // Restore the seed's service for the other files' sake.
      await call('PUT', `/api/services/${service.id}`, { cookie: token2, body: service });
    });

    it('records nothing for a refused write (400) or one without a session (401)', async () => {
      const token = await session();
      const invalid = await call('PUT', `/api/services/${service.id}`, {
        cookie: token,
        body: { ...service, name: '' },
      });
      expect(invalid.status).toBe(400);
      const anonymous = await call('PUT', `/api/services/${service.id}`, {
        body: service,
        headers: { username: USER, password: PASSWORD },
      });
      expect(anonymous.status).toBe(401);
      const rows = await pgStore.query().select().from(adminAuditLog);
      expect(rows.map((row) => row.action)).toEqual(['sign in']);
    });

    it('is an admin read: 401 without a session', async () => {
      expect((await call('GET', '/api/admin/audit-log')).status).toBe(401);
    });

    it('names, in an edit refused as made from an old version, who saved the item last and when', async () => {
      const other = { username: 'grace', password: 'a-long-password-of-hers' };
      await setAdminPassword(pgStore.query(), other.username, other.password, PASSWORD);
      const ada = await session();
      const grace = tokenOf(
        (await signIn(other.username, other.password)).headers.get('Set-Cookie'),
      );
      const listed = (await call('GET', '/api/services')).json.find(
        (row: { id: string }) => row.id === service.id,
      );
      const opened = { [IF_MATCH_HEADER]: versionOf(listed) };
      now += MINUTE;
      const first = await call('PUT', `/api/services/${service.id}`, {
        cookie: grace,
        body: { ...service, name: 'Renamed by Grace' },
        headers: opened,
      });
      expect(first.status).toBe(200);
      now += MINUTE;
      const stale = await call('PUT', `/api/services/${service.id}`, {
        cookie: ada,
        body: { ...service, deliveryTime: '9 weeks' },
        headers: opened,
      });
      expect(stale.status).toBe(412);
      expect(stale.json).toMatchObject({
        error: 'grace saved this service after you opened it',
        savedBy: 'grace',
        savedAt: new Date(START + MINUTE).toISOString(),
        current: { name: 'Renamed by Grace' },
      });
      expect(stale.json.savedBySelf).toBeUndefined();
      // The admin's own save, from another window: theirs.
      const again = { [IF_MATCH_HEADER]: stale.headers.get('ETag') ?? '' };
      now += MINUTE;
      const mine = await call('PUT', `/api/services/${service.id}`, {
        cookie: ada,
        body: { ...stale.json.current, deliveryTime: '9 weeks' },
        headers: again,
      });
      expect(mine.status).toBe(200);
      const mineAgain = await call('PUT', `/api/services/${service.id}`, {
        cookie: ada,
        body: { ...stale.json.current, startingPrice: 'From $1' },
        headers: again,
      });
      expect(mineAgain.status).toBe(412);
      expect(mineAgain.json).toMatchObject({
        error: 'You saved this service in another window after you opened it here',
        savedBy: USER,
        savedBySelf: true,
      });
      // An item no audited write has touched: the refusal cannot say who.
      const hero = await call('PUT', '/api/admin/homepage-sections/hero', {
        cookie: ada,
        body: { headline: 'Mine', subtext: 'Sub', ctaText: 'Go', backgroundImage: '' },
        headers: { [IF_MATCH_HEADER]: '"0"' },
      });
      expect(hero.status).toBe(412);
      expect(hero.json.error).toBe('Someone else saved this section after you opened it');
      expect(hero.json.savedBy).toBeUndefined();
      // The seed's service again, and one admin, for the other tests' sake.
      await call('PUT', `/api/services/${service.id}`, { cookie: ada, body: service });
      await removeAdmins(pgStore.query(), [other.username]);
    });
  });
});
