import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresStore } from '../../../server/pg/open';

// Databases of the backend-postgres project's run: names unique across test
// files running at once (and across runs sharing one server), each file's own
// database copied from the run's template.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server (a database the user may create databases from) and the seeded template. */
    postgres: { url: string; template: string };
    /** The tarball of a migrated, seeded PGlite data folder. */
    pgliteDataDir: string;
  }
}

/** The session time zone of the PostgreSQL stores under test. */
export const SESSION_TIME_ZONE = 'America/St_Johns';

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** The server's URL with another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<R>(url: string, work: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database once its sessions have ended: a pool's end() resolves before
 * its connections have closed, and dropping with force would end them with an
 * error.
 */
export async function dropDatabase(client: pg.Client, name: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/** A database of this test file's own, copied from the template; dropped by `close`. */
export async function openCopy({ url, template }: { url: string; template: string }) {
  const name = uniqueName('brightline_test');
  await onServer(url, (client) => client.query(`create database ${name} template ${template}`));
  // A session time zone far from UTC, half an hour off: timestamps must not move.
  const copy = new URL(databaseUrl(url, name));
  copy.searchParams.set('options', `-c TimeZone=${SESSION_TIME_ZONE}`);
  const opened = await openPostgresStore(copy.toString());
  return {
    /** The copy's URL, for a process of its own (a mail worker) over the same database. */
    url: copy.toString(),
    store: opened.store,
    close: async () => {
      await opened.close();
      await onServer(url, (client) => dropDatabase(client, name));
    },
  };
}
