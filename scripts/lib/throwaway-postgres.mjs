// Starts a throwaway PostgreSQL server from Debian's binaries: a new data folder
// under the system's temp folder, trust authentication, loopback only. As root
// it runs the server as the `postgres` user, as PostgreSQL requires.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBin() {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => join(ROOT, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'pg_ctl')));
  return bin;
}

/**
 * Starts a server on `port` and creates `database` in it. Returns its URL and
 * `stop()`, which stops the server and deletes its folder.
 */
export function startPostgres({ port = 55440, database = 'brightline' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'brightline-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (file, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, file), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
