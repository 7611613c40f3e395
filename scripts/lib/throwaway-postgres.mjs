// Starts a throwaway PostgreSQL server: a new data folder under the system's
// temp folder, trust authentication, loopback only, removed when it stops. As
// root it runs the server as the `postgres` user, as PostgreSQL requires. Used
// by npm run bench:server, the unit tests' backend-postgres project (when no
// TEST_DATABASE_URL names a server) and the live specs that need a server of
// their own; startReplica() adds a hot standby of one (the read replica's spec).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function debianBins() {
  if (!existsSync(DEBIAN_ROOT)) return [];
  return readdirSync(DEBIAN_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'));
}

/** The folder holding initdb, pg_ctl and createdb: PG_BIN, the PATH, or Debian's newest; else undefined. */
export function postgresBin() {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(delimiter),
    ...debianBins(),
  ];
  return candidates.find(
    (dir) => !!dir && ['initdb', 'pg_ctl', 'createdb'].every((file) => existsSync(join(dir, file))),
  );
}

function userId(name) {
  try {
    return Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

/**
 * Starts a server on `port`. With `database` other than `postgres`, creates it.
 * `durable: false` turns fsync and its kin off, for tests: a database thrown
 * away needs no crash safety. Returns its URL and `stop()`, which stops the
 * server and deletes its folder.
 */
export function startPostgres({ port = 55440, database = 'brightline', durable = true } = {}) {
  const { dir, data, run, stop } = serverFolder();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    startServer(run, dir, data, port, durable);
    if (database !== 'postgres') {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    }
  } catch (error) {
    stopQuietly(stop);
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}

/**
 * Starts a hot standby of the server at `primaryUrl` on `port`: a base backup
 * streamed from it, then kept in step by streaming replication, answering
 * reads only. The primary must let `postgres` replicate from loopback, as one
 * started above does (initdb's pg_hba with trust). Its URL names the primary's
 * database; `stop()` as above.
 */
export function startReplica({ primaryUrl, port = 55441, durable = true }) {
  const primary = new URL(primaryUrl);
  const { dir, data, run, stop } = serverFolder();
  try {
    // -R writes standby.signal and the primary's address: the copy starts as its
    // standby. A fast checkpoint: a spread one (the default) waits minutes.
    run('pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', 'postgres'],
      ...['-D', data, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
    startServer(run, dir, data, port, durable);
  } catch (error) {
    stopQuietly(stop);
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}${primary.pathname}`, stop };
}

function stopQuietly(stop) {
  try {
    stop();
  } catch {
    // The server did not start: its folder is gone all the same.
  }
}

/**
 * A new folder for a server's data, owned by the user that will run it, and
 * `run`, which runs a PostgreSQL program as that user.
 */
function serverFolder() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  // PostgreSQL refuses to run as root: root runs it as the postgres user.
  const asRoot = userInfo().uid === 0;
  const postgresUid = asRoot ? userId('postgres') : undefined;
  if (asRoot && postgresUid === undefined) {
    throw new Error('PostgreSQL will not run as root, and there is no postgres user to run it');
  }
  const dir = mkdtempSync(join(tmpdir(), 'brightline-pg-'));
  if (postgresUid !== undefined) {
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, postgresUid, gid);
  }
  const run = (file, args) =>
    postgresUid !== undefined
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, file), ...args], {
          stdio: ['ignore', 'ignore', 'pipe'],
        })
      : execFileSync(join(bin, file), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const data = join(dir, 'data');
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { dir, data, run, stop };
}

/** Starts the server over `data` on `port`, loopback only; returns once it accepts connections. */
function startServer(run, dir, data, port, durable) {
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  // -w: pg_ctl returns once the server accepts connections.
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
}
