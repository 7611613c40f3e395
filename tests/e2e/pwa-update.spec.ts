import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { type StaticServer, startStaticServer } from '../../scripts/lib/static-server.mjs';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { BUDGET_RANGES, PROJECT_TYPES, TIME_SLOTS, TIMELINES } from '../../src/contract/options';
import { backendOf, expect, openReady, test } from './fixtures';

// A new deployment on the same origin: the open app offers the new version,
// every tab moves to it, and everything stored survives, across the backend's
// schema upgrade too. Version A is the previous release (schema version 1),
// version B the current code (schema version 3).

const PORT = 4603;
const BUILDS = [
  { dir: 'dist-pwa-a', version: '1.0.0-a', env: { VITE_DB_SCHEMA_VERSION: '1' } },
  { dir: 'dist-pwa-b', version: '1.0.1-b', env: {} },
] as const;
const HEADERS = { username: ADMIN_CREDENTIALS.username, password: ADMIN_CREDENTIALS.password };

test.describe.configure({ mode: 'serial' });

let server: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  for (const build of BUILDS) {
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', build.dir, '--emptyOutDir'],
      {
        env: { ...process.env, VITE_APP_VERSION: build.version, ...build.env },
        stdio: 'ignore',
      },
    );
  }
  server = await startStaticServer({ root: BUILDS[0].dir, port: PORT });
});

test.afterAll(async () => {
  await server?.stop();
});

const versionOf = (page: Page) =>
  page
    .evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="app-version"]')?.content)
    .catch(() => undefined);

const schemaVersionOf = (page: Page) =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases();
    return databases.find((db) => db.name === 'brightline-backend')?.version;
  });

test('a new version is offered, every tab moves to it and no stored data is lost', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await openReady(page, `${server.url}/`);
  expect(await versionOf(page)).toBe('1.0.0-a');
  const backend = backendOf(page);
  expect(
    (await backend.call('POST', '/api/newsletter', { email: 'keep@example.com' })).status,
  ).toBe(201);
  const consultation = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    company: 'Analytical Engines',
    projectType: PROJECT_TYPES[0],
    budgetRange: BUDGET_RANGES[0],
    timelineNeeds: TIMELINES[0],
    selectedDate: '2030-01-08',
    selectedTime: TIME_SLOTS[0],
    message: 'We would like to plan a new data platform together.',
  };
  // The backend books only the next 14 weekdays: the day before is a Monday.
  await backend.fixClock('2030-01-07T10:00:00.000Z');
  expect((await backend.call('POST', '/api/consultations', consultation)).status).toBe(201);
  // Dexie stores schema version N as IndexedDB version 10 × N.
  expect(await schemaVersionOf(page)).toBe(10);

  const other = await context.newPage();
  await openReady(other, `${server.url}/blog`);
  // A third tab holds a half-written enquiry.
  const typing = await context.newPage();
  await openReady(typing, `${server.url}/contact`);
  const firstName = typing.getByLabel('First Name');
  await firstName.fill('Grace');

  // Deploy B on the same origin; the browser checks sw.js on the next navigation.
  server.setRoot(BUILDS[1].dir);
  await page.reload();
  const prompt = (tab: Page) => tab.getByText('A new version is available');
  await expect(prompt(page)).toBeVisible({ timeout: 30_000 });
  await expect(prompt(other)).toBeVisible({ timeout: 30_000 });
  await expect(prompt(typing)).toBeVisible({ timeout: 30_000 });
  expect(await versionOf(page)).toBe('1.0.0-a');

  // Reload in the tab with typed text says first that the text would be lost.
  await typing.getByRole('button', { name: 'Reload' }).click();
  await expect(
    typing.getByText('What you typed in the form on this page is lost when it reloads.', {
      exact: false,
    }),
  ).toBeVisible();
  await typing.getByRole('button', { name: 'Keep typing' }).click();
  await expect(typing.getByRole('button', { name: 'Reload', exact: true })).toBeVisible();
  expect(await versionOf(typing)).toBe('1.0.0-a');
  await expect(firstName).toHaveValue('Grace');

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => versionOf(page), { timeout: 30_000 }).toBe('1.0.1-b');
  await expect.poll(() => versionOf(other), { timeout: 30_000 }).toBe('1.0.1-b');
  await expect(prompt(page)).toBeHidden();

  // The tab with typed text was not reloaded under its visitor: it says the
  // new version is ready, keeps the text, and reloads into it when asked.
  const ready = typing.getByText('A new version is ready');
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(prompt(typing)).toBeHidden();
  expect(await versionOf(typing)).toBe('1.0.0-a');
  await expect(firstName).toHaveValue('Grace');
  await typing.getByRole('button', { name: 'Reload' }).click();
  await typing.getByRole('button', { name: 'Reload anyway' }).click();
  await expect.poll(() => versionOf(typing), { timeout: 30_000 }).toBe('1.0.1-b');
  await expect(ready).toBeHidden();

  const after = backendOf(page);
  const subscribers = await after.call(
    'GET',
    '/api/admin/newsletter-subscribers',
    undefined,
    HEADERS,
  );
  expect(subscribers.json.map((row: { email: string }) => row.email)).toEqual(['keep@example.com']);
  const leads = await after.call('GET', '/api/admin/lead-captures', undefined, HEADERS);
  expect(leads.json.map((row: { email: string }) => row.email)).toContain('ada@example.com');
  expect(await schemaVersionOf(page)).toBe(30);
  // The upgrade brought in the technology pages, which version A had no table for.
  const golang = await after.call('GET', '/api/technologies/golang');
  expect(golang.status).toBe(200);
  expect(golang.json.name).toBe('Golang Development');
  const indexes = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('brightline-backend');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [
            ...db.transaction('consultations').objectStore('consultations').indexNames,
          ];
          db.close();
          resolve(names);
        };
      }),
  );
  expect(indexes).toContain('[selectedDate+selectedTime]');

  // The new version is the one that answers offline now.
  await context.setOffline(true);
  await other.reload();
  expect(await versionOf(other)).toBe('1.0.1-b');
});
