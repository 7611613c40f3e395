import { defineConfig } from 'vitest/config';

// Unit tests run in Node: the backend's handlers over fake-indexeddb, the seed
// checks, and the page's pure helpers.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
