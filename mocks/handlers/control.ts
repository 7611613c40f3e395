import { http } from 'msw';
import { seed } from '../../seed';
import { ADMIN_SUMMARY, MOCK_API } from '../../src/contract/endpoints';
import type { NewsletterSubscriber } from '../../src/contract/entities';
import { BODY_LIMITS } from '../../src/contract/limits';
import { mockConfigChangeSchema } from '../../src/contract/mock-control';
import { type Snapshot, snapshotSchema } from '../../src/contract/snapshot';
import { readConfig, writeConfig } from '../config';
import { db, resetToSeed } from '../db';
import { fieldErrorsByPath, HttpError } from '../http-error';
import { sortedRows } from '../row-cache';
import { guardWrite, knowRoute, readJson } from './request-rules';
import { errorResponse, json, parseBody, requireAdmin, route } from './route';

// Control of the standalone backend for QA and demos (reset, latency, faults,
// clock) and the whole-store snapshot. The control paths skip the latency and
// fault settings themselves, or a fault could not be cleared.

const SNAPSHOT_TABLES = Object.keys(
  snapshotSchema.shape.tables.shape,
) as (keyof Snapshot['tables'])[];

/** A table's rows in a snapshot; one exported before the table existed gets the seed's. */
const rowsOf = (snapshot: Snapshot, name: keyof Snapshot['tables']): unknown[] =>
  snapshot.tables[name] ?? (name === 'technologies' ? seed.technologies : []);

// The request rules apply here as everywhere: a control call is a write.
const control = (
  method: 'get' | 'post' | 'put',
  path: string,
  handle: (request: Request) => Promise<unknown>,
  bodyLimit: number = BODY_LIMITS.public,
) => {
  knowRoute(method, path);
  return http[method](`*${path}`, async ({ request }) => {
    try {
      guardWrite(request, bodyLimit);
      return json(await handle(request));
    } catch (error) {
      return errorResponse(error);
    }
  });
};

export const controlHandlers = [
  control('post', MOCK_API.reset, async () => {
    await resetToSeed();
    return { ok: true };
  }),
  control('get', MOCK_API.config, () => readConfig()),
  control('put', MOCK_API.config, async (request) => {
    const change = await parseBody(request, mockConfigChangeSchema);
    const next = { ...(await readConfig()), ...change };
    await writeConfig(next);
    return next;
  }),
  control('get', MOCK_API.snapshot, async (request) => {
    requireAdmin(request);
    const tables = Object.fromEntries(
      await Promise.all(
        SNAPSHOT_TABLES.map(async (name) => [name, await db.table(name).toArray()]),
      ),
    );
    return {
      format: 'brightline-snapshot',
      version: 1,
      exportedAt: new Date().toISOString(),
      tables,
    };
  }),
  control(
    'put',
    MOCK_API.snapshot,
    async (request) => {
      requireAdmin(request);
      // Each refusal names its table, row and field (tables.team.3.linkedinUrl).
      const parsed = snapshotSchema.safeParse(await readJson(request, BODY_LIMITS.snapshot));
      if (!parsed.success) {
        throw new HttpError(400, 'Validation failed', fieldErrorsByPath(parsed.error));
      }
      const snapshot = parsed.data;
      const tables = SNAPSHOT_TABLES.map((name) => db.table(name));
      await db.transaction('rw', tables, async () => {
        for (const name of SNAPSHOT_TABLES) {
          await db.table(name).clear();
          await db.table(name).bulkAdd(rowsOf(snapshot, name));
        }
      });
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
      contactSubmissions: await db.contactSubmissions.count(),
      leadCaptures: await db.leadCaptures.count(),
      activeSubscribers: (
        await sortedRows<NewsletterSubscriber>(db.newsletterSubscribers, 'subscribedAt')
      ).filter((row) => row.isActive).length,
    }),
    { admin: true },
  ),
];
