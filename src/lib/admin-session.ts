import { ADMIN_CREDENTIALS } from '../contract/admin-credentials';

// The admin session (spec sections 4 and 6): a flag in browser storage, set when
// the login form's credentials match the configured ones. The credentials typed
// at login are kept with it and sent on admin calls, so the backend checks them
// again and a 401 ends the session.
//
// Live, the server holds the session (an HttpOnly cookie the page never sees):
// the flag is only a hint that one was opened here, checked with the server on
// each admin screen, and no credentials are stored.

const FLAG_KEY = 'adminAuth';
const CREDENTIALS_KEY = 'adminCredentials';

export interface Credentials {
  username: string;
  password: string;
}

export function credentialsMatch(input: Credentials): boolean {
  return (
    input.username === ADMIN_CREDENTIALS.username && input.password === ADMIN_CREDENTIALS.password
  );
}

export function isLoggedIn(): boolean {
  return localStorage.getItem(FLAG_KEY) === 'true';
}

export function logIn(input: Credentials): void {
  localStorage.setItem(FLAG_KEY, 'true');
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(input));
}

/** Live: the server opened a session for this browser (its cookie holds it). */
export function markSignedIn(): void {
  localStorage.setItem(FLAG_KEY, 'true');
  localStorage.removeItem(CREDENTIALS_KEY);
}

export function logOut(): void {
  localStorage.removeItem(FLAG_KEY);
  localStorage.removeItem(CREDENTIALS_KEY);
}

export function sessionCredentials(): Credentials {
  try {
    const stored = JSON.parse(
      localStorage.getItem(CREDENTIALS_KEY) ?? 'null',
    ) as Credentials | null;
    if (stored && typeof stored.username === 'string' && typeof stored.password === 'string') {
      return stored;
    }
  } catch {
    // A damaged entry sends no valid credentials; the backend answers 401.
  }
  return { username: '', password: '' };
}
