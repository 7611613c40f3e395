// The live-mode build's server entry, built first when this checkout has none
// (npm run build:live rebuilds it): npm run serve, npm run admin:create and npm
// run mail run it.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL, serverDirOf, TEMPLATE } from './site-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The path of dist-live-server/server.js, after building the live mode when it is missing. */
export function liveServerEntry() {
  const clientDir = join(root, 'dist-live');
  const serverDir = serverDirOf(clientDir);
  const entry = join(serverDir, 'server.js');
  const built = [entry, join(serverDir, TEMPLATE), join(clientDir, SHELL)].every((file) =>
    existsSync(file),
  );
  if (!built) {
    console.info('No live-mode build yet: building it (npm run build:live)...');
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'live'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return entry;
}
