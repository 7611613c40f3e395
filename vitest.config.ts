import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests run in Node: the API core's handlers, the seed checks, and the
// page's pure helpers. The handler suite (tests/unit/backend) runs once per
// store: over IndexedDB (Dexie on fake-indexeddb) with everything else, and
// again over each of OTHER_STORES, which TEST_STORE names to the suite's
// harness (tests/unit/backend/store-under-test.ts). Each of those has a global
// setup that prepares one seeded database per run, which every test file copies.
const OTHER_STORES = ['pglite', 'postgres'];

export default defineConfig({
  test: {
    environment: 'node',
    // One test file per core. Vitest's default leaves a core to its own
    // process, which here mostly waits: on 2 cores that is one file at a
    // time, and the whole run took 363 s in CI; with two, 240 s.
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: every test file gets a fresh module
    // graph either way, and a thread starts and imports faster. On 2 cores the
    // whole run took 101-103 s against 126-136 s in forks. Nothing tested here
    // loads a native addon or changes the process's directory, which threads
    // would not allow.
    pool: 'threads',
    setupFiles: ['tests/unit/setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      ...OTHER_STORES.map((store) => ({
        extends: true as const,
        test: {
          name: `backend-${store}`,
          include: ['tests/unit/backend/**/*.test.ts'],
          env: { TEST_STORE: store },
          globalSetup: [`tests/unit/backend/setup-${store}.ts`],
          // PGlite runs PostgreSQL in WebAssembly: a call costs about twice what it
          // costs on fake-indexeddb, and the suite's longest test makes 505 calls.
          testTimeout: 20_000,
          // A file's own database is opened while its module loads.
          hookTimeout: 30_000,
        },
      })),
    ],
  },
});
