import { INVALID_CREDENTIALS } from '../../contract/endpoints';
import { type Credentials, credentialsMatch, logIn, markSignedIn } from '../../lib/admin-session';
import { ApiError, NetworkError } from '../../lib/api-client';
import { signIn } from './api/live-session';

// Opening an admin session, from the login page or again over an admin screen
// whose session ended: live, the server checks the password and keeps the
// session in an HttpOnly cookie; standalone, the typed credentials are compared
// with the demo's (spec section 5) and kept for the admin calls.

/** The words of a refused live sign-in: the server's own for a lockout (429). */
function signInError(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof NetworkError
      ? error.message
      : 'The server could not be reached. Please try again.';
  }
  if (error.status === 401) return INVALID_CREDENTIALS;
  return error.reason;
}

/** Opens the session; resolves to the words to show when it is refused, or undefined. */
export async function startSession(credentials: Credentials): Promise<string | undefined> {
  // The build's mode read here, not through LIVE_API: the bundler drops code
  // under a condition only when it can read the condition in this module, and
  // the code below the branch carries the demo credentials the live build must
  // not (tests/live/admin-auth.spec.ts checks that none of its scripts do).
  if (import.meta.env.VITE_API_MODE === 'live') {
    try {
      await signIn(credentials);
    } catch (failure) {
      return signInError(failure);
    }
    markSignedIn();
    return undefined;
  }
  if (!credentialsMatch(credentials)) return INVALID_CREDENTIALS;
  logIn(credentials);
  return undefined;
}

/** The credentials typed into a sign-in form, read from its fields. */
export function typedCredentials(form: HTMLFormElement): Credentials {
  const fields = new FormData(form);
  return {
    username: String(fields.get('username') ?? '').trim(),
    password: String(fields.get('password') ?? ''),
  };
}
