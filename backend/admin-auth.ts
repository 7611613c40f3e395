// The live server's admin sign-in, as the API core sees it: sessions held in a
// cookie and checked on the server, lockout after repeated failures, and the
// audit log of admin writes. The standalone backend has none of this (the
// spec's demo header check stands there); the live server hands the core an
// implementation over PostgreSQL (server/auth/pg-admin-auth.ts).

/** The session cookie's name; the cookie holds a random token, the server only its hash. */
export const SESSION_COOKIE = 'brightline_admin_session';

/** Whether a path is under /api/admin, as the core routes it: any case, any number of slashes. */
export const isAdminPath = (pathname: string) => /^\/+api\/+admin(\/|$)/i.test(pathname);

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client's address (CLIENT_ADDRESS_HEADER), counted for the lockout. */
  address: string;
  now: Date;
}

export type SignInResult =
  | { ok: true; username: string; token: string; locked?: undefined }
  /** Wrong username or password. */
  | { ok: false; locked?: undefined }
  /** The account or the address is locked out: seconds until it may try again. */
  | { ok: false; locked: { retryAfterSeconds: number } };

export interface AuditEntry {
  at: string;
  username: string;
  method: string;
  action: string;
  /** The record written: table/id, or the section's id. */
  item?: string;
}

export interface AuditPage {
  items: (AuditEntry & { id: number })[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminAuth {
  signIn(attempt: SignInAttempt): Promise<SignInResult>;
  /**
   * The username of the session `token` opens, extending it by the idle
   * timeout (sliding renewal); undefined when there is none or it has expired.
   */
  sessionOf(token: string, now: Date): Promise<string | undefined>;
  /** Ends the session `token` opens; the username it belonged to, if any. */
  signOut(token: string): Promise<string | undefined>;
  /** Records an admin write; joins the store's current transaction. */
  audit(entry: AuditEntry): Promise<void>;
  /** The audit log, newest first. */
  auditLog(page: number, pageSize: number): Promise<AuditPage>;
  /** The newest audited write of `item` (e.g. `services/svc-1`): who made it, and when. */
  lastWrite(item: string): Promise<{ username: string; at: string } | undefined>;
}

/** The value of one cookie of the request, or undefined. */
export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Set-Cookie value of a session (`token`), or of its removal (undefined).
 * Secure except over plain http to this machine, where a browser would drop a
 * Secure cookie; no Max-Age, so the browser forgets it when it closes, while
 * the server's idle timeout ends it sooner.
 */
export function sessionCookie(request: Request, token: string | undefined): string {
  const url = new URL(request.url);
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  return [
    `${SESSION_COOKIE}=${token ?? ''}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Strict',
    ...(local ? [] : ['Secure']),
    ...(token === undefined ? ['Max-Age=0'] : []),
  ].join('; ');
}
