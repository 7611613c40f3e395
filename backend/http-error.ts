import type { z } from 'zod';
import {
  conflictMessage,
  EDIT_CONFLICT_STATUS,
  IF_MATCH_HEADER,
  ifMatchAllows,
} from '../src/contract/versions';

/** An error that carries its HTTP answer; the route wrapper turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers the answer must carry, e.g. Allow on a 405. */
    readonly headers?: Record<string, string>,
    /** More of the answer's JSON, beside `error`: the item stored now, on a 412. */
    readonly details?: Record<string, unknown>,
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

/**
 * Refuses an edit made from another version of the item than the one stored
 * (its If-Match header; see src/contract/versions.ts), with the item as stored
 * now. An edit without the header passes.
 */
export function checkVersion(request: Request, version: string, current: unknown, what: string) {
  const header = request.headers.get(IF_MATCH_HEADER);
  if (header === null || ifMatchAllows(header, version)) return;
  throw new EditConflictError(what, version, current);
}

/** The 412 of checkVersion: what the item is, for its message. */
export class EditConflictError extends HttpError {
  constructor(
    readonly what: string,
    readonly version: string,
    readonly current: unknown,
    saved?: { by: string; at: string; self: boolean },
  ) {
    super(
      EDIT_CONFLICT_STATUS,
      conflictMessage(what, saved?.by, saved?.self),
      undefined,
      // The ETag is the item's version, for the next If-Match: a compressor
      // would make it weak (W/"…"), which If-Match never matches.
      { ETag: version, 'Cache-Control': 'no-store, no-transform' },
      {
        current,
        ...(saved && { savedBy: saved.by, savedAt: saved.at }),
        ...(saved?.self && { savedBySelf: true }),
      },
    );
  }

  /** The same refusal, naming who saved the item last and when (`self`: the admin refused). */
  savedBy(by: string, at: string, self: boolean): EditConflictError {
    return new EditConflictError(this.what, this.version, this.current, { by, at, self });
  }
}

export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'Validation failed', { [field]: [message] });

/** Per-field messages of a failed parse, keyed by the top-level field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  // A field of the wrong kind (a list for a name) gets that message alone: zod
  // also runs the length checks on a list, whose messages would be beside the point.
  const wrongKind = new Set(
    error.issues
      .filter((issue) => issue.code === 'invalid_type' && issue.path.length === 1)
      .map((issue) => String(issue.path[0])),
  );
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (wrongKind.has(key) && issue.code !== 'invalid_type') continue;
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
