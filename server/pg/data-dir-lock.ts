import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

// One process at a time over an embedded PGlite data folder. PGlite is
// PostgreSQL in this process's memory, writing its files as it goes: a second
// process over the same folder (a second `npm run serve`, `admin:create` while
// the server runs) would read a stale copy and overwrite the other's writes.
// PGlite itself takes no lock, so the folder holds one: a file with the
// holder's process id, removed when the store closes, and taken over when the
// process that wrote it is gone (killed, or the machine restarted).

/** The lock's file inside the data folder. */
export const LOCK_FILE = 'brightline.lock';

/** The data folder is held by another process that is still running. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. Embedded PGlite serves one process at a time: stop that process first (or, for several server processes, set DATABASE_URL to a PostgreSQL server). If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Whether a Node process with this id runs (one we may not signal runs too).
 * Where /proc tells (Linux), a process that is not Node's holds no lock: after
 * a restart (a container's), the id may now be another program's.
 */
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return command === undefined || /node/i.test(command);
}

/**
 * Takes the data folder's lock for this process; resolves to its release.
 * Throws DataDirInUseError while another running process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(mine);
      await file.close();
      return async () => {
        // Only our own lock: never one a later process took over.
        const holder = await readFile(path, 'utf8').catch(() => '');
        if (holder.trim() === mine) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (
      Number.isInteger(holder) &&
      holder > 0 &&
      holder !== process.pid &&
      (await isRunning(holder))
    ) {
      throw new DataDirInUseError(dir, holder);
    }
    // Left by a process that is gone (or by this one): taken over.
    await unlink(path).catch(() => undefined);
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
