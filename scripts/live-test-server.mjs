// The live server for the browser tests (playwright.config.ts, project "live"):
// the built server (npm run build:live) over a database of its own, thrown
// away when the tests stop it. With TEST_DATABASE_URL (or DATABASE_URL) set,
// a new database is created on that PostgreSQL server; without, PGlite in a
// new temporary folder.

import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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
