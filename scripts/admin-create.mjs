// npm run admin:create: adds an admin to the live server's database, or sets a
// new password for one (server/auth/admin-create.ts). The database is the
// server's: DATABASE_URL, else PGlite in DATA_DIR. Usage:
//   npm run admin:create                      (asks for both)
//   npm run admin:create -- --username alice  (asks for the password)
//   ADMIN_USERNAME=alice ADMIN_PASSWORD=... npm run admin:create

import { pathToFileURL } from 'node:url';
import { liveServerEntry } from './lib/live-build.mjs';

const entry = liveServerEntry();
process.argv.splice(2, 0, 'admin:create');
await import(pathToFileURL(entry).href);
