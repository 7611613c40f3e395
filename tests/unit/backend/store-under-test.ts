import type { Store } from '../../../backend/store';

// The handler suite runs on every store the API core has, one store per run:
// TEST_STORE names it (dexie, the default: IndexedDB on fake-indexeddb).

export async function storeUnderTest(): Promise<Store> {
  const name = process.env.TEST_STORE ?? 'dexie';
  if (name === 'dexie') return (await import('../../../mocks/answer')).store;
  throw new Error(`Unknown TEST_STORE "${name}": use dexie`);
}
