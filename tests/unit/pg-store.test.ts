import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../backend/create-api';
import { seed } from '../../seed';
import { DataDirInUseError, LOCK_FILE } from '../../server/pg/data-dir-lock';
import { openPgliteStore } from '../../server/pg/open';

// What the handler suite (./backend, run on every store) cannot see through the
// API: the PostgreSQL store's migrations, its own constraints and its time zone.

const subscriber = (id: string, email: string) => ({
  id,
  email,
  isActive: true,
  subscribedAt: '2026-03-02T09:00:00.000Z',
});

describe('PostgreSQL store (PGlite)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'brightline-pg-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('migrates and seeds a new database once; reopened, it keeps what it holds', async () => {
    const first = await openPgliteStore(dir);
    expect(await first.store.count('services')).toBe(seed.services.length);
    await first.store.add('newsletterSubscribers', subscriber('s1', 'ann@example.com'));
    await first.close();

    const again = await openPgliteStore(dir);
    expect(await again.store.count('services')).toBe(seed.services.length);
    expect((await again.store.list('newsletterSubscribers')).map((row) => row.id)).toEqual(['s1']);
    await again.close();
  }, 30_000);

  it('keeps a data folder on disk to one process, and takes over a lock whose process is gone', async () => {
    const lock = join(dir, LOCK_FILE);
    // Another Node process that runs holds it.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(lock, String(other.pid));
      await expect(openPgliteStore(dir)).rejects.toThrow(DataDirInUseError);
      await expect(openPgliteStore(dir)).rejects.toThrow(
        new RegExp(`in use by process ${other.pid}.*DATABASE_URL`),
      );
      expect(await readFile(lock, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }

    // A process that has ended left its lock: the next open takes it over.
    const ended = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    await writeFile(lock, String(ended));
    const opened = await openPgliteStore(dir);
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    expect(await opened.store.count('services')).toBe(seed.services.length);
    await opened.close();
    // Closed, the folder is free again.
    await expect(readFile(lock, 'utf8')).rejects.toThrow(/ENOENT/);
  }, 30_000);

  it('answers timestamps as UTC ISO strings, whatever the session time zone', async () => {
    const { store, db, close } = await openPgliteStore();
    await db.execute(sql`set time zone 'Asia/Kathmandu'`);
    const api = createApi({ store });
    const clock = '2026-03-02T23:59:59.999Z';
    await api(
      new Request('http://localhost/api/__mock/config', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clock }),
      }),
    );
    const res = await api(
      new Request('http://localhost/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'tz@example.com' }),
      }),
    );
    expect(res.status).toBe(201);
    expect(
      (await store.find('newsletterSubscribers', 'email', 'tz@example.com'))?.subscribedAt,
    ).toBe(clock);
    await close();
  }, 30_000);

  it('refuses an email that differs only in case, and a failed transaction writes nothing', async () => {
    const { store, close } = await openPgliteStore();
    await store.add('newsletterSubscribers', subscriber('s1', 'ann@example.com'));
    await expect(
      store.add('newsletterSubscribers', subscriber('s2', 'ANN@example.com')),
    ).rejects.toThrow();
    await expect(
      store.transaction(async () => {
        await store.add('newsletterSubscribers', subscriber('s3', 'bo@example.com'));
        await store.add('newsletterSubscribers', subscriber('s4', 'Bo@Example.com'));
      }),
    ).rejects.toThrow();
    expect((await store.list('newsletterSubscribers')).map((row) => row.email)).toEqual([
      'ann@example.com',
    ]);
    await close();
  }, 30_000);
});
