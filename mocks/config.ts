import { type MockConfig, mockConfigSchema } from '../src/contract/mock-control';
import { type BackendDb, db } from './db';

// The backend's latency, faults and clock are kept in IndexedDB, not in memory:
// the browser stops an idle service worker and starts it again at will.

const KEY = 'mock-config';

export async function readConfig(target: BackendDb = db): Promise<MockConfig> {
  const row = await target.meta.get(KEY);
  const parsed = mockConfigSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : mockConfigSchema.parse({});
}

export async function writeConfig(config: MockConfig, target: BackendDb = db): Promise<void> {
  await target.meta.put({ key: KEY, value: config });
}

/** The fault status for a request, if one is set for it. */
export function faultFor(config: MockConfig, method: string, pathname: string): number | undefined {
  return config.faults[`${method.toUpperCase()} ${pathname}`] ?? config.faults[pathname];
}

export function clockOf(config: MockConfig): () => Date {
  return config.clock ? () => new Date(config.clock as string) : () => new Date();
}
