import {
  ADMIN_AUTH_API,
  auditLogQuerySchema,
  INVALID_CREDENTIALS,
  signInSchema,
} from '../../src/contract/admin-auth';
import { type AdminAuth, cookieOf, SESSION_COOKIE, sessionCookie } from '../admin-auth';
import { clientKey } from '../client-key';
import { fieldErrorsOf, HttpError } from '../http-error';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit';
import { json, type Route } from './route';

// The live server's admin sign-in (backend/admin-auth.ts): sign in, who is
// signed in, sign out, and the audit log. Registered only when the backend has
// an AdminAuth; the route wrapper gives them the same-origin and JSON rules of
// every write.

const withCookie = (body: unknown, cookie: string, status = 200) => {
  const response = json(body, status);
  response.headers.set('Set-Cookie', cookie);
  return response;
};

/** "15 more minutes", "1 more minute": the time left, rounded up. */
const minutesLeft = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const adminSessionHandlers = (route: Route, adminAuth: AdminAuth) => [
  route(
    'post',
    ADMIN_AUTH_API.session,
    async ({ request, body, now }) => {
      const { username, password } = await body(signInSchema);
      const at = now();
      // Counted as the rate limit counts it: an IPv6 client by its /64.
      const address = clientKey(request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown');
      const result = await adminAuth.signIn({ username, password, address, now: at });
      if (result.locked) {
        const { retryAfterSeconds } = result.locked;
        throw new HttpError(
          429,
          `Too many failed sign-ins: sign-in is locked for ${minutesLeft(retryAfterSeconds)}. Try again later.`,
          undefined,
          { 'Retry-After': String(retryAfterSeconds) },
        );
      }
      if (!result.ok) throw new HttpError(401, INVALID_CREDENTIALS);
      await adminAuth.audit({
        at: at.toISOString(),
        username: result.username,
        method: 'POST',
        action: 'sign in',
      });
      return withCookie({ username: result.username }, sessionCookie(request, result.token));
    },
    { bodyLimit: 4096 },
  ),
  route('get', ADMIN_AUTH_API.session, async ({ request, now }) => {
    const token = cookieOf(request, SESSION_COOKIE);
    const username = token ? await adminAuth.sessionOf(token, now()) : undefined;
    if (!username) throw new HttpError(401, 'Not signed in');
    return { username };
  }),
  route('delete', ADMIN_AUTH_API.session, async ({ request, now }) => {
    const token = cookieOf(request, SESSION_COOKIE);
    const username = token ? await adminAuth.signOut(token) : undefined;
    if (username) {
      await adminAuth.audit({
        at: now().toISOString(),
        username,
        method: 'DELETE',
        action: 'sign out',
      });
    }
    return withCookie({ ok: true }, sessionCookie(request, undefined));
  }),
  route(
    'get',
    ADMIN_AUTH_API.auditLog,
    async ({ url }) => {
      const parsed = auditLogQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) {
        throw new HttpError(400, 'Invalid list query', fieldErrorsOf(parsed.error));
      }
      return adminAuth.auditLog(parsed.data.page, parsed.data.pageSize);
    },
    { admin: true },
  ),
];
