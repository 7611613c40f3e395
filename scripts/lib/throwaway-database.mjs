// A database of its own for a live server under test, thrown away after: with
// TEST_DATABASE_URL (or DATABASE_URL) set, a new database on that PostgreSQL
// server; without, PGlite in a new temporary folder. `env` is what the server
// needs to open it (DATABASE_URL or DATA_DIR).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * @param {string} [prefix] the new database's name starts with it
 * @returns {Promise<{ env: Record<string, string>, cleanUp: () => Promise<void> }>}
 */
export async function throwawayDatabase(prefix = 'brightline_live_test') {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'brightline-live-'));
    return {
      env: { DATA_DIR: dataDir },
      cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (/** @type {string} */ statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    cleanUp: () => admin(`drop database if exists ${name} with (force)`),
  };
}
