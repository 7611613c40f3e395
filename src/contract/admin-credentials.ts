// The one configuration point for the demo admin credentials. Set
// VITE_ADMIN_USERNAME / VITE_ADMIN_PASSWORD at build time to change them; the
// page (login form) and the standalone backend (header check) both read this.

export const ADMIN_CREDENTIALS = {
  username: import.meta.env?.VITE_ADMIN_USERNAME || 'admin',
  password: import.meta.env?.VITE_ADMIN_PASSWORD || 'demo-admin-2024',
} as const;
