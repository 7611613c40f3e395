import { ADMIN_HEADERS, IDEMPOTENCY_KEY_HEADER } from '../contract/endpoints';
import { EDIT_CONFLICT_STATUS, type EditConflict, IF_MATCH_HEADER } from '../contract/versions';
import { sessionCredentials } from './admin-session';
import { LIVE_API } from './api-mode';
import { whenControlled } from './sw-ready';

// The page's only way to the backend (spec section 7): credentials on every
// request, JSON in and out, and any non-success answer raised as
// "STATUS: body" (the status text when the body is empty).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The backend's own words (the `error` of its JSON answer), or "STATUS: body". */
  get reason(): string {
    try {
      return (JSON.parse(this.body) as { error?: string }).error ?? this.message;
    } catch {
      return this.message;
    }
  }

  /**
   * The item as stored now, when an edit was refused because someone else had
   * saved it since (412, src/contract/versions.ts).
   */
  get conflict(): EditConflict | undefined {
    if (this.status !== EDIT_CONFLICT_STATUS) return undefined;
    try {
      const body = JSON.parse(this.body) as Partial<EditConflict>;
      if (typeof body.error !== 'string' || !('current' in body)) return undefined;
      const { error, current, savedBy, savedAt, savedBySelf } = body;
      return {
        error,
        current,
        ...(typeof savedBy === 'string' && { savedBy }),
        ...(typeof savedAt === 'string' && { savedAt }),
        ...(savedBySelf === true && { savedBySelf }),
      };
    } catch {
      return undefined;
    }
  }

  /** Per-field messages of a 400 answer, when the backend gave them. */
  get fieldErrors(): Record<string, string[]> | undefined {
    try {
      return (JSON.parse(this.body) as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    } catch {
      return undefined;
    }
  }
}

/**
 * A call that got no answer at all: the device is offline, or the server is
 * out of reach. Its message says which, in words for the person using the app.
 */
export class NetworkError extends Error {
  /** Whether the browser was offline: else the server was out of reach. */
  readonly offline: boolean;

  constructor(cause: unknown) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    super(
      offline
        ? "You're offline. Please try again once you are back online."
        : 'The server could not be reached. Please try again.',
      { cause },
    );
    this.name = 'NetworkError';
    this.offline = offline;
  }
}

/** A read that failed because the browser is offline (not a refusal, not a missing item). */
export const isOfflineMiss = (error: unknown): boolean =>
  error instanceof NetworkError && error.offline;

/** A failed call in a person's words: the backend's own, or that it could not be reached. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * An admin call: a 401 ends the admin session. Standalone, it sends the
   * session's credentials as the username and password headers.
   */
  admin?: boolean;
  /** A public form's Idempotency-Key: the server writes a send repeated with it once. */
  idempotencyKey?: string;
  /** An edit's If-Match: the version of the item it was made from. */
  ifMatch?: string;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 from an admin call: the admin session has ended. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Answers a request without the network: the server's own API, when it renders a page. */
export type ApiTransport = (request: Request) => Promise<Response>;
let transport: ApiTransport | undefined;

/**
 * Sends every call to `answer` instead of `fetch`: the server renders a page
 * with the data its own API answers, called in process (src/entry-server.tsx).
 */
export function answerApiWith(answer: ApiTransport): void {
  transport = answer;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // Standalone, the worker is the backend; live, the server is, worker or not.
  if (!transport && !LIVE_API) {
    await whenControlled().catch((error: unknown) => {
      throw new NetworkError(error);
    });
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Every write is JSON, body or not: the backend refuses any other write (415),
  // which is what keeps other sites' forms out of it.
  const write = (options.method ?? 'GET') !== 'GET';
  if (write) headers['Content-Type'] = 'application/json';
  // Live, the session cookie goes with the call: the server takes no credential headers.
  if (options.admin && !LIVE_API) {
    const credentials = sessionCredentials();
    headers[ADMIN_HEADERS.username] = credentials.username;
    headers[ADMIN_HEADERS.password] = credentials.password;
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.ifMatch) headers[IF_MATCH_HEADER] = options.ifMatch;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: write ? JSON.stringify(options.body ?? {}) : undefined,
    signal: options.signal,
  };
  const response = transport
    ? await transport(new Request(new URL(path, 'http://localhost'), init))
    : await fetch(path, init).catch((error: unknown) => {
        // A call the page itself cancelled stays a cancellation.
        if (options.signal?.aborted) throw error;
        throw new NetworkError(error);
      });
  return readAnswer<T>(response, options);
}

async function readAnswer<T>(response: Response, options: RequestOptions): Promise<T> {
  if (!response.ok) {
    const body = await response.text();
    if (response.status === 401 && options.admin) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(response.status, body, response.statusText);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, options);
export const apiPost = <T>(
  path: string,
  body: unknown,
  options: Pick<RequestOptions, 'idempotencyKey'> = {},
) => apiRequest<T>(path, { ...options, method: 'POST', body });
export const apiPut = <T>(
  path: string,
  body: unknown,
  admin = true,
  options: Pick<RequestOptions, 'ifMatch' | 'signal'> = {},
) => apiRequest<T>(path, { ...options, method: 'PUT', body, admin });
export const apiDelete = <T>(path: string, admin = true) =>
  apiRequest<T>(path, { method: 'DELETE', admin });
