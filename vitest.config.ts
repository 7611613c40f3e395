import { defineConfig } from 'vitest/config';

// Unit tests run in Node: the API core's handlers, the seed checks, and the
// page's pure helpers. The handler suite (tests/unit/backend) runs once per
// store: over IndexedDB (Dexie on fake-indexeddb) with everything else, and
// again over each store of OTHER_STORES, which TEST_STORE names to the suite's
// harness (tests/unit/backend/store-under-test.ts).
const OTHER_STORES = ['pglite'];

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      ...OTHER_STORES.map((store) => ({
        extends: true as const,
        test: {
          name: `backend-${store}`,
          include: ['tests/unit/backend/**/*.test.ts'],
          env: { TEST_STORE: store },
          // PGlite runs PostgreSQL in WebAssembly: a call costs about twice what it
          // costs on fake-indexeddb, and the suite's longest test makes 505 calls.
          testTimeout: 20_000,
        },
      })),
    ],
  },
});
