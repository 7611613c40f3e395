import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresBin, startPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { openPostgresStore } from '../../../server/pg/open';
import { freePort } from '../../support/free-port';
import { databaseUrl, dropDatabase, uniqueName } from './postgres-databases';

// Once per run: the PostgreSQL server (TEST_DATABASE_URL, else a throwaway one
// started from Debian's binaries), and a template database, migrated and seeded
// through the server store's own opener. Each test file copies the template
// into a database of its own (CREATE DATABASE ... TEMPLATE) and drops it after.

/**
 * The template sorts text as people read it (ICU's en-US, as a server set up
 * with an en_US locale would), not by code point: the store must ask for code
 * point order where IndexedDB's order matters. A server without ICU makes a
 * plain database.
 */
async function createTemplate(admin: pg.Client, name: string) {
  try {
    await admin.query(
      `create database ${name} template template0 locale_provider icu icu_locale 'en-US'`,
    );
  } catch {
    await admin.query(`create database ${name}`);
  }
}

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let throwaway: ReturnType<typeof startPostgres> | undefined;
  if (!url) {
    const bin = postgresBin();
    if (!bin) {
      throw new Error(
        'backend-postgres: TEST_DATABASE_URL is not set and no PostgreSQL binaries were found. ' +
          'Install PostgreSQL (apt-get install postgresql) to have the tests start a throwaway ' +
          'server, or set TEST_DATABASE_URL=postgres://user@host:port/db (a user who may create ' +
          'databases), or leave this store out: npx vitest run --project unit --project backend-pglite',
      );
    }
    console.info(
      `backend-postgres: TEST_DATABASE_URL is not set: starting a throwaway PostgreSQL from ${bin}`,
    );
    throwaway = startPostgres({ port: await freePort(), database: 'postgres', durable: false });
    url = throwaway.url;
  }

  const template = uniqueName('brightline_template');
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await createTemplate(admin, template);
    const opened = await openPostgresStore(databaseUrl(url, template), { max: 1 });
    await opened.close();
  } catch (error) {
    await admin.end().catch(() => {});
    throwaway?.stop();
    throw error;
  }
  project.provide('postgres', { url, template });
  return async () => {
    try {
      await dropDatabase(admin, template);
      await admin.end();
    } finally {
      throwaway?.stop();
    }
  };
}
