import type { PgDb } from '../pg/pg-store';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox';
import type { SendMail } from './transport';

// The delivery loop: runs beside the HTTP server, never inside a request, so a
// slow or dead mail server never slows a form. It claims due messages, sends
// each, and settles it: sent; or failed, due again after a delay that doubles
// with each attempt (capped); or dead after `maxAttempts` failures, until an
// admin asks for a retry.

export interface DeliveryOptions {
  db: PgDb;
  send: SendMail;
  clock?: () => Date;
  /** How long the loop waits when nothing was due. */
  pollMs: number;
  /** Failures after which a message is dead. */
  maxAttempts: number;
  /** The delay before the first retry; each next one is twice the last. */
  retryMs: number;
  /** The longest delay between two attempts (default an hour). */
  maxRetryMs?: number;
  /**
   * How long a claim holds a message: another process takes it again after
   * that, should this one have stopped while sending (default 5 minutes).
   */
  leaseMs?: number;
  /** Messages claimed at once (default 10). */
  batch?: number;
  onError?: (message: string, details: Record<string, unknown>) => void;
  /** The loop reads the outbox again after it could not (the database was away). */
  onRecovered?: (message: string, details: Record<string, unknown>) => void;
}

export interface Delivery {
  /** Claims and sends what is due now, once: the number of messages tried. */
  runOnce(): Promise<number>;
  /** Stops the loop once the message in hand is settled. */
  stop(): Promise<void>;
}

/** The delay before the attempt that follows failure number `failures`. */
export const retryDelay = (failures: number, firstMs: number, maxMs: number) =>
  Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs);

const ERROR_KEPT = 1000;

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_KEPT);
}

/** Messages sent and failed attempts since the delivery was made. */
export interface DeliveryTotals {
  sent: number;
  failed: number;
}

/** The delivery functions, without the loop: tests drive `runOnce` by hand. */
export function createDelivery({
  db,
  send,
  clock = () => new Date(),
  maxAttempts,
  retryMs,
  maxRetryMs = 3_600_000,
  leaseMs = 300_000,
  batch = 10,
  onError = () => {},
}: Omit<DeliveryOptions, 'pollMs'>): Omit<Delivery, 'stop'> & { totals(): DeliveryTotals } {
  const totals: DeliveryTotals = { sent: 0, failed: 0 };

  /** Sends one message: whether it left; a failure is settled at once. */
  async function attempt(row: OutboxRow): Promise<boolean> {
    try {
      await send(row);
      return true;
    } catch (error) {
      const failures = row.attempts + 1;
      const retryAt =
        failures >= maxAttempts
          ? undefined
          : new Date(clock().getTime() + retryDelay(failures, retryMs, maxRetryMs));
      const reason = describeError(error);
      onError(retryAt ? 'an email was not sent: it will be retried' : 'an email is dead', {
        id: row.id,
        attempts: failures,
        error: reason,
      });
      await markFailed(db, row, reason, retryAt);
      return false;
    }
  }

  return {
    async runOnce() {
      const now = clock();
      const rows = await claimDue(db, now, new Date(now.getTime() + leaseMs), batch);
      const sent: OutboxRow[] = [];
      for (const row of rows) if (await attempt(row)) sent.push(row);
      // The sent ones are settled together; should this process stop before
      // that, their lease lapses and they go again, with the same Message-ID.
      await markSent(db, sent, clock());
      totals.sent += sent.length;
      totals.failed += rows.length - sent.length;
      return rows.length;
    },
    totals: () => ({ ...totals }),
  };
}

/**
 * Sends everything due now, batch after batch, until a claim finds nothing:
 * the mail worker's `--once`, for a scheduler. A message that fails is due
 * again only after its retry delay, so one call tries it once (or, with no
 * delay, until it is dead). Returns the messages tried.
 */
export async function sendDue(delivery: Pick<Delivery, 'runOnce'>): Promise<number> {
  let tried = 0;
  for (let batch = await delivery.runOnce(); batch > 0; batch = await delivery.runOnce()) {
    tried += batch;
  }
  return tried;
}

/**
 * Tells of an outage once when it begins and once when it ends, with how long
 * it lasted, instead of at every poll while it lasts.
 */
export function outageReport(
  down: (details: Record<string, unknown>) => void,
  up: (details: Record<string, unknown>) => void,
  clock: () => number = Date.now,
) {
  let since: number | undefined;
  let failures = 0;
  return {
    failed(error: unknown) {
      failures += 1;
      if (since !== undefined) return;
      since = clock();
      // What went wrong underneath: Drizzle's own message is the failed query.
      let cause = error;
      while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
      down({ error: describeError(cause) });
    },
    succeeded() {
      if (since === undefined) return;
      up({ failures, downMs: clock() - since });
      since = undefined;
      failures = 0;
    },
  };
}

/** Starts the loop: it runs until `stop()`. */
export function startDelivery(options: DeliveryOptions): Delivery {
  const { runOnce } = createDelivery(options);
  const outage = outageReport(
    (details) =>
      options.onError?.('the outbox could not be read: email waits until it can be', details),
    (details) => options.onRecovered?.('the outbox can be read again', details),
  );
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const running = (async () => {
    while (!stopped) {
      let tried = 0;
      try {
        tried = await runOnce();
        outage.succeeded();
      } catch (error) {
        // The database is away for a moment: the loop tries again next time.
        outage.failed(error);
      }
      // More may be due at once after a full batch.
      if (tried === 0 && !stopped) await pause(options.pollMs);
    }
  })();

  return {
    runOnce,
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
