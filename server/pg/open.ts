import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPgStore, type PgDb } from './pg-store';
import * as schema from './schema';

// Opens the PostgreSQL store: the migrations of ./migrations applied in order
// (Drizzle's migrator records them in drizzle.__drizzle_migrations), and the
// seed written into a database that had none applied, as IndexedDB's store is
// populated when it is created.

const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

async function isNew(db: PgDb): Promise<boolean> {
  const result = await db.execute<{ applied: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as applied`,
  );
  return (result as unknown as { rows: { applied: string | null }[] }).rows[0]?.applied == null;
}

/** PGlite, embedded: in memory, or in `dataDir` on disk. */
export async function openPgliteStore(dataDir?: string) {
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const fresh = await isNew(db);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  const store = createPgStore(db);
  if (fresh) await store.reset();
  return { store, db, close: () => client.close() };
}
