import { matchRequestUrl } from 'msw';
import {
  type Fault,
  faultOf,
  type MockConfig,
  mockConfigSchema,
} from '../src/contract/mock-control';
import { type BackendDb, db } from './db';

// The backend's latency, faults, clock and id mode are kept in IndexedDB, not
// in memory: the browser stops an idle service worker and starts it again at will.

const KEY = 'mock-config';

export async function readConfig(target: BackendDb = db): Promise<MockConfig> {
  const row = await target.meta.get(KEY);
  const parsed = mockConfigSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : mockConfigSchema.parse({});
}

export async function writeConfig(config: MockConfig, target: BackendDb = db): Promise<void> {
  await target.meta.put({ key: KEY, value: config });
}

const ORIGIN = 'http://backend.invalid';

/**
 * The key of `rules` that names this request, if any: "METHOD /path" before
 * "/path" (any method); a path may be a pattern ("/api/team/:id").
 */
export function ruleFor(
  rules: Record<string, unknown>,
  method: string,
  pathname: string,
): string | undefined {
  const url = new URL(pathname, ORIGIN);
  const matches = (path: string) => matchRequestUrl(url, path, ORIGIN).matches;
  const keys = Object.keys(rules);
  const upper = method.toUpperCase();
  return (
    keys.find((key) => key.startsWith(`${upper} `) && matches(key.slice(upper.length + 1))) ??
    keys.find((key) => key.startsWith('/') && matches(key))
  );
}

/** The latency of an answer: the endpoint's own, else the global one. */
export function latencyFor(config: MockConfig, method: string, pathname: string): number {
  const key = ruleFor(config.latency, method, pathname);
  return key === undefined ? config.latencyMs : (config.latency[key] ?? 0);
}

/**
 * The fault this request meets, if any. A fault with a count is used up in one
 * transaction with the read, so two requests at once never both take the last one.
 */
export async function takeFault(
  config: MockConfig,
  method: string,
  pathname: string,
  target: BackendDb = db,
): Promise<Exclude<Fault, number> | undefined> {
  const found = ruleFor(config.faults, method, pathname);
  if (found === undefined) return undefined;
  const fault = faultOf(config.faults[found] as Fault);
  if (fault.times === undefined) return fault;
  return target.transaction('rw', target.meta, async () => {
    const current = await readConfig(target);
    const key = ruleFor(current.faults, method, pathname);
    if (key === undefined) return undefined;
    const now = faultOf(current.faults[key] as Fault);
    const left = (now.times ?? 0) - 1;
    if (now.times !== undefined) {
      // In place, so that the order of the keys (which one matches first) holds.
      const faults = Object.fromEntries(
        Object.entries(current.faults).flatMap(([name, value]) => {
          if (name !== key) return [[name, value]];
          return left > 0 ? [[name, { ...now, times: left }]] : [];
        }),
      );
      await writeConfig({ ...current, faults }, target);
    }
    return now;
  });
}

export function clockOf(config: MockConfig): () => Date {
  return config.clock ? () => new Date(config.clock as string) : () => new Date();
}
