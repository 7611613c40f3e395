import { eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_DAYS, type Idempotency } from '../../backend/idempotency';
import type { PgStore } from './pg-store';
import { idempotencyKeys } from './schema';

// The kept answers of idempotent sends (backend/idempotency.ts), in PostgreSQL.

// An advisory lock class per key's hash (./pg-store.ts holds the others).
const KEY_LOCK = 7_305_121;
const DAY = 24 * 60 * 60 * 1000;

export function pgIdempotency(store: PgStore, now: () => Date = () => new Date()): Idempotency {
  const t = idempotencyKeys;
  const q = () => store.query();

  async function recall(key: string) {
    const [row] = await q()
      .select({
        status: t.status,
        body: t.body,
        fingerprint: t.fingerprint,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(eq(t.key, key));
    if (!row) return undefined;
    if (Date.parse(row.createdAt) < now().getTime() - IDEMPOTENCY_KEY_DAYS * DAY) return undefined;
    return { status: row.status, body: row.body, fingerprint: row.fingerprint };
  }

  return {
    recall,
    once: (key, fingerprint, send) =>
      store.transaction(async () => {
        // A second send with this key waits here until the first one's
        // transaction ends, then finds its answer.
        await q().execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${key}))`);
        const kept = await recall(key);
        if (kept) return { ...kept, replayed: true };
        const answer = await send();
        const createdAt = now().toISOString();
        const expired = new Date(now().getTime() - IDEMPOTENCY_KEY_DAYS * DAY).toISOString();
        await q().delete(t).where(lt(t.createdAt, expired));
        await q()
          .insert(t)
          .values({ key, fingerprint, status: answer.status, body: answer.body ?? {}, createdAt })
          .onConflictDoUpdate({
            target: t.key,
            set: { fingerprint, status: answer.status, body: answer.body ?? {}, createdAt },
          });
        return { ...answer, fingerprint, replayed: false };
      }),
  };
}
