import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteStore } from '../../../server/pg/open';

// Once per run: one PGlite database, migrated and seeded, saved as a tarball of
// its data folder. Each test file starts its own database from that copy
// (./store-under-test.ts), seconds quicker than running initdb again.

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'brightline-test-pglite-'));
  const opened = await openPgliteStore();
  // Uncompressed: a gzipped copy is a tenth of the size but slower to open.
  const dump = await opened.client.dumpDataDir('none');
  await opened.close();
  const file = join(dir, 'seeded.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteDataDir', file);
  return () => rm(dir, { recursive: true, force: true });
}
