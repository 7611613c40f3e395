import { AsyncLocalStorage } from 'node:async_hooks';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  like,
  lt,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, Row, Store, TableName } from '../../backend/store';
import { SEQUENCE_KEY_PREFIX, UniqueViolation } from '../../backend/store';
import { seed } from '../../seed';
import type { LoggedRequest } from '../../src/contract/mock-control';
import * as schema from './schema';

// The API core's store over PostgreSQL (Drizzle ORM): a server through `pg`, or
// PGlite embedded. It answers rows exactly as the IndexedDB store does: orders
// compare text by UTF-16 code unit, as IndexedDB compares keys (sortKey), ties
// go by id, and a NULL column is a field left out.

// Drizzle is given no schema: the store builds every query itself, and a schema
// only serves Drizzle's relational queries (`db.query`), whose builders Drizzle
// would otherwise construct again for every table in every transaction.
export type PgDb = PgDatabase<PgQueryResultHKT>;

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

/**
 * A column as IndexedDB orders it: text by UTF-16 code unit. Collation "C"
 * compares code points (UTF-8 bytes), which order the same but for characters
 * above U+FFFF (written in UTF-16 with surrogates, D800 to DFFF) against those
 * from U+E000 to U+FFFF (private use, full-width forms): each of the latter
 * gets U+10FFFF in front of it, which puts it after every character above
 * U+FFFF, as UTF-16 does.
 */
const sortKey = (column: PgColumn): SQL =>
  column.dataType === 'string'
    ? sql`regexp_replace(${column}, '([\\uE000-\\uFFFF])', chr(1114111) || '\\1', 'g') collate "C"`
    : sql`${column}`;

function orderOf(
  name: TableName,
  field: string | undefined,
  descending = false,
  rank?: readonly string[],
): SQL[] {
  const keys = [...(field && field !== 'id' ? [columnOf(name, field)] : []), tableOf(name).id].map(
    sortKey,
  );
  // A ranked field's listed values in their order; the unlisted ones (NULL,
  // '') first, as NULL is (array_position gives NULL for them).
  if (field && rank) {
    const listed = sql`array_position(array[${sql.join(
      rank.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[], ${columnOf(name, field)}::text)`;
    keys.unshift(descending ? sql`${listed} desc nulls last` : sql`${listed} asc nulls first`);
    return keys.map((key, at) => (at === 0 ? key : descending ? desc(key) : asc(key)));
  }
  return keys.map((key) => (descending ? desc(key) : asc(key)));
}

/** A row as the API answers it: a NULL column is a field left out. */
function fromRow<T>(row: Record<string, unknown>): T {
  const answer: Record<string, unknown> = {};
  for (const field in row) {
    const value = row[field];
    if (value !== null) answer[field] = value;
  }
  return answer as T;
}

// The store's reads outside a transaction are PostgreSQL prepared statements,
// built once per shape (table, order, paging) instead of once per call. One name
// per shape for the whole process: stores over the same pool (the migration's
// and the server's) then never give one name two texts.
const STATEMENT_NAMES = new Map<string, string>();
const statementName = (shape: string): string => {
  let name = STATEMENT_NAMES.get(shape);
  if (name === undefined) {
    name = `store_read_${STATEMENT_NAMES.size + 1}`;
    STATEMENT_NAMES.set(shape, name);
  }
  return name;
};

/** What a prepared read needs: its values by placeholder name. */
type PreparedRead = {
  execute: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;
};

// Every form's lead is written by an insert. Drizzle's builder takes 35–75 µs to
// build one (it walks each value as a chunk of SQL), a flat `sql` template of the
// same statement about 4: so Drizzle builds each insert's text once per table and
// row count (`toSQL()`, with placeholders), and a call binds its values to that
// text as a template, each through its column's mapToDriverValue, as the builder
// does. A field left out is written as NULL.
type InsertText = {
  strings: TemplateStringsArray;
  slots: [row: number, field: string, column: PgColumn][];
};
const INSERT_TEXTS = new Map<string, InsertText>();

function insertText(db: PgDb, table: PgTable, rowCount: number): InsertText {
  const key = `${getTableName(table)} ${rowCount}`;
  let text = INSERT_TEXTS.get(key);
  if (text === undefined) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const fields = Object.keys(columns);
    const rows = Array.from({ length: rowCount }, (_, row) =>
      Object.fromEntries(fields.map((field) => [field, sql.placeholder(`${row} ${field}`)])),
    );
    const built = db.insert(table).values(rows).toSQL();
    const slots = built.params.map((param): [number, string, PgColumn] => {
      // Each value of the text is a Param (public `value`) holding its placeholder.
      const { value } = param as { value?: { name?: string } };
      const [row, field = ''] = String(value?.name).split(' ');
      const column = columns[field];
      if (!column) throw new Error(`${key}: no column for ${String(value?.name)}`);
      return [Number(row), field, column];
    });
    const strings = built.sql.split(/\$\d+\b/);
    if (strings.length !== slots.length + 1) throw new Error(`${key}: unexpected insert text`);
    text = { strings: Object.assign(strings, { raw: strings }), slots };
    INSERT_TEXTS.set(key, text);
  }
  return text;
}

/** An insert of whole rows into `table`, built from its text made once (above). */
function insertRows(db: PgDb, table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const { strings, slots } = insertText(db, table, rows.length);
  const values = slots.map(([row, field, column]) => {
    const value = rows[row]?.[field];
    return value == null ? null : column.mapToDriverValue(value);
  });
  return sql(strings, ...values);
}

/** Every column of a row, a field left out as NULL: what an upsert must write. */
const fullRow = (name: TableName, row: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(getTableColumns(tableOf(name))).map((field) => [
      field,
      (row as Record<string, unknown>)[field] ?? null,
    ]),
  );

// Advisory lock keys (the migration lock of ./open.ts is another): one for the
// whole content, and a class of them for settings, one per key's hash.
const CONTENT_LOCK = 7_305_119;
const SETTING_LOCK = 7_305_120;

const BY_SQL_NAME = new Map(NAMES.map((name) => [getTableName(tableOf(name)), name]));

/**
 * A unique index's refusal (SQLSTATE 23505) as the store's UniqueViolation, with
 * the fields of the key read from its detail: `Key (selected_date, selected_time)=(…)`,
 * `Key (lower(email))=(…)`.
 */
function uniqueViolationOf(error: unknown): UniqueViolation | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, table, detail } = cause as { code?: string; table?: string; detail?: string };
    if (code !== '23505') continue;
    const name = table === undefined ? undefined : BY_SQL_NAME.get(table);
    if (!name) return undefined;
    const columns = getTableColumns(tableOf(name));
    const key = /^Key \((.*)\)=\(/.exec(detail ?? '')?.[1] ?? '';
    const fields = (key.match(/[a-z][a-z0-9_]*/g) ?? [])
      .map((word) => word.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()))
      .filter((field) => field in columns);
    return new UniqueViolation(name, fields, { cause: error });
  }
  return undefined;
}

/** Runs a write; a unique index's refusal comes out as UniqueViolation. */
async function writing<R>(write: PromiseLike<R>): Promise<R> {
  try {
    return await write;
  } catch (error) {
    throw uniqueViolationOf(error) ?? error;
  }
}

/**
 * The store over PostgreSQL, and the database as the current call sees it: the
 * live server's own tables (admin sessions, the mail outbox, …) are written
 * through `query()`, or `insert()`, so that they join a transaction the store
 * runs (and, through `insert()`, a batch).
 */
export interface PgStore extends Store {
  /** The transaction the current call runs in, else the database. Refused in a batch. */
  query(): PgDb;
  /**
   * Adds rows to one of the live server's own tables (the mail outbox): they
   * join the current batch (`Store.batch`) or transaction, else go alone.
   */
  insert(table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void>;
}

/** The statements of a running `Store.batch`, sent together when it ends. */
class Batch {
  readonly statements: SQL[] = [];
}

/**
 * Statements as one: each but the last as a data-modifying WITH query, which
 * PostgreSQL runs with the last, all in one statement and so all or nothing.
 */
function together(statements: readonly SQL[]): SQL {
  const last = statements.at(-1);
  if (!last) throw new Error('No statement to send');
  if (statements.length === 1) return last;
  const queries = statements
    .slice(0, -1)
    .map((statement, at) => sql`${sql.raw(`batch_${at + 1}`)} as (${statement})`);
  return sql`with ${sql.join(queries, sql`, `)} ${last}`;
}

export function createPgStore(db: PgDb): PgStore {
  // Every call made while a transaction's work runs goes through it, as Dexie's
  // zones do; while a batch's work runs, its writes are kept for the end.
  const current = new AsyncLocalStorage<PgDb | Batch>();
  /** The transaction the current call runs in, if any. */
  const transactionNow = (): PgDb | undefined => {
    const scope = current.getStore();
    if (scope instanceof Batch) {
      throw new Error('A batch only adds rows: read before it, or run a transaction');
    }
    return scope;
  };
  const q = () => transactionNow() ?? db;

  // Statements prepared on `db` run outside any transaction: inside one (the
  // `current` store) the reads are built each time, so that they join it.
  const prepared = new Map<string, PreparedRead>();
  const preparedRead = (shape: string, build: (name: string) => PreparedRead): PreparedRead => {
    let read = prepared.get(shape);
    if (read === undefined) {
      read = build(statementName(shape));
      prepared.set(shape, read);
    }
    return read;
  };

  function listQuery<T extends TableName>(
    tx: PgDb,
    name: T,
    query: ListQuery<T>,
    paging: 'values' | 'placeholders',
  ) {
    let select = tx
      .select()
      .from(tableOf(name))
      .orderBy(...orderOf(name, query.orderBy, query.desc, query.rank))
      .$dynamic();
    const values = paging === 'values';
    if (query.offset) select = select.offset(values ? query.offset : sql.placeholder('offset'));
    if (query.limit !== undefined) {
      select = select.limit(values ? query.limit : sql.placeholder('limit'));
    }
    return select;
  }

  async function insertAll(name: TableName, rows: readonly unknown[]) {
    for (let at = 0; at < rows.length; at += BATCH) {
      const batch = rows.slice(at, at + BATCH).map((row) => fullRow(name, row as object));
      await writing(q().insert(tableOf(name)).values(batch));
    }
  }

  // Two replaces at once (two resets, two imports) run one after the other, as
  // IndexedDB runs them: otherwise the second's delete would not see the rows the
  // first inserts, and its inserts would collide with them.
  const lockContent = () => q().execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);

  const store: PgStore = {
    tables: NAMES,
    query: q,

    async list(name, query = {}) {
      const tx = transactionNow();
      let rows: Record<string, unknown>[];
      if (tx) {
        rows = await listQuery(tx, name, query, 'values');
      } else {
        const shape = `list ${name} ${query.orderBy ?? 'id'}${query.rank ? ` ranked ${query.rank.join('|')}` : ''} ${query.desc ? 'desc' : 'asc'} ${query.offset ? 'offset' : ''} ${query.limit !== undefined ? 'limit' : ''}`;
        const read = preparedRead(shape, (statement) =>
          listQuery(db, name, query, 'placeholders').prepare(statement),
        );
        rows = await read.execute({ offset: query.offset, limit: query.limit });
      }
      return rows.map((row) => fromRow<Row<typeof name>>(row));
    },
    scan: (name, orderBy) => store.list(name, { orderBy }),
    count: (name) => q().$count(tableOf(name)),
    async get(name, id, options) {
      const table = tableOf(name);
      const tx = transactionNow();
      const inTransaction = (scope: PgDb) => {
        const query = scope.select().from(table).where(eq(table.id, id));
        return options?.forUpdate ? query.for('update') : query;
      };
      const [row] = tx
        ? await inTransaction(tx)
        : await preparedRead(`get ${name}`, (statement) =>
            db
              .select()
              .from(table)
              .where(eq(table.id, sql.placeholder('id')))
              .prepare(statement),
          ).execute({ id });
      return row && fromRow(row);
    },
    async find(name, field, value) {
      const findQuery = (tx: PgDb, match: unknown) =>
        tx
          .select()
          .from(tableOf(name))
          .where(eq(columnOf(name, field), match))
          .orderBy(...orderOf(name, 'id'))
          .limit(1);
      const tx = transactionNow();
      const [row] = tx
        ? await findQuery(tx, value)
        : await preparedRead(`find ${name} ${field}`, (statement) =>
            findQuery(db, sql.placeholder('value')).prepare(statement),
          ).execute({ value });
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
    add: (name, row) => store.insert(tableOf(name), [row as Record<string, unknown>]),
    async insert(table, rows) {
      const statement = insertRows(db, table, rows);
      const scope = current.getStore();
      if (scope instanceof Batch) scope.statements.push(statement);
      else await writing((scope ?? db).execute(statement));
    },
    async put(name, row) {
      const table = tableOf(name);
      const { id: _id, ...changes } = fullRow(name, row);
      await writing(
        q()
          .insert(table)
          .values(fullRow(name, row))
          .onConflictDoUpdate({ target: table.id, set: changes }),
      );
    },
    // Within another transaction, a savepoint: an error caught inside (a unique
    // key another request took, answered by the handler) undoes only this part,
    // and the outer transaction goes on.
    transaction: (work) => q().transaction((tx) => current.run(tx as PgDb, work)),
    async batch(work) {
      // Within a transaction or another batch, the rows join it.
      if (current.getStore() !== undefined) return work();
      const batch = new Batch();
      await current.run(batch, work);
      if (batch.statements.length > 0) await writing(db.execute(together(batch.statements)));
    },

    async readSetting(key) {
      const t = schema.settings;
      const query = q().select().from(t).where(eq(t.key, key));
      if (!transactionNow()) return (await query)[0]?.value;
      // Within a transaction the key stays locked until it ends: a read-then-write
      // (a fault's countdown, an id sequence) never interleaves with another. A row
      // lock alone would not do: a setting not written yet has no row to lock, and
      // two requests would both start a sequence at 1.
      await q().execute(sql`select pg_advisory_xact_lock(${SETTING_LOCK}, hashtext(${key}))`);
      const [row] = await query.for('update');
      return row?.value;
    },
    async writeSetting(key, value) {
      const t = schema.settings;
      await q()
        .insert(t)
        .values({ key, value })
        .onConflictDoUpdate({ target: t.key, set: { value } });
    },
    async hit(windows, expireBefore) {
      if (windows.length === 0) return [];
      const t = schema.rateLimits;
      // One statement, one round trip and one commit for every window. Rows are
      // locked in the order given, the same in every request, so two requests
      // counting the same windows wait for each other and never deadlock.
      const rows = await q()
        .insert(t)
        .values(windows.map(({ key, windowStart }) => ({ key, windowStart, hits: 1 })))
        .onConflictDoUpdate({ target: [t.key, t.windowStart], set: { hits: sql`${t.hits} + 1` } })
        .returning({ key: t.key, hits: t.hits });
      const hitsOf = new Map(rows.map((row) => [row.key, row.hits]));
      const counts = windows.map(({ key }) => hitsOf.get(key) ?? 1);
      // The ended windows go when a new one starts; sweeping them on every hit
      // measured no faster.
      if (counts.includes(1)) await q().delete(t).where(lt(t.windowStart, expireBefore));
      return counts;
    },
    replace: (rows) =>
      store.transaction(async () => {
        await lockContent();
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
        await lockContent();
        await q().delete(schema.settings);
        await q().delete(schema.rateLimits);
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
