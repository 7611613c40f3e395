import type { Store } from '../../../backend/store';

// The handler suite runs on every store the API core has, one store per run:
// TEST_STORE names it: dexie (the default: IndexedDB on fake-indexeddb) or
// pglite (PostgreSQL embedded, in memory; one database per test file, since a
// new one takes seconds to create).

export async function storeUnderTest(): Promise<{ store: Store; close: () => Promise<void> }> {
  const name = process.env.TEST_STORE ?? 'dexie';
  if (name === 'dexie') {
    return { store: (await import('../../../mocks/answer')).store, close: async () => {} };
  }
  if (name === 'pglite') return (await import('../../../server/pg/open')).openPgliteStore();
  throw new Error(`Unknown TEST_STORE "${name}": use dexie or pglite`);
}
