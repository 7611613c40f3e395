// npm run mail: the live server's email without its web server
// (server/mail-cli.ts): the outbox's delivery loop alone, as a mail worker
// beside web processes started with MAIL_DELIVERY=off, until SIGTERM; with
// --once, what is due now is sent and the command ends (for a scheduler). The
// database is the server's PostgreSQL (DATABASE_URL), and so are the settings.
//   DATABASE_URL=postgres://… SMTP_URL=smtp://… npm run mail
//   DATABASE_URL=postgres://… SMTP_URL=smtp://… npm run mail -- --once

import { pathToFileURL } from 'node:url';
import { liveServerEntry } from './lib/live-build.mjs';

const entry = liveServerEntry();
process.argv.splice(2, 0, 'mail');
await import(pathToFileURL(entry).href);
