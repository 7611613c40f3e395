import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// A console.error in a test is a defect the test did not expect.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

afterEach(() => {
  vi.useRealTimers();
});
