import type { z } from 'zod';

/** An error that carries its HTTP answer; the route wrapper turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers the answer must carry, e.g. Allow on a 405. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** How long a client should wait before it tries a call the database could not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The answer while the database cannot be reached (the live server's
 * PostgreSQL): a read answered nothing and a write wrote nothing, so the same
 * call can be made again shortly.
 */
export const unavailable = () =>
  new HttpError(
    503,
    'The service is unavailable for a moment. Please try again shortly.',
    undefined,
    {
      'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
    },
  );

export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'Validation failed', { [field]: [message] });

/** Per-field messages of a failed parse, keyed by the top-level field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    out[key] ??= [];
    if (!out[key].includes(issue.message)) out[key].push(issue.message);
  }
  return out;
}

/** Per-field messages keyed by the whole path, e.g. "tables.team.3.linkedinUrl". */
export function fieldErrorsByPath(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    out[key] ??= [];
    if (!out[key].includes(issue.message)) out[key].push(issue.message);
  }
  return out;
}
