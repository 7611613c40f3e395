import { z } from 'zod';

// Control of the standalone backend (QA and demos): latency, faults and a fixed clock.

const latencyMs = z.number().int().min(0).max(60_000);
const faults = z.record(z.string(), z.number().int().min(400).max(599));
const clock = z.iso.datetime({ offset: true }).nullable();

export const mockConfigSchema = z.object({
  /** Added to every /api answer, in milliseconds. */
  latencyMs: latencyMs.default(0),
  /**
   * Endpoints told to fail: key "METHOD /api/path" or "/api/path" (any method),
   * value the HTTP status to answer with.
   */
  faults: faults.default({}),
  /** When set, the backend's clock stands still at this instant. */
  clock: clock.default(null),
});

/**
 * A change to the configuration (PUT /api/__mock/config): only the keys sent
 * change. (A `.partial()` of the schema above would fill the absent keys with
 * their defaults, since zod 4 applies defaults inside optionals.)
 */
export const mockConfigChangeSchema = z.object({
  latencyMs: latencyMs.optional(),
  faults: faults.optional(),
  clock: clock.optional(),
});
export type MockConfig = z.output<typeof mockConfigSchema>;
export type MockConfigInput = z.input<typeof mockConfigSchema>;
