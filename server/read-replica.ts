import { cookieOf, isAdminPath, SESSION_COOKIE } from '../backend/admin-auth';
import type { Api } from '../backend/create-api';
import { type Log, logLine } from './log';

// With a read replica (DATABASE_REPLICA_URL), visitors' reads are answered
// from it: the public pages and their /api reads, which are most of the
// traffic and change only through the CMS. Everything else goes to the
// primary: every write, and every call of a signed-in admin, so that an admin
// reads back what they saved at once instead of after the replica's lag.
// While the replica cannot answer, or lags too far behind (watchReplicaLag),
// visitors' reads go to the primary too.

/** How long visitors' reads stay on the primary once the replica failed, before it is tried again. */
export const REPLICA_RETRY_MS = 5000;

/**
 * A visitor's read: GET or HEAD, outside /api/admin, with no admin session
 * cookie. (A cookie that names no session only sends the read to the primary.)
 */
export function isVisitorRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (cookieOf(request, SESSION_COOKIE) !== undefined) return false;
  return !isAdminPath(new URL(request.url).pathname);
}

export interface ReadReplicaOptions {
  /** The API over the primary. */
  primary: Api;
  /**
   * The same API over the replica's store, whose `unavailable` also names the
   * replica's own transient failures (pg/unavailable.ts, isReplicaUnavailable):
   * it answers them 503, and the primary answers instead.
   */
  replica: Api;
  /** Whether the replica is too far behind the primary to answer now (watchReplicaLag). */
  behind?: () => boolean;
  log: Log;
  now?: () => number;
}

/** The API that answers visitors' reads from the replica and everything else from the primary. */
export function readsFromReplica({
  primary,
  replica,
  behind = () => false,
  log,
  now = Date.now,
}: ReadReplicaOptions): Api {
  /** While the replica is failing: when it may be tried again. */
  let retryAt: number | undefined;
  return async (request) => {
    if (!isVisitorRead(request) || behind()) return primary(request);
    if (retryAt !== undefined && now() < retryAt) return primary(request);
    // Tried again by this one request; the others stay on the primary meanwhile.
    if (retryAt !== undefined) retryAt = now() + REPLICA_RETRY_MS;
    const answer = await replica(request);
    if (answer.status !== 503) {
      if (retryAt !== undefined) {
        retryAt = undefined;
        log(logLine('info', 'the read replica answers again: visitors read from it'));
      }
      return answer;
    }
    if (retryAt === undefined) {
      log(
        logLine('warn', 'the read replica cannot answer: visitors read from the primary', {
          retryMs: REPLICA_RETRY_MS,
        }),
      );
    }
    retryAt = now() + REPLICA_RETRY_MS;
    return primary(request);
  };
}

/** A position in PostgreSQL's write-ahead log, `X/Y` in hex (pg_lsn as text), as a number. */
export function lsnValue(lsn: string): bigint {
  const [high = '', low = ''] = lsn.split('/');
  if (!/^[0-9A-F]{1,8}$/i.test(high) || !/^[0-9A-F]{1,8}$/i.test(low)) {
    throw new Error(`not a WAL position: ${lsn}`);
  }
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export interface ReplicaLagOptions {
  /** Where the primary's WAL ends now: pg_current_wal_lsn(). */
  primaryLsn: () => Promise<string>;
  /** How far the replica has replayed it: pg_last_wal_replay_lsn(). */
  replicaLsn: () => Promise<string | null>;
  /** The most a visitor's read may lag behind a write (REPLICA_MAX_LAG_SECONDS). */
  maxLagMs: number;
  log: Log;
  now?: () => number;
}

/**
 * Watches how far the replica lags, so that a replica stuck behind (its
 * replication broken, or its replay paused) does not show visitors old content
 * for ever. Every few seconds it reads where the primary's log ends, and how
 * far the replica has replayed it: the replica is behind when it has not yet
 * replayed where the primary's log ended `maxLagMs` ago. An idle primary, whose
 * log does not move, never makes it behind. A failed check changes nothing:
 * the replica's own failures are answered by the primary already.
 */
export function watchReplicaLag({
  primaryLsn,
  replicaLsn,
  maxLagMs,
  log,
  now = Date.now,
}: ReplicaLagOptions): { behind: () => boolean; check: () => Promise<void>; stop: () => void } {
  /** The primary's log's end as read at each check, oldest first, back to `maxLagMs` ago. */
  const ends: { at: number; lsn: bigint }[] = [];
  let behind = false;
  async function check(): Promise<void> {
    let primaryEnd: bigint;
    let replayed: string | null;
    try {
      [primaryEnd, replayed] = await Promise.all([primaryLsn().then(lsnValue), replicaLsn()]);
    } catch {
      return;
    }
    const at = now();
    ends.push({ at, lsn: primaryEnd });
    // The newest end old enough to count, and nothing older.
    while ((ends[1]?.at ?? at) <= at - maxLagMs) ends.shift();
    const due = ends[0] && ends[0].at <= at - maxLagMs ? ends[0].lsn : undefined;
    // No replay position: not a standby, or one that has replayed nothing yet.
    const late = due !== undefined && (replayed === null || lsnValue(replayed) < due);
    if (late && !behind) {
      log(
        logLine('warn', 'the read replica is behind the primary: visitors read from the primary', {
          maxLagMs,
        }),
      );
    } else if (!late && behind) {
      log(logLine('info', 'the read replica has caught up: visitors read from it'));
    }
    behind = late;
  }
  // A few checks within the allowed lag, and at least every 5 s.
  const every = Math.min(5000, Math.max(100, Math.round(maxLagMs / 4)));
  // A check that outlasts the interval (a database slow to answer) is not run twice at once.
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, every);
  timer.unref();
  return { behind: () => behind, check, stop: () => clearInterval(timer) };
}
