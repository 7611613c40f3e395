// The one configuration point for the demo admin credentials. Set
// VITE_ADMIN_USERNAME / VITE_ADMIN_PASSWORD at build time to change them; the
// page (login form) and the standalone backend (header check) both read this.

/** The spec's demo credentials, used when the build sets none. */
export const DEMO_ADMIN_CREDENTIALS = { username: 'admin', password: 'demo-admin-2024' } as const;

export const ADMIN_CREDENTIALS = {
  username: import.meta.env?.VITE_ADMIN_USERNAME || DEMO_ADMIN_CREDENTIALS.username,
  password: import.meta.env?.VITE_ADMIN_PASSWORD || DEMO_ADMIN_CREDENTIALS.password,
} as const;
