import Dexie from 'dexie';
import { REQUEST_LOG_DB } from './request-log-db';

// Sorted copies of the lead tables, kept in the worker's memory so that a search
// or a count over 10,000 rows filters an array instead of reading IndexedDB row
// by row. Any committed write to the store through Dexie (handlers, reset,
// snapshot import, the seed) empties the cache, so a read never sees stale rows;
// writes to the request log (./request-log-db.ts, a database of its own) do not. The browser may
// stop the worker at will: the cache is then simply rebuilt on the next read.

const cache = new Map<string, readonly unknown[]>();

Dexie.on('storagemutated', (parts) => {
  if (Object.keys(parts).some((part) => !part.startsWith(`idb://${REQUEST_LOG_DB}/`))) {
    cache.clear();
  }
});

/** Every row of a table in ascending order of an indexed field. Do not mutate. */
export async function sortedRows<T>(
  table: {
    name: string;
    db: { name: string };
    orderBy(index: string): { toArray(): Promise<T[]> };
  },
  index: string,
): Promise<readonly T[]> {
  const key = `${table.db.name}/${table.name}/${index}`;
  const cached = cache.get(key);
  if (cached) return cached as readonly T[];
  const rows = await table.orderBy(index).toArray();
  cache.set(key, rows);
  return rows;
}
