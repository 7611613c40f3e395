import { MOCK_LIMITS } from './limits';
import { z } from './zod';

// Control of the standalone backend (QA and demos): latency, faults, a fixed
// clock, the ids it gives, named data sets and the request log.

const latencyMs = z.number().int().min(0).max(MOCK_LIMITS.latencyMs);

/** "POST /api/contact", "/api/services" (any method) or a pattern: "PUT /api/team/:id". */
export const routeKeySchema = z
  .string()
  .trim()
  .max(MOCK_LIMITS.routeKey)
  .regex(
    /^(?:(?:GET|POST|PUT|DELETE|PATCH) )?\/api\/\S*$/,
    'Name an endpoint as "METHOD /api/path" or "/api/path"',
  );

const rules = <T extends z.ZodType>(value: T) =>
  z
    .record(routeKeySchema, value)
    .refine(
      (record) => Object.keys(record).length <= MOCK_LIMITS.rules,
      `At most ${MOCK_LIMITS.rules} endpoints`,
    );

const httpStatus = z.number().int().min(400).max(599);

/**
 * How an endpoint fails: a status alone, or a status ("network" for a failed
 * fetch, no HTTP answer at all) with an optional JSON body and a count after
 * which the fault clears itself.
 */
export const faultSchema = z.union([
  httpStatus,
  z.strictObject({
    status: z.union([httpStatus, z.literal('network')]),
    /** Only the next N matching requests fail; the fault then clears itself. */
    times: z.number().int().min(1).max(MOCK_LIMITS.faultTimes).optional(),
    /** The answer's JSON body; `{ "error": "Simulated failure (503)" }` when absent. */
    body: z.json().optional(),
  }),
]);
export type Fault = z.infer<typeof faultSchema>;

/** Record ids: random (uuid) by default, or per table and in order (contact-1, contact-2...). */
export const ID_MODES = ['random', 'sequential'] as const;
export type IdMode = (typeof ID_MODES)[number];

const faults = rules(faultSchema);
const latency = rules(latencyMs);
const clock = z.iso.datetime({ offset: true }).nullable();
const ids = z.enum(ID_MODES);

export const mockConfigSchema = z.object({
  /** Added to every /api answer, in milliseconds. */
  latencyMs: latencyMs.default(0),
  /** Endpoints with a latency of their own, which takes the place of latencyMs. */
  latency: latency.default({}),
  /**
   * Endpoints told to fail: key "METHOD /api/path" or "/api/path" (any method),
   * value the HTTP status to answer with, or a fault object.
   */
  faults: faults.default({}),
  /** When set, the backend's clock stands still at this instant. */
  clock: clock.default(null),
  ids: ids.default('random'),
});

/**
 * A change to the configuration (PUT /api/__mock/config): only the keys sent
 * change. (A `.partial()` of the schema above would fill the absent keys with
 * their defaults, since zod 4 applies defaults inside optionals.)
 */
export const mockConfigChangeSchema = z.strictObject({
  latencyMs: latencyMs.optional(),
  latency: latency.optional(),
  faults: faults.optional(),
  clock: clock.optional(),
  ids: ids.optional(),
});
export type MockConfig = z.output<typeof mockConfigSchema>;
export type MockConfigInput = z.input<typeof mockConfigSchema>;
export type MockConfigChange = z.input<typeof mockConfigChangeSchema>;

/** A fault in its long form. */
export function faultOf(fault: Fault): Exclude<Fault, number> {
  return typeof fault === 'number' ? { status: fault } : fault;
}

/** "503", "503, next 2 requests", "network failure, next request". */
export function describeFault(fault: Fault): string {
  const { status, times } = faultOf(fault);
  const what = status === 'network' ? 'network failure' : String(status);
  if (times === undefined) return what;
  return `${what}, next ${times === 1 ? 'request' : `${times} requests`}`;
}

/** The named data sets of POST /api/__mock/scenario/{name}. */
export const SCENARIO_NAMES = ['seed', 'empty', 'busy', 'edge'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
export const scenarioInfoSchema = z.object({
  name: z.enum(SCENARIO_NAMES),
  description: z.string(),
});
export type ScenarioInfo = z.infer<typeof scenarioInfoSchema>;

/**
 * One call in the request log (GET /api/__mock/requests). Bodies keep their
 * first MOCK_LIMITS.loggedBody bytes; the admin credentials and every
 * "...password" field are masked.
 */
export const loggedRequestSchema = z.object({
  /** Increases by one with every call logged. */
  seq: z.number().int(),
  /** When the call arrived (the real time, not the backend's clock). */
  time: z.string(),
  method: z.string(),
  /** Path and query. */
  path: z.string(),
  /** 0 for a simulated network failure. */
  status: z.number().int(),
  durationMs: z.number(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  requestBodyTruncated: z.boolean(),
  responseBody: z.string(),
  responseBodyTruncated: z.boolean(),
});
export type LoggedRequest = z.infer<typeof loggedRequestSchema>;

/** What a masked credential reads as in the request log. */
export const MASKED = '[masked]';
