export interface LiveTestServer {
  /** What the server was started with beyond this process's environment: its database among it. */
  env: Record<string, string>;
  exited: Promise<number>;
  /** The log lines written so far (with `keepLog`). */
  logLines(): string[];
  stop(signal?: NodeJS.Signals): Promise<number>;
}
export function startLiveTestServer(options?: {
  env?: Record<string, string>;
  log?: boolean;
  /** Keeps the server's log lines for `logLines()`. */
  keepLog?: boolean;
  /** A server whose PostgreSQL database this one shares. */
  alongside?: Pick<LiveTestServer, 'env'>;
}): Promise<LiveTestServer>;
export function waitUntilReady(url: string, timeoutMs?: number): Promise<void>;
