// A live server for the browser tests: the built server (npm run build:live)
// over a database of its own, thrown away when it stops. With TEST_DATABASE_URL
// (or DATABASE_URL) set, a new database is created on that PostgreSQL server;
// without, PGlite in a new temporary folder. The seed's demo admin signs in
// (DEMO_ADMIN=1): the tests sign in with the demo credentials.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @returns {Promise<{ env: Record<string, string>, cleanUp: () => Promise<void> }>} */
async function throwawayDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'brightline-live-'));
    return {
      env: { DATA_DIR: dataDir },
      cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `brightline_live_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
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

/**
 * Starts the server with `env` added to this process's environment. `exited`
 * settles with its exit code once it has stopped and its database is gone.
 * @param {{ env?: Record<string, string>, log?: boolean }} [options]
 */
export async function startLiveTestServer({ env = {}, log = false } = {}) {
  const database = await throwawayDatabase();
  const child = spawn(process.execPath, [join(root, 'dist-live-server', 'server.js')], {
    cwd: root,
    env: { ...process.env, DEMO_ADMIN: '1', ...database.env, ...env },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  /** @type {Promise<number>} */
  const exited = new Promise((resolveExit) => {
    child.on('exit', async (code, signal) => {
      await database.cleanUp().catch((error) => console.error(error));
      resolveExit(code ?? (signal ? 1 : 0));
    });
  });
  return {
    exited,
    /** @param {NodeJS.Signals} [signal] */
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/** Waits until `url` answers 200 (the server's /readyz), for at most `timeoutMs`. */
export async function waitUntilReady(/** @type {string} */ url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}
