import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../backend/create-api';
import { CLIENT_ADDRESS_HEADER } from '../../../backend/rate-limit';
import { answer, store as dexieStore } from '../../../mocks/answer';
import { pgAdminAuth } from '../../../server/auth/pg-admin-auth';
import { outageReport } from '../../../server/mail/delivery';
import { createPgOutbox } from '../../../server/mail/outbox';
import { pgIdempotency } from '../../../server/pg/idempotency';
import { createPgStore } from '../../../server/pg/pg-store';
import { isDatabaseUnavailable } from '../../../server/pg/unavailable';
import { createSite } from '../../../server/site';
import { API, IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/endpoints';
import { renderPage } from '../../../src/entry-server';
import { freePort } from '../../support/free-port';
import { CONTACT_INQUIRY } from '../backend/examples';

// The live server while its PostgreSQL cannot be reached: calls are answered
// 503 with Retry-After (the same call can be made again shortly), never 500,
// and a page rendered without its data says so with its status, so that the
// browser, the live worker and crawlers keep the copy they have.

const RETRY_SECONDS = '5';
const MESSAGE = 'The service is unavailable for a moment. Please try again shortly.';

describe('errors that mean the database cannot be reached now', () => {
  const withCode = (code: string, message = 'failed') =>
    Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) =>
    new Error('Failed query: select "id" from "services"', { cause });

  it('are the connection failures, PostgreSQL shutting down, full or read-only, and pg losing its connection', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal'),
      withCode('08006', 'connection failure'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('25006', 'cannot execute INSERT in a read-only transaction'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      // Drizzle wraps the driver's error as its cause.
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('are not a refused write, a wrong query, or anything else', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error at or near "form"'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new Error('boom'),
      wrapped(new TypeError('Cannot read properties of undefined')),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('the live API over a PostgreSQL it cannot reach', () => {
  let pool: pg.Pool;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    // Nothing listens on this port: every connection is refused.
    pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
    });
    const store = createPgStore(drizzle({ client: pool, casing: 'snake_case' }));
    api = createApi({
      store,
      logRequests: false,
      controlPath: false,
      adminAuth: pgAdminAuth(store),
      rateLimit: { perMinute: 5, perDay: 50 },
      idempotency: pgIdempotency(store),
      mail: {
        settings: { sales: 'sales@example.com', from: 'site@example.com', timeZone: 'UTC' },
        outbox: createPgOutbox(store),
      },
      unavailable: isDatabaseUnavailable,
    });
  });
  afterAll(() => pool.end());

  const call = (path: string, init: RequestInit = {}) =>
    api(
      new Request(`http://localhost${path}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: '192.0.2.1',
          ...init.headers,
        },
      }),
    );

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(RETRY_SECONDS);
    expect(await response.json()).toEqual({ error: MESSAGE });
  }

  // An error logged would fail the test (tests/unit/setup.ts): a 503 is not a fault.
  it('answers a read 503 with Retry-After, and logs no error', async () => {
    await expectUnavailable(await call(API.services));
    await expectUnavailable(await call(API.blogPost('some-post')));
  });

  it('answers a lead form 503, so that the live worker keeps the send for later', async () => {
    const sent = await call(API.contact, {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'key-1' },
      body: JSON.stringify(CONTACT_INQUIRY),
    });
    await expectUnavailable(sent);
  });

  it('answers an admin sign-in 503, not a wrong password', async () => {
    await expectUnavailable(
      await call('/api/admin/session', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'a password' }),
      }),
    );
  });

  it('answers 503 when the database does not answer a connection at all, after the connect timeout', async () => {
    // A listener that never speaks: a connection that hangs, as over a dropped network.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
      connectionTimeoutMillis: 200,
    });
    try {
      const slowApi = createApi({
        store: createPgStore(drizzle({ client: hanging, casing: 'snake_case' })),
        logRequests: false,
        controlPath: false,
        unavailable: isDatabaseUnavailable,
      });
      await expectUnavailable(await slowApi(new Request(`http://localhost${API.services}`)));
    } finally {
      await hanging.end();
      silent.close();
    }
  });

  it('still refuses a write that breaks the request rules, which need no database', async () => {
    const notJson = await call(API.newsletter, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(notJson.status).toBe(415);
  });
});

describe('a fault, an error no rule answers', () => {
  it('is told to onFault (the live server logs it as one line) and answered 500', async () => {
    const faults: unknown[] = [];
    const broken = new Error('a bug');
    const api = createApi({
      store: {
        ...dexieStore,
        list: async () => {
          throw broken;
        },
        scan: async () => {
          throw broken;
        },
      },
      logRequests: false,
      unavailable: isDatabaseUnavailable,
      onFault: (error) => faults.push(error),
    });
    const response = await api(new Request(`http://localhost${API.services}`));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error' });
    expect(faults).toEqual([broken]);
  });
});

describe('a page whose data could not be read', () => {
  const TEMPLATE =
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
  /** The seeded API, but /api/services answers `status`. */
  const failing =
    (status: number) =>
    (request: Request): Promise<Response> =>
      new URL(request.url).pathname === API.services
        ? Promise.resolve(Response.json({ error: 'failed' }, { status }))
        : answer(request);

  beforeAll(() => dexieStore.reset());

  it('is rendered with the read’s status: 503 while the database is out of reach, 500 for a fault', async () => {
    expect((await renderPage('/services', TEMPLATE, failing(503))).status).toBe(503);
    expect((await renderPage('/services', TEMPLATE, failing(500))).status).toBe(500);
    // The same page with its data, and a page that does not read services.
    expect((await renderPage('/services', TEMPLATE, answer)).status).toBe(200);
    expect((await renderPage('/team', TEMPLATE, failing(503))).status).toBe(200);
  });

  it('is served with its status, Retry-After on a 503, and kept by no cache', async () => {
    let status = 503;
    const site = createSite({
      api: answer,
      render: async () => ({ status, html: '<h1>Services</h1>', etag: 'W/"never"' }),
      sitemap: async () => {
        throw new Error('the database is out of reach');
      },
      shell: '<div id="root"></div>',
      template: TEMPLATE,
      shellPages: ['/admin'],
      clientDir: tmpdir(),
      ready: async () => false,
      draining: () => false,
      log: () => {},
    });
    const get = () => site.request('http://localhost/services') as Promise<Response>;
    const unavailable = await get();
    expect(unavailable.status).toBe(503);
    const sitemap = (await site.request('http://localhost/sitemap.xml')) as Response;
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('Retry-After')).toBe('5');
    expect(unavailable.headers.get('Retry-After')).toBe(RETRY_SECONDS);
    expect(unavailable.headers.get('Cache-Control')).toBe('no-store');
    expect(unavailable.headers.get('ETag')).toBeNull();
    expect(await unavailable.text()).toBe('<h1>Services</h1>');
    status = 500;
    const fault = await get();
    expect(fault.status).toBe(500);
    expect(fault.headers.get('Retry-After')).toBeNull();
    expect(fault.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the delivery loop, while the outbox cannot be read', () => {
  it('tells when the outage begins and when it ends, not at every poll', () => {
    const lines: string[] = [];
    let now = 1_000;
    const outage = outageReport(
      (details) => lines.push(`down ${JSON.stringify(details)}`),
      (details) => lines.push(`up ${JSON.stringify(details)}`),
      () => now,
    );
    outage.succeeded();
    for (let poll = 0; poll < 30; poll += 1) {
      // As Drizzle wraps the driver's error: the logged reason is the driver's.
      outage.failed(
        new Error('Failed query: update "mail_outbox" set …', {
          cause: new Error('Connection terminated unexpectedly'),
        }),
      );
      now += 1_000;
    }
    outage.succeeded();
    outage.succeeded();
    outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(lines).toEqual([
      'down {"error":"Connection terminated unexpectedly"}',
      'up {"failures":30,"downMs":30000}',
      'down {"error":"connect ECONNREFUSED 127.0.0.1:5432"}',
    ]);
  });
});
