// A live server for the browser tests: the built server (npm run build:live)
// over a database of its own, thrown away when it stops. With TEST_DATABASE_URL
// (or DATABASE_URL) set, a new database is created on that PostgreSQL server;
// without, PGlite in a new temporary folder. The seed's demo admin signs in
// (DEMO_ADMIN=1): the tests sign in with the demo credentials. Without an
// SMTP_URL, the leads' email goes to a temporary folder of .eml files, removed
// with the database, not to the project's .data/mail.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayDatabase } from './throwaway-database.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the server with `env` added to this process's environment. `exited`
 * settles with its exit code once it has stopped and its database is gone.
 *
 * `alongside` starts a second process over another server's database, as a
 * deployment runs several behind a load balancer: it needs PostgreSQL (PGlite
 * is one process's), sends its email to a folder of its own, and leaves the
 * database to the server that made it, which must stop last.
 * `log` passes the server's log lines to this process's output; `keepLog`
 * keeps them instead, for `logLines()` (the request log: one JSON line per
 * request, with its method, path and status).
 * @param {{ env?: Record<string, string>, log?: boolean, keepLog?: boolean, alongside?: { env: Record<string, string> } }} [options]
 */
export async function startLiveTestServer({
  env = {},
  log = false,
  keepLog = false,
  alongside,
} = {}) {
  if (alongside && !alongside.env.DATABASE_URL) {
    throw new Error('Two servers over one database need PostgreSQL: set TEST_DATABASE_URL');
  }
  const database = alongside
    ? { env: { DATABASE_URL: alongside.env.DATABASE_URL }, cleanUp: async () => {} }
    : await throwawayDatabase();
  const mailDir = await mkdtemp(join(tmpdir(), 'brightline-live-mail-'));
  const serverEnv = { DEMO_ADMIN: '1', MAIL_DIR: mailDir, ...database.env, ...env };
  const child = spawn(process.execPath, [join(root, 'dist-live-server', 'server.js')], {
    cwd: root,
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', keepLog ? 'pipe' : log ? 'inherit' : 'ignore', 'inherit'],
  });
  /** @type {string[]} */
  const lines = [];
  if (keepLog && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  /** @type {Promise<number>} */
  const exited = new Promise((resolveExit) => {
    child.on('exit', async (code, signal) => {
      await database.cleanUp().catch((error) => console.error(error));
      await rm(mailDir, { recursive: true, force: true });
      resolveExit(code ?? (signal ? 1 : 0));
    });
  });
  return {
    /** What the server was started with beyond this process's environment: its database among it. */
    env: serverEnv,
    exited,
    /** The log lines written so far (with `keepLog`). */
    logLines: () => [...lines],
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
