import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '../src/contract/admin-credentials';
import { ADMIN_HEADERS, MOCK_API } from '../src/contract/endpoints';
import type {
  Fault,
  IdMode,
  LoggedRequest,
  MockConfig,
  MockConfigChange,
  ScenarioInfo,
  ScenarioName,
} from '../src/contract/mock-control';
import type { Snapshot } from '../src/contract/snapshot';

// The QA kit: typed helpers for Playwright suites that drive the site's
// standalone backend. The backend lives in the site's service worker, which
// Playwright's routing, request context and clock do not reach, so every
// helper calls the control path with fetch from a page the worker controls.
// See the README's "QA kit" section.

export type { Fault, IdMode, LoggedRequest, MockConfig, ScenarioInfo, ScenarioName, Snapshot };

/** The instant the fixture fixes both clocks at: Monday 2 March 2026, 09:00 UTC. */
export const FIXED_CLOCK = '2026-03-02T09:00:00.000Z';

/** Opens a path and waits until the service worker controls the page. */
export async function openReady(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

export interface CallResult {
  status: number;
  /** The answer's JSON, undefined for an empty body. */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the endpoint answers
  json: any;
  /** True when the fetch itself failed (a simulated network failure). */
  failed: boolean;
}

const ADMIN = {
  [ADMIN_HEADERS.username]: ADMIN_CREDENTIALS.username,
  [ADMIN_HEADERS.password]: ADMIN_CREDENTIALS.password,
};

/** The standalone backend seen from `page`, which the service worker must control. */
export function backend(page: Page) {
  /** Any /api call from the page, through the service worker, as JSON. */
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult> =>
    page.evaluate(
      async ({ method, path, body, headers }) => {
        try {
          const response = await fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json', ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          return {
            status: response.status,
            json: text ? JSON.parse(text) : undefined,
            failed: false,
          };
        } catch {
          return { status: 0, json: undefined, failed: true };
        }
      },
      { method, path, body, headers },
    );

  /** A control call; throws with the backend's answer unless it is 200. */
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const result = await call(method, path, body, ADMIN);
    if (result.status !== 200) {
      throw new Error(
        `${method} ${path} answered ${result.status}: ${JSON.stringify(result.json)}`,
      );
    }
    return result.json as T;
  };

  const readConfig = () => control<MockConfig>('GET', MOCK_API.config);
  const config = (change: MockConfigChange) => control<MockConfig>('PUT', MOCK_API.config, change);
  const fault = async (route: string, how: Fault) =>
    config({ faults: { ...(await readConfig()).faults, [route]: how } });

  return {
    call,
    /** The current settings, or, given a change, the settings after it (only the keys sent change). */
    config: (change?: MockConfigChange) => (change ? config(change) : readConfig()),
    /** Back to the seed content, no leads, default settings, an empty request log. */
    reset: () => control<{ ok: true }>('POST', MOCK_API.reset, {}),
    /** Replaces content and leads with a named data set; the settings stay. */
    scenario: (name: ScenarioName) =>
      control<{ counts: Record<string, number> }>('POST', MOCK_API.scenario(name), {}),
    scenarios: () => control<ScenarioInfo[]>('GET', MOCK_API.scenarios),
    /** Fixes the backend's clock at an ISO instant; null lets it run. */
    clock: (iso: string | null) => config({ clock: iso }),
    ids: (mode: IdMode) => config({ ids: mode }),
    /** Makes requests to `route` ("POST /api/contact", "/api/team/:id") fail; other faults stay. */
    fault: (route: string, how: Fault) => fault(route, how),
    /** Makes `route`'s fetch fail without any HTTP answer, for the next `times` requests or all. */
    network: (route: string, { times }: { times?: number } = {}) =>
      fault(route, { status: 'network', times }),
    clearFaults: () => config({ faults: {} }),
    /** Delays every answer (a number), or one endpoint's in place of that. */
    latency: async (route: string | number, ms = 0) =>
      typeof route === 'number'
        ? config({ latencyMs: route })
        : config({ latency: { ...(await readConfig()).latency, [route]: ms } }),
    /** The request log, oldest first (the control path's own calls are not in it). */
    requests: () => control<LoggedRequest[]>('GET', MOCK_API.requests),
    clearRequests: () => control<{ ok: true }>('DELETE', MOCK_API.requests, {}),
    /** The whole store: content and leads. */
    snapshot: () => control<Snapshot>('GET', MOCK_API.snapshot),
    /** Puts a snapshot back: all or nothing. */
    restore: (snapshot: Snapshot) =>
      control<{ counts: Record<string, number> }>('PUT', MOCK_API.snapshot, snapshot),
  };
}

export type Backend = ReturnType<typeof backend>;

export interface QaOptions {
  /** The backend's and the page's clock; null leaves both running. */
  clock: string | null;
  ids: IdMode;
  scenario: ScenarioName;
}

/**
 * Playwright's `test` with a fresh, deterministic store for every test: the
 * site open at /, the backend reset, sequential ids, both clocks fixed at
 * FIXED_CLOCK and the seed scenario. Change them with
 * `test.use({ qa: { clock: null, ids: 'random', scenario: 'empty' } })`.
 */
export const test = base.extend<{ qa: QaOptions; backend: Backend }>({
  qa: [{ clock: FIXED_CLOCK, ids: 'sequential', scenario: 'seed' }, { option: true }],
  backend: [
    async ({ page, qa }, use) => {
      if (qa.clock) await page.clock.setFixedTime(qa.clock);
      await openReady(page, '/');
      const store = backend(page);
      await store.reset();
      await store.config({ clock: qa.clock, ids: qa.ids });
      if (qa.scenario !== 'seed') await store.scenario(qa.scenario);
      await use(store);
    },
    { auto: true },
  ],
});

export { expect };
