import Dexie, { type Table } from 'dexie';
import { type ListQuery, type Store, type TableName, UniqueViolation } from '../backend/store';
import type { LoggedRequest } from '../src/contract/mock-control';
import { type BackendDb, replaceStore, resetToSeed, STORE_TABLES } from './db';
import { RequestLogDb } from './request-log-db';
import { sortedRows } from './row-cache';

// The API core's store over IndexedDB (Dexie): the standalone backend's, in the
// service worker, and in unit tests over fake-indexeddb. Reads go by index; a
// transaction spans every table, and Dexie's zones make every call made while
// it runs join it.

const SLOT_INDEX = '[selectedDate+selectedTime]';

/** Runs a write; a unique index's refusal comes out as the store's UniqueViolation. */
async function writing(name: TableName, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof Error && error.name === 'ConstraintError') {
      throw new UniqueViolation(name, [], { cause: error });
    }
    throw error;
  }
}

/**
 * A list in the order of `query.rank` (see ListQuery): the index's range of
 * each value in turn, the unlisted values' first, each counted to skip the
 * offset and read only the page.
 */
async function rankedList<T>(
  table: Table<T>,
  field: string,
  {
    rank = [],
    desc = false,
    offset = 0,
    limit = Number.POSITIVE_INFINITY,
  }: Omit<ListQuery<TableName>, 'orderBy'>,
): Promise<T[]> {
  const ranges = [
    table.where(field).noneOf([...rank]),
    ...rank.map((value) => table.where(field).equals(value)),
  ];
  if (desc) ranges.reverse();
  const rows: T[] = [];
  let skip = offset;
  for (const range of ranges) {
    if (rows.length >= limit) break;
    const ordered = desc ? range.reverse() : range;
    if (skip > 0) {
      const count = await ordered.count();
      if (skip >= count) {
        skip -= count;
        continue;
      }
    }
    let page = ordered.offset(skip);
    if (Number.isFinite(limit)) page = page.limit(limit - rows.length);
    rows.push(...(await page.toArray()));
    skip = 0;
  }
  return rows;
}

/** The rate limit's counts are settings keyed by window, then key: old windows sort first. */
const RATE_KEY_PREFIX = 'rate:';

export function createDexieStore(db: BackendDb, log: RequestLogDb = new RequestLogDb()): Store {
  const table = (name: TableName) => db.table(name);
  return {
    // A database capped at an earlier schema version lacks the newer tables.
    tables: STORE_TABLES.filter((name) => db.tables.some((t) => t.name === name)),

    async list(name, query = {}) {
      if (query.orderBy && query.rank) return rankedList(table(name), query.orderBy, query);
      let collection = query.orderBy
        ? table(name).orderBy(query.orderBy)
        : table(name).toCollection();
      if (query.desc) collection = collection.reverse();
      if (query.offset) collection = collection.offset(query.offset);
      if (query.limit !== undefined) collection = collection.limit(query.limit);
      return collection.toArray();
    },
    scan: (name, orderBy) => sortedRows(table(name), orderBy),
    count: (name) => table(name).count(),
    get: (name, id) => table(name).get(id),
    find: (name, field, value) => table(name).where(field).equals(value).first(),
    bookings(from, to) {
      const consultations = db.consultations;
      // A store capped at schema version 1 (see ./db.ts) has no slot index.
      if (!consultations.schema.idxByName[SLOT_INDEX]) {
        return consultations
          .filter((row) => row.selectedDate >= from && row.selectedDate <= to)
          .toArray();
      }
      return consultations
        .where(SLOT_INDEX)
        .between([from, Dexie.minKey], [to, Dexie.maxKey], true, true)
        .toArray();
    },
    add: (name, row) => writing(name, () => table(name).add(row)),
    put: (name, row) => writing(name, () => table(name).put(row)),
    transaction: (work) => db.transaction('rw', db.tables, work),
    // One IndexedDB transaction already costs no round trip: a batch is one.
    batch: (work) => db.transaction('rw', db.tables, work),

    readSetting: async (key) => (await db.meta.get(key))?.value,
    async writeSetting(key, value) {
      await db.meta.put({ key, value });
    },
    hit: (windows, expireBefore) =>
      db.transaction('rw', db.meta, async () => {
        const counts: number[] = [];
        for (const { key, windowStart } of windows) {
          const id = `${RATE_KEY_PREFIX}${windowStart}|${key}`;
          const hits = (((await db.meta.get(id))?.value as number | undefined) ?? 0) + 1;
          await db.meta.put({ key: id, value: hits });
          counts.push(hits);
        }
        if (counts.includes(1)) {
          await db.meta
            .where('key')
            .between(RATE_KEY_PREFIX, `${RATE_KEY_PREFIX}${expireBefore}`)
            .delete();
        }
        return counts;
      }),
    replace: (rows) => replaceStore(rows, db),
    reset: () => resetToSeed(db),

    async appendLog(entry, keep) {
      await log.transaction('rw', log.requests, async () => {
        await log.requests.add(entry as LoggedRequest);
        const extra = (await log.requests.count()) - keep;
        if (extra > 0) await log.requests.orderBy('seq').limit(extra).delete();
      });
    },
    readLog: () => log.requests.orderBy('seq').toArray(),
    async clearLog() {
      await log.requests.clear();
    },
  };
}
