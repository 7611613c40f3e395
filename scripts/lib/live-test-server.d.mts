export interface LiveTestServer {
  /** What the server was started with beyond this process's environment: its database among it. */
  env: Record<string, string>;
  exited: Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<number>;
}
export function startLiveTestServer(options?: {
  env?: Record<string, string>;
  log?: boolean;
  /** A server whose PostgreSQL database this one shares. */
  alongside?: Pick<LiveTestServer, 'env'>;
}): Promise<LiveTestServer>;
export function waitUntilReady(url: string, timeoutMs?: number): Promise<void>;
