import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEMO_ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { seedDemoAdmin } from '../auth/admin-users';
import { type Log, logLine } from '../log';
import { lockDataDir } from './data-dir-lock';
import { createPgStore, type PgDb, type PgStore } from './pg-store';

// Opens the PostgreSQL store: the migrations of ./migrations applied in order
// (Drizzle's migrator records them in drizzle.__drizzle_migrations), and the
// seed written into a database that had none applied, as IndexedDB's store is
// populated when it is created. A database without any admin gets the demo one
// (the server then refuses to start unless DEMO_ADMIN=1: server/config.ts).

/** The migrations beside this file; the server bundle passes its own copy's folder. */
const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

// Several server processes may start at once over one database: the first to
// take this advisory lock migrates and seeds, the others wait and find it done.
const MIGRATION_LOCK = 7_305_118;

/** How long a new connection to PostgreSQL may take (pg's pool waits this long for one, too). */
const CONNECT_TIMEOUT_MS = 5000;

export interface OpenStore {
  store: PgStore;
  db: PgDb;
  close: () => Promise<void>;
}

async function isNew(db: PgDb): Promise<boolean> {
  const result = await db.execute<{ applied: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as applied`,
  );
  return (result as unknown as { rows: { applied: string | null }[] }).rows[0]?.applied == null;
}

export interface PgliteOptions {
  /**
   * Starts from a copy of another database, a tarball of its data folder (PGlite's
   * `dumpDataDir()`): seconds quicker than creating one, which runs initdb.
   */
  loadDataDir?: Blob;
  /** The folder of the migrations (default ./migrations). */
  migrationsFolder?: string;
}

/** PGlite, embedded: in memory, or in `dataDir` on disk. */
export async function openPgliteStore(
  dataDir?: string,
  { loadDataDir, migrationsFolder = MIGRATIONS }: PgliteOptions = {},
): Promise<OpenStore & { client: PGlite }> {
  // A folder on disk is one process's at a time (./data-dir-lock.ts); memory needs no lock.
  const onDisk = dataDir !== undefined && !/^[a-z]+:\/\//.test(dataDir);
  const unlock = onDisk ? await lockDataDir(dataDir) : async () => undefined;
  let client: PGlite | undefined;
  try {
    client = new PGlite({ dataDir, loadDataDir });
    const db = drizzlePglite({ client, casing: 'snake_case' });
    const fresh = await isNew(db);
    await migratePglite(db, { migrationsFolder });
    const store = createPgStore(db);
    if (fresh) await store.reset();
    await seedDemoAdmin(db, DEMO_ADMIN_CREDENTIALS);
    const opened = client;
    const close = async () => {
      try {
        await opened.close();
      } finally {
        await unlock();
      }
    };
    return { store, db, close, client: opened };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /** The folder of the migrations (default ./migrations). */
  migrationsFolder?: string;
  /**
   * Where to log an idle connection's failure (the database restarting, the
   * network cut); default standard error.
   */
  log?: Log;
}

/** `pg`'s pool, whose idle connections' failures are logged instead of ending the process. */
function poolOf(connectionString: string, max: number, log: Log, name?: string): pg.Pool {
  // A database that does not answer at all (a dropped network) fails a
  // request after 5 s, answered 503 (./unavailable.ts), instead of holding it
  // until the operating system gives up on the connection.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client's error (the server restarting) must not end the process:
  // the pool drops that client and the next query opens another.
  pool.on('error', (error) =>
    log(
      logLine('warn', 'a database connection failed', {
        ...(name && { database: name }),
        error: error.message,
      }),
    ),
  );
  return pool;
}

/** A PostgreSQL server through `pg`'s pool, at `connectionString` (postgres://…). */
export async function openPostgresStore(
  connectionString: string,
  {
    max = 10,
    migrationsFolder = MIGRATIONS,
    log = (line) => console.error(line),
  }: PostgresOptions = {},
): Promise<OpenStore> {
  const pool = poolOf(connectionString, max, log);
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const lockedDb = drizzlePg({ client: lockClient, casing: 'snake_case' });
      const fresh = await isNew(lockedDb);
      await migratePg(lockedDb, { migrationsFolder });
      if (fresh) await createPgStore(lockedDb).reset();
      await seedDemoAdmin(lockedDb, DEMO_ADMIN_CREDENTIALS);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return storeOver(pool);
}

/**
 * A read replica of the primary's database (a hot standby), at
 * `connectionString`: the store over it, for reads only. Nothing is migrated
 * or seeded there, since the primary's changes reach it by replication; and
 * nothing is asked of it yet, so a replica out of reach does not stop the
 * server (its reads go to the primary meanwhile: ../read-replica.ts).
 */
export function openReplicaStore(
  connectionString: string,
  { max = 10, log = (line) => console.error(line) }: Omit<PostgresOptions, 'migrationsFolder'> = {},
): OpenStore {
  return storeOver(poolOf(connectionString, max, log, 'read replica'));
}

/** The store over a pool, and the pool's end. */
function storeOver(pool: pg.Pool): OpenStore {
  const db = drizzlePg({ client: pool, casing: 'snake_case' });
  return { store: createPgStore(db), db, close: () => pool.end() };
}
