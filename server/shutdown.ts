import type { Server } from 'node:http';

// A graceful stop: no new connection is accepted, requests already in flight
// finish (for at most `timeoutMs`), keep-alive connections are closed as soon
// as they are idle (at once, and each one as its last answer is sent), and
// whatever is still open when the time is up is cut. What closes after the
// server (the mail loop, the database pool) has what is left of that time.

/** How often connections that became idle since the stop are closed. */
const IDLE_SWEEP_MS = 50;

export interface Stopped {
  /** Some connections were still busy when the time ran out, and were cut. */
  forced: boolean;
}

export function stopServer(server: Server, timeoutMs: number): Promise<Stopped> {
  return new Promise((resolve) => {
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, timeoutMs);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve({ forced });
    });
    server.closeIdleConnections();
  });
}

/**
 * Whether `steps` end within `ms`. When the time is up first it resolves
 * false and leaves them running: a pool whose database does not answer waits
 * for its connections, and the process is not to wait with it.
 */
export async function finishesWithin(ms: number, steps: () => Promise<void>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([steps().then(() => true), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
