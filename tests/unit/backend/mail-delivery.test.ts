import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDelivery, sendDue } from '../../../server/mail/delivery';
import { createPgOutbox, type OutboxRow } from '../../../server/mail/outbox';
import type { PgStore } from '../../../server/pg/pg-store';
import { mailOutbox } from '../../../server/pg/schema';
import { message } from './outbox-message';
import { storeUnderTest } from './store-under-test';

// The delivery loop over the outbox table (PostgreSQL stores only): retries
// with a doubling delay, dead after the last attempt, and, over one PostgreSQL
// server, two loops that never send one message twice.

const onPostgres = process.env.TEST_STORE === 'pglite' || process.env.TEST_STORE === 'postgres';

describe.runIf(onPostgres)('the delivery loop', async () => {
  const opened = await storeUnderTest();
  afterAll(opened.close);
  const store = opened.store as PgStore;
  // Collected on every store; run on the PostgreSQL ones only, which have query().
  const db = store.query?.();
  const outbox = createPgOutbox(store);
  const rows = () => db.select().from(mailOutbox).orderBy(mailOutbox.subject);
  const start = new Date('2026-11-24T10:00:00.000Z');
  let now = start;
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeEach(async () => {
    now = start;
    await db.delete(mailOutbox);
  });

  it('retries a failing message after 30 s, 1 min, 2 min …, and marks it dead after the last', async () => {
    await outbox.enqueue([message(1)], now);
    const tries: string[] = [];
    const delivery = createDelivery({
      db,
      clock,
      maxAttempts: 4,
      retryMs: 30_000,
      send: async (row) => {
        tries.push(now.toISOString());
        throw new Error(`ECONNREFUSED ${row.toAddress}`);
      },
    });
    expect(await delivery.runOnce()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'ECONNREFUSED visitor1@example.com',
      nextAttemptAt: '2026-11-24T10:00:30.000Z',
    });
    // Not due yet: nothing is tried.
    later(29_999);
    expect(await delivery.runOnce()).toBe(0);
    later(1);
    expect(await delivery.runOnce()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: '2026-11-24T10:01:30.000Z' });
    later(60_000);
    await delivery.runOnce();
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, nextAttemptAt: '2026-11-24T10:03:30.000Z' });
    later(120_000);
    await delivery.runOnce();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'dead', attempts: 4 });
    expect(await outbox.problems()).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 4, to: 'visitor1@example.com' }),
    ]);
    // Dead: never tried again, however long one waits.
    later(86_400_000);
    expect(await delivery.runOnce()).toBe(0);
    expect(tries).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T10:00:30.000Z',
      '2026-11-24T10:01:30.000Z',
      '2026-11-24T10:03:30.000Z',
    ]);
  });

  it('sends a message once the server is back, and a retried dead one too', async () => {
    await outbox.enqueue([message(1)], now);
    let up = false;
    const sent: string[] = [];
    const delivery = createDelivery({
      db,
      clock,
      maxAttempts: 2,
      retryMs: 1000,
      send: async (row) => {
        if (!up) throw new Error('down');
        sent.push(row.id);
      },
    });
    await delivery.runOnce();
    later(1000);
    await delivery.runOnce();
    const [dead] = await rows();
    expect(dead?.status).toBe('dead');
    up = true;
    expect(await outbox.retry(dead?.id ?? '', now)).toBe(true);
    expect(await delivery.runOnce()).toBe(1);
    expect(await delivery.runOnce()).toBe(0);
    expect(sent).toEqual([dead?.id]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await outbox.problems()).toEqual([]);
  });

  it('settles a batch where some messages leave and one fails: only that one is tried again', async () => {
    await outbox.enqueue([message(1), message(2), message(3)], now);
    const tries: string[] = [];
    const delivery = createDelivery({
      db,
      clock,
      maxAttempts: 3,
      retryMs: 1000,
      send: async (row) => {
        tries.push(row.subject);
        if (row.subject === 'Message 2' && tries.length < 4) throw new Error('mailbox full');
      },
    });
    expect(await delivery.runOnce()).toBe(3);
    expect(
      (await rows()).map(({ subject, status, attempts, lastError }) => ({
        subject,
        status,
        attempts,
        lastError,
      })),
    ).toEqual([
      { subject: 'Message 1', status: 'sent', attempts: 1, lastError: null },
      { subject: 'Message 2', status: 'pending', attempts: 1, lastError: 'mailbox full' },
      { subject: 'Message 3', status: 'sent', attempts: 1, lastError: null },
    ]);
    later(1000);
    expect(await delivery.runOnce()).toBe(1);
    // A batch goes in the order the messages fell due, which is one instant here.
    expect(tries.slice(0, 3).sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(tries.slice(3)).toEqual(['Message 2']);
    expect((await rows()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['sent', 1, null],
      ['sent', 2, null],
      ['sent', 1, null],
    ]);
  });

  it('sends everything due at once, batch after batch, and tries a failing message once (--once)', async () => {
    // 25 messages: three claims of up to 10, then one that finds nothing.
    await outbox.enqueue(
      Array.from({ length: 25 }, (_, n) => message(n + 1)),
      now,
    );
    const tries = new Map<string, number>();
    const delivery = createDelivery({
      db,
      clock,
      maxAttempts: 3,
      retryMs: 30_000,
      send: async (row) => {
        tries.set(row.subject, (tries.get(row.subject) ?? 0) + 1);
        if (row.subject === 'Message 7') throw new Error('mailbox full');
      },
    });
    expect(await sendDue(delivery)).toBe(25);
    expect(delivery.totals()).toEqual({ sent: 24, failed: 1 });
    expect(tries.size).toBe(25);
    expect([...tries.values()].every((n) => n === 1)).toBe(true);
    const settled = await rows();
    expect(settled.filter((row) => row.status === 'sent')).toHaveLength(24);
    expect(settled.find((row) => row.subject === 'Message 7')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'mailbox full',
    });
    // Nothing is due until the failed one's retry: a second call sends nothing.
    expect(await sendDue(delivery)).toBe(0);
    later(30_000);
    expect(await sendDue(delivery)).toBe(1);
    expect(delivery.totals()).toEqual({ sent: 24, failed: 2 });
  });

  it('takes a message again when the process that claimed it stopped before settling it', async () => {
    await outbox.enqueue([message(1)], now);
    const stalled = createDelivery({
      db,
      clock,
      maxAttempts: 3,
      retryMs: 1000,
      leaseMs: 60_000,
      send: () => new Promise<void>(() => {}),
    });
    void stalled.runOnce();
    await expect.poll(async () => (await rows())[0]?.status).toBe('sending');
    const sent: string[] = [];
    const other = createDelivery({
      db,
      clock,
      maxAttempts: 3,
      retryMs: 1000,
      send: async (row) => {
        sent.push(row.id);
      },
    });
    expect(await other.runOnce()).toBe(0);
    later(60_000);
    expect(await other.runOnce()).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it.runIf(process.env.TEST_STORE === 'postgres')(
    'never sends a message twice when two loops share the outbox',
    async () => {
      const count = 40;
      await outbox.enqueue(
        Array.from({ length: count }, (_, n) => message(n)),
        now,
      );
      const sends = new Map<string, number>();
      const byLoop = [0, 0];
      const loop = (index: number) =>
        createDelivery({
          db,
          clock,
          maxAttempts: 3,
          retryMs: 1000,
          batch: 3,
          send: async (row: OutboxRow) => {
            sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
            byLoop[index] = (byLoop[index] ?? 0) + 1;
            await new Promise((resolve) => setTimeout(resolve, 2));
          },
        });
      const run = async (index: number) => {
        const delivery = loop(index);
        while ((await delivery.runOnce()) > 0) {}
      };
      await Promise.all([run(0), run(1), run(0), run(1)]);
      expect(sends.size).toBe(count);
      expect([...sends.values()].every((n) => n === 1)).toBe(true);
      // Both took part: the claims really ran side by side.
      expect(byLoop.every((n) => n > 0)).toBe(true);
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    },
  );
});
