import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Store } from '../../../backend/store';

// The handler suite runs on every store the API core has, one store per run:
// TEST_STORE names it: dexie (the default: IndexedDB on fake-indexeddb), pglite
// (PostgreSQL embedded, in memory) or postgres (a PostgreSQL server). Each test
// file of the PostgreSQL stores gets a database of its own, a copy of one the
// run's global setup migrated and seeded (./setup-pglite.ts, ./setup-postgres.ts),
// whose session time zone is not UTC.

export async function storeUnderTest(): Promise<{ store: Store; close: () => Promise<void> }> {
  const name = process.env.TEST_STORE ?? 'dexie';
  if (name === 'dexie') {
    return { store: (await import('../../../mocks/answer')).store, close: async () => {} };
  }
  if (name === 'pglite') {
    const { openPgliteStore } = await import('../../../server/pg/open');
    const { SESSION_TIME_ZONE } = await import('./postgres-databases');
    const tarball = await readFile(inject('pgliteDataDir'));
    const opened = await openPgliteStore(undefined, { loadDataDir: new Blob([tarball]) });
    await opened.client.exec(`set time zone '${SESSION_TIME_ZONE}'`);
    return opened;
  }
  if (name === 'postgres') {
    const { openCopy } = await import('./postgres-databases');
    return openCopy(inject('postgres'));
  }
  throw new Error(`Unknown TEST_STORE "${name}": use dexie, pglite or postgres`);
}
