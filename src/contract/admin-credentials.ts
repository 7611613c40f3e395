// The one configuration point for the demo admin credentials. Set
// VITE_ADMIN_USERNAME / VITE_ADMIN_PASSWORD at build time to change them; the
// page (login form) and the standalone backend (header check) both read this.

const DEMO_USERNAME = 'admin';
const DEMO_PASSWORD = 'demo-admin-2024';

/** The spec's demo credentials, used when the build sets none. */
export const DEMO_ADMIN_CREDENTIALS = { username: DEMO_USERNAME, password: DEMO_PASSWORD } as const;

// Built from the strings, not from DEMO_ADMIN_CREDENTIALS' properties: a read of
// a property might run code, so the bundler would keep it, and the live build,
// which never shows or checks these, would carry the demo password.
export const ADMIN_CREDENTIALS = {
  username: import.meta.env?.VITE_ADMIN_USERNAME || DEMO_USERNAME,
  password: import.meta.env?.VITE_ADMIN_PASSWORD || DEMO_PASSWORD,
} as const;
