import { matchRequestUrl } from 'msw';
import {
  type Fault,
  faultOf,
  type MockConfig,
  mockConfigSchema,
} from '../src/contract/mock-control';
import type { Store } from './store';

// The backend's latency, faults, clock and id mode are kept in the store, not in
// memory: the browser stops an idle service worker and starts it again at will.

const KEY = 'mock-config';

export async function readConfig(store: Store): Promise<MockConfig> {
  const parsed = mockConfigSchema.safeParse((await store.readSetting(KEY)) ?? {});
  return parsed.success ? parsed.data : mockConfigSchema.parse({});
}

export function writeConfig(store: Store, config: MockConfig): Promise<void> {
  return store.writeSetting(KEY, config);
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
  const keys = Object.keys(rules);
  // No rules (the live server's settings, and the default): nothing to match.
  if (keys.length === 0) return undefined;
  const url = new URL(pathname, ORIGIN);
  const matches = (path: string) => matchRequestUrl(url, path, ORIGIN).matches;
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
  store: Store,
): Promise<Exclude<Fault, number> | undefined> {
  const found = ruleFor(config.faults, method, pathname);
  if (found === undefined) return undefined;
  const fault = faultOf(config.faults[found] as Fault);
  if (fault.times === undefined) return fault;
  return store.transaction(async () => {
    const current = await readConfig(store);
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
      await writeConfig(store, { ...current, faults });
    }
    return now;
  });
}

/** The backend's clock: fixed when QA fixed it, else `clock`. */
export function clockOf(config: MockConfig, clock: () => Date): () => Date {
  return config.clock ? () => new Date(config.clock as string) : clock;
}
