import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../../support/free-port';

// A PostgreSQL server of its own for a test run, when no TEST_DATABASE_URL names
// one: Debian's binaries (apt-get install postgresql) run initdb into a temporary
// folder and serve it on a free loopback port, trust auth, until the run ends.

export interface Throwaway {
  url: string;
  stop: () => Promise<void>;
}

/** The folder holding initdb and pg_ctl: PG_BIN, the PATH, or Debian's newest. */
export function findPostgresBin(): string | undefined {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(delimiter),
    ...debianBins(),
  ];
  return candidates.find(
    (dir): dir is string =>
      !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

function debianBins(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

function userId(name: string): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

export async function startThrowawayPostgres(bin: string): Promise<Throwaway> {
  const dir = await mkdtemp(join(tmpdir(), 'brightline-test-pg-'));
  // PostgreSQL refuses to run as root: root runs it as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const postgresUid = asRoot ? userId('postgres') : undefined;
  if (asRoot && postgresUid === undefined) {
    await rm(dir, { recursive: true, force: true });
    throw new Error('PostgreSQL will not run as root, and there is no postgres user to run it');
  }
  if (postgresUid !== undefined) await chown(dir, postgresUid, postgresUid);
  const run = (command: string, args: string[]) => {
    const [file, argv] =
      postgresUid !== undefined
        ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
        : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };

  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Durability buys nothing for a database that the run throws away.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  // -w: pg_ctl returns once the server accepts connections.
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
