import { cookieOf, SESSION_COOKIE } from '../backend/admin-auth';
import type { Api } from '../backend/create-api';
import { type Log, logLine } from './log';

// With a read replica (DATABASE_REPLICA_URL), visitors' reads are answered
// from it: the public pages and their /api reads, which are most of the
// traffic and change only through the CMS. Everything else goes to the
// primary: every write, and every call of a signed-in admin, so that an admin
// reads back what they saved at once instead of after the replica's lag.
// While the replica cannot answer, visitors' reads go to the primary too.

/** How long visitors' reads stay on the primary once the replica failed, before it is tried again. */
export const REPLICA_RETRY_MS = 5000;

/**
 * A visitor's read: GET or HEAD, outside /api/admin, with no admin session
 * cookie. (A cookie that names no session only sends the read to the primary.)
 */
export function isVisitorRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (cookieOf(request, SESSION_COOKIE) !== undefined) return false;
  // As the core routes: any case, any number of slashes (backend/router.ts).
  return !/^\/+api\/+admin(\/|$)/i.test(new URL(request.url).pathname);
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
  log: Log;
  now?: () => number;
}

/** The API that answers visitors' reads from the replica and everything else from the primary. */
export function readsFromReplica({
  primary,
  replica,
  log,
  now = Date.now,
}: ReadReplicaOptions): Api {
  /** While the replica is failing: when it may be tried again. */
  let retryAt: number | undefined;
  return async (request) => {
    if (!isVisitorRead(request)) return primary(request);
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
