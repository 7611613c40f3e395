// The live server for the browser tests (playwright.config.ts, project "live"):
// the built server (npm run build:live) over a database of its own, thrown
// away when the tests stop it. With TEST_DATABASE_URL (or DATABASE_URL) set,
// a new database is created on that PostgreSQL server; without, PGlite in a
// new temporary folder.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

/** @returns {Promise<{ env: Record<string, string>, cleanUp: () => Promise<void> }>} */
async function throwawayDatabase() {
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'brightline-live-'));
    return {
      env: { DATA_DIR: dataDir },
      cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `brightline_live_test_${process.pid}_${Date.now()}`;
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

const database = await throwawayDatabase();
const child = spawn(process.execPath, [join(root, 'dist-live-server', 'server.js')], {
  cwd: root,
  env: { ...process.env, ...database.env },
  stdio: ['ignore', process.env.LIVE_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
});
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', async (code, signal) => {
  await database.cleanUp().catch((error) => console.error(error));
  process.exit(code ?? (signal ? 1 : 0));
});
