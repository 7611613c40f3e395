import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  type LiveTestServer,
  startLiveTestServer,
  waitUntilReady,
} from '../../scripts/lib/live-test-server.mjs';
import { startPostgres, startReplica } from '../../scripts/lib/throwaway-postgres.mjs';
import { API } from '../../src/contract/endpoints';
import type { Service } from '../../src/contract/entities';
import { freePort } from '../support/free-port';
import { sessionCookie } from './support';

// The live server with a read replica (DATABASE_REPLICA_URL): a PostgreSQL
// primary and a hot standby of it, streaming, both started here from Debian's
// binaries. Visitors' reads come from the replica, a signed-in admin's from
// the primary; pausing the replica's replay shows which answered. While the
// replica is gone, visitors read from the primary.

test.describe.configure({ mode: 'serial' });

let primary: ReturnType<typeof startPostgres> | undefined;
let replica: ReturnType<typeof startReplica> | undefined;
let standby: pg.Client | undefined;
let server: LiveTestServer | undefined;
let origin = '';

const SLUG = 'custom-software-development';
/** Short, so that a replica held behind is left for the primary within the test. */
const MAX_LAG_SECONDS = 3;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  primary = startPostgres({ port: await freePort(), durable: false });
  replica = startReplica({ primaryUrl: primary.url, port: await freePort(), durable: false });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startLiveTestServer({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_REPLICA_URL: replica.url,
      REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    },
    // The primary's database, which the server migrates and seeds.
    alongside: { env: { DATABASE_URL: primary.url } },
  });
  await waitUntilReady(`${origin}/readyz`, 90_000);
  standby = new pg.Client(replica.url);
  await standby.connect();
  // The replica has the seed once replication has brought it.
  await expect
    .poll(async () => {
      const found = await standby
        ?.query(`select count(*)::int as n from services where slug = $1`, [SLUG])
        .catch(() => undefined);
      return found?.rows[0]?.n;
    })
    .toBe(1);
});

test.afterAll(async () => {
  await standby?.end().catch(() => {});
  await server?.stop();
  replica?.stop();
  primary?.stop();
});

async function servicesFor(cookie?: string): Promise<Service[]> {
  const response = await fetch(`${origin}${API.services}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Service[];
}

const nameOf = (services: Service[]) => services.find((s) => s.slug === SLUG)?.name;

/** Renames the service as the signed-in admin whose cookie this is, through the CMS's call. */
async function rename(cookie: string, service: Service, name: string): Promise<void> {
  const saved = await fetch(`${origin}${API.service(service.id)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ ...service, name }),
  });
  expect(saved.status).toBe(200);
}

test('visitors read from the replica, and a signed-in admin reads back their edit from the primary at once', async () => {
  const cookie = await sessionCookie(origin);
  const before = await servicesFor(cookie);
  const service = before.find((s) => s.slug === SLUG);
  if (!service) throw new Error(`the seed has ${SLUG}`);
  const old = service.name;

  // The replica keeps what it has until its replay goes on.
  await standby?.query('select pg_wal_replay_pause()');
  try {
    const name = `Bespoke Software ${Date.now()}`;
    await rename(cookie, service, name);

    expect(nameOf(await servicesFor(cookie))).toBe(name);
    expect(nameOf(await servicesFor())).toBe(old);
    // The rendered page reads as a visitor does.
    const page = await (await fetch(`${origin}/services/${SLUG}`)).text();
    expect(page).toMatch(new RegExp(`<h1[^>]*>${old}</h1>`));
    expect(page).not.toContain(name);

    await standby?.query('select pg_wal_replay_resume()');
    await expect.poll(async () => nameOf(await servicesFor())).toBe(name);
    const after = await (await fetch(`${origin}/services/${SLUG}`)).text();
    expect(after).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  } finally {
    await standby?.query('select pg_wal_replay_resume()').catch(() => {});
  }
});

test('a replica held behind longer than REPLICA_MAX_LAG_SECONDS is left for the primary until it catches up', async () => {
  const cookie = await sessionCookie(origin);
  const service = (await servicesFor(cookie)).find((s) => s.slug === SLUG);
  if (!service) throw new Error(`the seed has ${SLUG}`);
  await standby?.query('select pg_wal_replay_pause()');
  try {
    const name = `Made to Measure ${Date.now()}`;
    await rename(cookie, service, name);
    const savedAt = Date.now();
    expect(nameOf(await servicesFor())).toBe(service.name);
    // Still paused: the new name can only come from the primary.
    await expect.poll(async () => nameOf(await servicesFor()), { timeout: 20_000 }).toBe(name);
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(MAX_LAG_SECONDS * 1000);
    const page = await (await fetch(`${origin}/services/${SLUG}`)).text();
    expect(page).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  } finally {
    await standby?.query('select pg_wal_replay_resume()');
  }
});

test('while the replica is gone, visitors read from the primary', async () => {
  const current = nameOf(await servicesFor());
  expect(current).toBeTruthy();
  await standby?.end().catch(() => {});
  standby = undefined;
  replica?.stop();
  replica = undefined;

  // The first read finds the replica gone and is answered by the primary; the
  // next ones go to the primary straight away.
  for (let n = 0; n < 3; n += 1) expect(nameOf(await servicesFor())).toBe(current);
  const page = await fetch(`${origin}/services/${SLUG}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>${current}</h1>`));
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
});
