// Errors that mean PostgreSQL cannot be reached now, not that a call is wrong:
// the server down or restarting, the network between, a connection cut, every
// connection in use. The API answers them 503 with Retry-After instead of 500
// (backend/handlers/route.ts), and a client may make the same call again
// shortly: a statement runs whole or not at all, so nothing was half written.

/** The socket's errors: nothing answers at that address, or the connection broke. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own (SQLSTATE): class 08, a connection exception; 57P01-57P03,
 * the server shutting down, crashed or not yet accepting connections; 53300,
 * too many connections; 25006, a write to a server that takes none now (a
 * standby that a failover reached before promoting it, or a primary made
 * read-only for maintenance). Reads still answer then, so readiness holds.
 */
const SERVER = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|25006)$/;

/** `pg`'s errors that carry no code: a connection ended under a query, or the pool is closing. */
const DRIVER =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/** Whether `error`, or any error it was caused by, says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (NETWORK.has(code) || SERVER.test(code))) return true;
    if (DRIVER.test(cause.message)) return true;
  }
  return false;
}

/** SQLSTATE 25006: a write to a server that takes none. */
const READ_ONLY = '25006';

/** Whether `error`, or any error it was caused by, has the SQLSTATE `code`. */
function hasCode(error: unknown, code: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * A hot standby cancels a query that would hold back the primary's changes it
 * is replaying (SQLSTATE 40001 or 40P01, "… due to conflict with recovery").
 */
const RECOVERY_CONFLICT = /conflict with recovery/;

/**
 * Whether a read replica's `error` says it cannot answer now: out of reach as
 * above, or a query it cancelled while replaying. The same read on the primary
 * can answer it.
 */
export function isReplicaUnavailable(error: unknown): boolean {
  // A standby refuses every write: one sent to the replica is a fault of the
  // code that sent it there, not the replica out of reach.
  if (hasCode(error, READ_ONLY)) return false;
  if (isDatabaseUnavailable(error)) return true;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if ((code === '40001' || code === '40P01') && RECOVERY_CONFLICT.test(cause.message)) {
      return true;
    }
  }
  return false;
}
