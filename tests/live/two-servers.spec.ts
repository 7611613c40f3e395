import { readdir, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  type LiveTestServer,
  startLiveTestServer,
  waitUntilReady,
} from '../../scripts/lib/live-test-server.mjs';
import { startPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { DEMO_ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { ADMIN_AUTH_API, API, IDEMPOTENCY_KEY_HEADER } from '../../src/contract/endpoints';
import { freePort } from '../support/free-port';
import { sessionCookie } from './support';

// Two live server processes over one PostgreSQL database, as a deployment runs
// them behind a load balancer (README, "Deploying it"): a process keeps
// nothing another would need. Each test sends its calls to both, as a balancer
// without sticky sessions would, from a client address of its own (the servers
// trust X-Forwarded-For, as behind a balancer), so that the rate limit and the
// sign-in lockout of one test leave the others alone. Embedded PGlite is one
// process's: with no PostgreSQL server named (TEST_DATABASE_URL), this file
// starts one of its own from Debian's binaries, as mail-worker.spec.ts does.

// One pair of servers for the file, its tests in order on one worker.
test.describe.configure({ mode: 'default' });

const FORMS_PER_MINUTE = 4;
const { username: USER, password: PASSWORD } = DEMO_ADMIN_CREDENTIALS;

let postgres: ReturnType<typeof startPostgres> | undefined;
let first: LiveTestServer | undefined;
let second: LiveTestServer | undefined;
let origins: [string, string] = ['', ''];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    postgres = startPostgres({ port: await freePort() });
  }
  const ports = [await freePort(), await freePort()];
  const env = (port: number) => ({
    ...(postgres && { DATABASE_URL: postgres.url }),
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    FORMS_PER_MINUTE: String(FORMS_PER_MINUTE),
    MAIL_POLL_MS: '100',
  });
  // Started together on an empty database: both migrate and seed it at once.
  first = await startLiveTestServer({ env: env(ports[0] ?? 0) });
  second = await startLiveTestServer({ env: env(ports[1] ?? 0), alongside: first });
  origins = [`http://localhost:${ports[0]}`, `http://localhost:${ports[1]}`];
  await Promise.all(origins.map((origin) => waitUntilReady(`${origin}/readyz`, 150_000)));
});

test.afterAll(async () => {
  // The first server made the database and drops it: it stops last.
  await second?.stop();
  await first?.stop();
  postgres?.stop();
});

let addresses = 0;
/** A client address no other test uses (documentation range, RFC 5737). */
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

/** A call to one of the servers, from `address`, with `cookie` if given. */
async function call(
  origin: string,
  path: string,
  {
    method = 'GET',
    body,
    address,
    cookie,
    headers = {},
  }: {
    method?: string;
    body?: unknown;
    address: string;
    cookie?: string;
    headers?: Record<string, string>;
  },
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'X-Forwarded-For': address,
      // Every write is JSON, as the app sends it (a body or not): see request-rules.ts.
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/** Signs in on `origin` from `address`: the session cookie, as a Cookie header. */
const signIn = (origin: string, address: string) =>
  sessionCookie(origin, { 'X-Forwarded-For': address });

const contactForm = (email: string) => ({
  name: 'Grace Hopper',
  email,
  phone: '',
  company: 'Harvard Mark I',
  service: 'Consulting',
  message: 'We would like to talk about a new compiler.',
});

test('both servers, started together on an empty database, migrate and seed it once', async () => {
  const [one, two] = origins;
  const address = newAddress();
  const [a, b] = await Promise.all([
    call(one, API.services, { address }),
    call(two, API.services, { address }),
  ]);
  expect(a.status).toBe(200);
  expect(b.json).toEqual(a.json);
  expect(a.json).toHaveLength(10);
});

test('a session made on one server is honoured by the other, and signing out on either ends it on both', async () => {
  const [one, two] = origins;
  const address = newAddress();
  const cookie = await signIn(one, address);
  expect((await call(two, ADMIN_AUTH_API.session, { address, cookie })).json).toEqual({
    username: USER,
  });
  const leads = await call(two, API.contactSubmissions, { address, cookie });
  expect(leads.status).toBe(200);
  expect((await call(one, ADMIN_AUTH_API.session, { address, cookie })).status).toBe(200);

  const out = await call(two, ADMIN_AUTH_API.session, { method: 'DELETE', address, cookie });
  expect(out.status).toBe(200);
  for (const origin of origins) {
    expect((await call(origin, ADMIN_AUTH_API.session, { address, cookie })).status).toBe(401);
  }
});

test('a CMS edit made through one server shows in the page the other renders next', async () => {
  const [one, two] = origins;
  const address = newAddress();
  const path = '/services/custom-software-development';
  // The second server renders the page first, and keeps its render.
  const before = await fetch(`${two}${path}`);
  expect(before.status).toBe(200);
  const etag = before.headers.get('etag');
  expect(await before.text()).toContain('Custom Software Development');
  expect((await fetch(`${two}${path}`, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(
    304,
  );

  const cookie = await signIn(one, address);
  const services = (await call(one, API.services, { address })).json as {
    id: string;
    slug: string;
    name: string;
  }[];
  const service = services.find((s) => s.slug === 'custom-software-development');
  if (!service) throw new Error('the seed has custom-software-development');
  const name = `Bespoke Software ${Date.now()}`;
  const saved = await call(one, API.service(service.id), {
    method: 'PUT',
    body: { ...service, name },
    address,
    cookie,
  });
  expect(saved.status).toBe(200);

  const after = await fetch(`${two}${path}`, { headers: { 'If-None-Match': etag ?? '' } });
  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(etag);
  expect(await after.text()).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
});

test("the public forms' rate limit counts the sends to both servers together", async () => {
  // A minute's window may turn during the sends: then the count starts again,
  // and the sends are made again from a new address in the next window.
  await expect(async () => {
    const minute = () => new Date().toISOString().slice(0, 16);
    const started = minute();
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n <= FORMS_PER_MINUTE; n += 1) {
      const origin = origins[n % 2] ?? '';
      const sent = await call(origin, API.contact, {
        method: 'POST',
        body: contactForm(`limit-${address}-${n}@example.com`),
        address,
      });
      statuses.push(sent.status);
    }
    const other = await call(origins[0], API.contact, {
      method: 'POST',
      body: contactForm(`limit-other-${Date.now()}@example.com`),
      address: newAddress(),
    });
    if (minute() !== started) throw new Error('the minute turned: sending again');
    // Two sends to each server, then the fifth is refused, by whichever gets it.
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect(other.status).toBe(201);
  }).toPass({ timeout: 75_000, intervals: [0] });
});

test('a lead sent again to the other server with its Idempotency-Key gets the first answer, and is stored once', async () => {
  const [one, two] = origins;
  const address = newAddress();
  const email = `once-${Date.now()}@example.com`;
  const key = `two-servers-${Date.now()}`;
  const send = (origin: string) =>
    call(origin, API.contact, {
      method: 'POST',
      body: contactForm(email),
      address,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  const sent = await send(one);
  expect(sent.status).toBe(201);
  const again = await send(two);
  expect(again.status).toBe(201);
  expect(again.json).toEqual(sent.json);

  const cookie = await signIn(two, address);
  const stored = await call(one, `${API.contactSubmissions}?search=${email}`, { address, cookie });
  expect(JSON.stringify(stored.json).split(email).length - 1).toBe(1);
});

test("each lead's two emails are sent once, by one server or the other", async () => {
  const leads = 6;
  const tag = Date.now();
  for (let n = 0; n < leads; n += 1) {
    const sent = await call(origins[n % 2] ?? '', API.contact, {
      method: 'POST',
      body: contactForm(`mail-${tag}-${n}@example.com`),
      address: newAddress(),
    });
    expect(sent.status).toBe(201);
  }
  // Both delivery loops claim from the one outbox: every message is sent (and
  // written to a file by the server that sent it) before it is marked sent.
  const database = new pg.Client({ connectionString: first?.env.DATABASE_URL });
  await database.connect();
  try {
    await expect
      .poll(
        async () =>
          (
            await database.query<{ waiting: string }>(
              "select count(*) as waiting from mail_outbox where status <> 'sent'",
            )
          ).rows[0]?.waiting,
        { timeout: 60_000 },
      )
      .toBe('0');
    const sentRows = await database.query<{ sent: string }>(
      'select count(*) as sent from mail_outbox',
    );
    const files = async (server: LiveTestServer | undefined) =>
      (await readdir(server?.env.MAIL_DIR ?? '')).filter((name) => name.endsWith('.eml'));
    const written = [...(await files(first)), ...(await files(second))];
    // Every message of the file's leads so far, this test's among them, once.
    expect(written).toHaveLength(Number(sentRows.rows[0]?.sent));
    expect(new Set(written).size).toBe(written.length);
    const withTag = async (server: LiveTestServer | undefined) => {
      let count = 0;
      for (const name of await files(server)) {
        const text = await readFile(`${server?.env.MAIL_DIR}/${name}`, 'utf8');
        if (text.includes(`mail-${tag}-`)) count += 1;
      }
      return count;
    };
    expect((await withTag(first)) + (await withTag(second))).toBe(leads * 2);
  } finally {
    await database.end();
  }
});

test('failed sign-ins on both servers add up to one lockout, which both enforce', async () => {
  const [one, two] = origins;
  const address = newAddress();
  for (let n = 0; n < 10; n += 1) {
    const failed = await call(n % 2 ? two : one, ADMIN_AUTH_API.session, {
      method: 'POST',
      body: { username: `intruder${n}`, password: 'wrong password' },
      address,
    });
    expect(failed.status).toBe(401);
  }
  for (const origin of origins) {
    const locked = await call(origin, ADMIN_AUTH_API.session, {
      method: 'POST',
      body: { username: USER, password: PASSWORD },
      address,
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatch(/too many failed sign-ins/i);
  }
  // Another address still signs in.
  await signIn(two, newAddress());
});
