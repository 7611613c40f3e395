export interface LiveTestServer {
  exited: Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<number>;
}
export function startLiveTestServer(options?: {
  env?: Record<string, string>;
  log?: boolean;
}): Promise<LiveTestServer>;
export function waitUntilReady(url: string, timeoutMs?: number): Promise<void>;
