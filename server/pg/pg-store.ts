import { AsyncLocalStorage } from 'node:async_hooks';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  like,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { Row, Store, TableName } from '../../backend/store';
import { SEQUENCE_KEY_PREFIX } from '../../backend/store';
import { seed } from '../../seed';
import type { LoggedRequest } from '../../src/contract/mock-control';
import * as schema from './schema';

// The API core's store over PostgreSQL (Drizzle ORM): a server through `pg`, or
// PGlite embedded. It answers rows exactly as the IndexedDB store does: orders
// compare text by code point (COLLATE "C", as IndexedDB compares keys), ties go
// by id, and a NULL column is a field left out.

export type PgDb = PgDatabase<PgQueryResultHKT, typeof schema>;

// Rows travel as plain objects checked by the contract: the tables are handled
// alike, by name, so their column types are not needed here.
type AnyTable = PgTable & { id: PgColumn };

const TABLES: Record<TableName, AnyTable> = {
  services: schema.services,
  clients: schema.clients,
  testimonials: schema.testimonials,
  caseStudies: schema.caseStudies,
  portfolio: schema.portfolio,
  team: schema.team,
  blogPosts: schema.blogPosts,
  homepageSections: schema.homepageSections,
  technologies: schema.technologies,
  contactSubmissions: schema.contactSubmissions,
  leadCaptures: schema.leadCaptures,
  newsletterSubscribers: schema.newsletterSubscribers,
  consultations: schema.consultations,
  costEstimates: schema.costEstimates,
  freeAudits: schema.freeAudits,
};

const NAMES = Object.keys(TABLES) as TableName[];

const tableOf = (name: TableName): AnyTable => TABLES[name];

// Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement.
const BATCH = 1000;

const columnOf = (name: TableName, field: string): PgColumn => {
  const column = (getTableColumns(tableOf(name)) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`${name} has no field ${field}`);
  return column;
};

/** A column as IndexedDB orders it: text by code point. */
const sortKey = (column: PgColumn): SQL =>
  column.dataType === 'string' ? sql`${column} collate "C"` : sql`${column}`;

function orderOf(name: TableName, field: string | undefined, descending = false): SQL[] {
  const keys = [...(field && field !== 'id' ? [columnOf(name, field)] : []), tableOf(name).id];
  return keys.map((column) => (descending ? desc(sortKey(column)) : asc(sortKey(column))));
}

/** A row as the API answers it: a NULL column is a field left out. */
const fromRow = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;

/** Every column of a row, a field left out as NULL: what an upsert must write. */
const fullRow = (name: TableName, row: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(getTableColumns(tableOf(name))).map((field) => [
      field,
      (row as Record<string, unknown>)[field] ?? null,
    ]),
  );

export function createPgStore(db: PgDb): Store {
  // Every call made while a transaction's work runs goes through it, as Dexie's zones do.
  const current = new AsyncLocalStorage<PgDb>();
  const q = () => current.getStore() ?? db;

  async function insertAll(name: TableName, rows: readonly unknown[]) {
    for (let at = 0; at < rows.length; at += BATCH) {
      const batch = rows.slice(at, at + BATCH).map((row) => fullRow(name, row as object));
      await q().insert(tableOf(name)).values(batch);
    }
  }

  const store: Store = {
    tables: NAMES,

    async list(name, query = {}) {
      let select = q()
        .select()
        .from(tableOf(name))
        .orderBy(...orderOf(name, query.orderBy, query.desc))
        .$dynamic();
      if (query.offset) select = select.offset(query.offset);
      if (query.limit !== undefined) select = select.limit(query.limit);
      return (await select).map((row) => fromRow<Row<typeof name>>(row));
    },
    scan: (name, orderBy) => store.list(name, { orderBy }),
    count: (name) => q().$count(tableOf(name)),
    async get(name, id) {
      const table = tableOf(name);
      const [row] = await q().select().from(table).where(eq(table.id, id));
      return row && fromRow(row);
    },
    async find(name, field, value) {
      const [row] = await q()
        .select()
        .from(tableOf(name))
        .where(eq(columnOf(name, field), value))
        .orderBy(...orderOf(name, 'id'))
        .limit(1);
      return row && fromRow(row);
    },
    async bookings(from, to) {
      const t = schema.consultations;
      const rows = await q()
        .select()
        .from(t)
        .where(and(gte(t.selectedDate, from), lte(t.selectedDate, to)))
        .orderBy(...[t.selectedDate, t.selectedTime, t.id].map((column) => asc(sortKey(column))));
      return rows.map((row) => fromRow(row));
    },
    async add(name, row) {
      await q().insert(tableOf(name)).values(fullRow(name, row));
    },
    async put(name, row) {
      const table = tableOf(name);
      const { id: _id, ...changes } = fullRow(name, row);
      await q()
        .insert(table)
        .values(fullRow(name, row))
        .onConflictDoUpdate({ target: table.id, set: changes });
    },
    transaction: (work) =>
      current.getStore() ? work() : db.transaction((tx) => current.run(tx as PgDb, work)),

    async readSetting(key) {
      const t = schema.settings;
      const query = q().select().from(t).where(eq(t.key, key));
      // Within a transaction the row stays locked until it ends: a read-then-write
      // (a fault's countdown, an id sequence) never interleaves with another.
      const [row] = current.getStore() ? await query.for('update') : await query;
      return row?.value;
    },
    async writeSetting(key, value) {
      const t = schema.settings;
      await q()
        .insert(t)
        .values({ key, value })
        .onConflictDoUpdate({ target: t.key, set: { value } });
    },
    replace: (rows) =>
      store.transaction(async () => {
        for (const name of NAMES) {
          await q().delete(tableOf(name));
          await insertAll(name, rows[name] ?? []);
        }
        await q()
          .delete(schema.settings)
          .where(like(schema.settings.key, `${SEQUENCE_KEY_PREFIX}%`));
      }),
    reset: () =>
      store.transaction(async () => {
        await q().delete(schema.settings);
        for (const name of NAMES) {
          await q().delete(tableOf(name));
          await insertAll(name, (seed as Partial<Record<TableName, unknown[]>>)[name] ?? []);
        }
      }),

    async appendLog(entry, keep) {
      const t = schema.requestLog;
      // One statement, as every answer writes one: the insert and the trim share a
      // snapshot, which does not see the new row, so keep - 1 older rows stay.
      const added = q()
        .$with('added')
        .as(q().insert(t).values(entry).returning({ seq: t.seq }));
      const older = q()
        .select({ seq: t.seq })
        .from(t)
        .orderBy(desc(t.seq))
        .limit(keep - 1);
      await q().with(added).delete(t).where(notInArray(t.seq, older));
    },
    async readLog() {
      const t = schema.requestLog;
      return (await q().select().from(t).orderBy(asc(t.seq))) as LoggedRequest[];
    },
    async clearLog() {
      await q().delete(schema.requestLog);
    },
  };
  return store;
}
