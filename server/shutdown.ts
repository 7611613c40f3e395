import type { Server } from 'node:http';

// A graceful stop: no new connection is accepted, requests already in flight
// finish (for at most `timeoutMs`), keep-alive connections are closed as soon
// as they are idle (at once, and each one as its last answer is sent), and
// whatever is still open when the time is up is cut.

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
