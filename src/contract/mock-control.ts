import { z } from 'zod';

// Control of the standalone backend (QA and demos): latency, faults and a fixed clock.

export const mockConfigSchema = z.object({
  /** Added to every /api answer, in milliseconds. */
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  /**
   * Endpoints told to fail: key "METHOD /api/path" or "/api/path" (any method),
   * value the HTTP status to answer with.
   */
  faults: z.record(z.string(), z.number().int().min(400).max(599)).default({}),
  /** When set, the backend's clock stands still at this instant. */
  clock: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type MockConfig = z.output<typeof mockConfigSchema>;
export type MockConfigInput = z.input<typeof mockConfigSchema>;
