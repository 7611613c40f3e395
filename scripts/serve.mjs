// npm run serve: the live server (server/main.ts) over the live-mode build,
// built first when this checkout has none (npm run build:live rebuilds it).

import { pathToFileURL } from 'node:url';
import { liveServerEntry } from './lib/live-build.mjs';

const entry = liveServerEntry();

// A server only this machine reaches may try the app with the demo admin (the
// seed's, password hashed): DEMO_ADMIN=local, where the admin API answers
// requests made on this machine only, none a proxy forwarded (server/site.ts).
// Behind a proxy (TRUST_PROXY set) it is not set: the server then refuses to
// start while an admin has the demo password, unless DEMO_ADMIN is set on
// purpose. A real deployment creates its admin with npm run admin:create
// (README, "Admin sign-in").
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
if (
  process.env.DEMO_ADMIN === undefined &&
  // TRUST_PROXY unset or off (false, no, off, 0), as server/config.ts reads it.
  /^(|false|no|off|0+)$/i.test(process.env.TRUST_PROXY?.trim() ?? '') &&
  LOOPBACK.has(process.env.HOST?.trim() || '127.0.0.1')
) {
  process.env.DEMO_ADMIN = 'local';
}

await import(pathToFileURL(entry).href);
