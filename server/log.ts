// The server's log: one JSON object a line on standard output, for whatever
// collects the process's output.

export type Level = 'info' | 'warn' | 'error';

/** One log line: the time, the level, a message and any fields. */
export function logLine(
  level: Level,
  msg: string,
  fields: Record<string, unknown> = {},
  time: Date = new Date(),
): string {
  return JSON.stringify({ time: time.toISOString(), level, msg, ...fields });
}

export interface RequestRecord {
  method: string;
  /** The path without its query, which may hold what a visitor typed. */
  path: string;
  status: number;
  durationMs: number;
}

/** The line of one answered request; a server error is logged as an error. */
export function requestLine(
  { method, path, status, durationMs }: RequestRecord,
  time: Date = new Date(),
): string {
  return logLine(
    status >= 500 ? 'error' : 'info',
    'request',
    { method, path, status, durationMs: Math.round(durationMs * 10) / 10 },
    time,
  );
}

export type Log = (line: string) => void;

export const toStdout: Log = (line) => {
  process.stdout.write(`${line}\n`);
};
