import { DrizzleQueryError } from 'drizzle-orm';

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

/**
 * An error as a log field: its stack where it has one. A failed query's own
 * message lists its parameters, which hold what a visitor typed (a name, an
 * email, a message): the line keeps the query, the driver's reason and where
 * it was made, without them.
 */
export function errorText(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return [`Failed query: ${error.query}`, ...frames, `cause: ${errorText(error.cause)}`].join(
      '\n',
    );
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
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

// Lines wait for the end of the event loop's turn and go out in one write:
// standard output is written synchronously when it is a file or a pipe, and a
// write a request cost a busy server about a tenth of its time. Whatever is
// waiting when the process exits is written then.
let waiting = '';

function flush(): void {
  if (waiting === '') return;
  const text = waiting;
  waiting = '';
  process.stdout.write(text);
}

export const toStdout: Log = (line) => {
  if (waiting === '') setImmediate(flush);
  waiting += `${line}\n`;
};
process.on('exit', flush);
