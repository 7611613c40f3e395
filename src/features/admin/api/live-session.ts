import type { AdminSession, SignIn } from '../../../contract/admin-auth';
import { ADMIN_AUTH_API } from '../../../contract/endpoints';
import { apiGet, apiRequest } from '../../../lib/api-client';

// The live server's admin session (POST, GET and DELETE /api/admin/session):
// the server sets and clears the HttpOnly cookie; the page only asks.

export const signIn = (input: SignIn) =>
  apiRequest<AdminSession>(ADMIN_AUTH_API.session, { method: 'POST', body: input });

/** Who is signed in; a 401 (nobody) ends the session through onUnauthorized. */
export const currentSession = (signal?: AbortSignal) =>
  apiGet<AdminSession>(ADMIN_AUTH_API.session, { admin: true, signal });

export const signOut = () => apiRequest<{ ok: true }>(ADMIN_AUTH_API.session, { method: 'DELETE' });
