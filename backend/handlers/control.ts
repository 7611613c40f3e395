import { seed } from '../../seed';
import { scenarios } from '../../seed/scenarios';
import { ADMIN_SUMMARY, MOCK_API } from '../../src/contract/endpoints';
import { BODY_LIMITS } from '../../src/contract/limits';
import { mockConfigChangeSchema } from '../../src/contract/mock-control';
import { type Snapshot, snapshotSchema } from '../../src/contract/snapshot';
import { clockOf, readConfig, writeConfig } from '../config';
import { fieldErrorsByPath, HttpError, notFound } from '../http-error';
import type { RouteEntry } from '../router';
import { guardWrite, knowRoute, readJson } from './request-rules';
import { authorize, type Backend, errorResponse, json, parseBody, type Route } from './route';

// Control of the standalone backend for QA and demos (reset, latency, faults,
// clock, id mode, scenarios, the request log) and the whole-store snapshot. The control paths skip the latency and
// fault settings themselves, or a fault could not be cleared.

const SNAPSHOT_TABLES = Object.keys(
  snapshotSchema.shape.tables.shape,
) as (keyof Snapshot['tables'])[];

/** A table's rows in a snapshot; one exported before the table existed gets the seed's. */
const rowsOf = (snapshot: Snapshot, name: keyof Snapshot['tables']): unknown[] =>
  snapshot.tables[name] ?? (name === 'technologies' ? seed.technologies : []);

// The request rules apply here as everywhere: a control call is a write.
const control = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  handle: (request: Request, params: Record<string, string>) => Promise<unknown>,
  bodyLimit: number = BODY_LIMITS.public,
): RouteEntry => {
  knowRoute(method, path);
  return {
    method,
    path,
    answer: async (request, params) => {
      try {
        guardWrite(request, bodyLimit);
        return json(await handle(request, params));
      } catch (error) {
        return errorResponse(error);
      }
    },
  };
};

export const controlHandlers = ({ store, clock, adminAuth }: Backend, route: Route) => {
  // The live server turns the control path off; were it on, its admin calls
  // would need a session like every other.
  const requireAdmin = (request: Request) => authorize(adminAuth, request, clock());
  return [
    control('post', MOCK_API.reset, async () => {
      await store.reset();
      await store.clearLog();
      return { ok: true };
    }),
    control('get', MOCK_API.scenarios, async () =>
      Object.values(scenarios).map(({ name, description }) => ({ name, description })),
    ),
    control('post', '/api/__mock/scenario/:name', async (_request, { name }) => {
      const scenario = Object.values(scenarios).find((known) => known.name === name);
      if (!scenario) throw notFound(`Scenario "${name}"`);
      const tables = scenario.tables();
      await store.replace(tables);
      return {
        ok: true,
        scenario: scenario.name,
        counts: Object.fromEntries(SNAPSHOT_TABLES.map((n) => [n, tables[n]?.length ?? 0])),
      };
    }),
    control('get', MOCK_API.requests, async (request) => {
      await requireAdmin(request);
      return store.readLog();
    }),
    control('delete', MOCK_API.requests, async (request) => {
      await requireAdmin(request);
      await store.clearLog();
      return { ok: true };
    }),
    control('get', MOCK_API.config, () => readConfig(store)),
    control('put', MOCK_API.config, async (request) => {
      const change = await parseBody(request, mockConfigChangeSchema);
      const next = { ...(await readConfig(store)), ...change };
      await writeConfig(store, next);
      return next;
    }),
    control('get', MOCK_API.snapshot, async (request) => {
      await requireAdmin(request);
      const tables = Object.fromEntries(
        await Promise.all(SNAPSHOT_TABLES.map(async (name) => [name, await store.list(name)])),
      );
      return {
        format: 'brightline-snapshot',
        version: 1,
        // The backend's clock: with a fixed clock, the same store exports the same bytes.
        exportedAt: clockOf(await readConfig(store), clock)().toISOString(),
        tables,
      };
    }),
    control(
      'put',
      MOCK_API.snapshot,
      async (request) => {
        await requireAdmin(request);
        // Each refusal names its table, row and field (tables.team.3.linkedinUrl).
        const parsed = snapshotSchema.safeParse(await readJson(request, BODY_LIMITS.snapshot));
        if (!parsed.success) {
          throw new HttpError(400, 'Validation failed', fieldErrorsByPath(parsed.error));
        }
        const snapshot = parsed.data;
        await store.replace(
          Object.fromEntries(SNAPSHOT_TABLES.map((n) => [n, rowsOf(snapshot, n)])),
        );
        return {
          ok: true,
          counts: Object.fromEntries(SNAPSHOT_TABLES.map((n) => [n, rowsOf(snapshot, n).length])),
        };
      },
      BODY_LIMITS.snapshot,
    ),
    route(
      'get',
      ADMIN_SUMMARY,
      async () => ({
        contactSubmissions: await store.count('contactSubmissions'),
        leadCaptures: await store.count('leadCaptures'),
        activeSubscribers: (await store.scan('newsletterSubscribers', 'subscribedAt')).filter(
          (row) => row.isActive,
        ).length,
      }),
      { admin: true },
    ),
  ];
};
