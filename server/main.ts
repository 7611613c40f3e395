import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { type ApiOptions, createApi } from '../backend/create-api';
import { backendTimeZone } from '../backend/handlers/consultations';
import { SHELL, SHELL_PAGES, TEMPLATE } from '../scripts/lib/site-files.mjs';
import { publicPagePaths, sitemapXml } from '../src/app/sitemap';
import { DEMO_ADMIN_CREDENTIALS } from '../src/contract/admin-credentials';
import { renderPage } from '../src/entry-server';
import { adminCreateCli } from './admin-create-cli';
import { demoPasswordAdmins } from './auth/admin-users';
import { pgAdminAuth } from './auth/pg-admin-auth';
import {
  adminLocalOnly,
  adminStartCheck,
  insecureDefaults,
  readServerConfig,
  type ServerConfig,
} from './config';
import { errorText, logLine, toStdout } from './log';
import { startDelivery } from './mail/delivery';
import { createPgOutbox } from './mail/outbox';
import { senderOf } from './mail/transport';
import { mailCli } from './mail-cli';
import { pgIdempotency } from './pg/idempotency';
import { openPgliteStore, openPostgresStore, openReplicaStore } from './pg/open';
import type { PgDb } from './pg/pg-store';
import { isDatabaseUnavailable, isReplicaUnavailable } from './pg/unavailable';
import { readsFromReplica, watchReplicaLag } from './read-replica';
import { createRenderCache } from './render-cache';
import { finishesWithin, stopServer } from './shutdown';
import { createSite } from './site';

// The live server (npm run serve): the app of `npm run build:live` with /api
// answered from PostgreSQL. The build bundles ./start.ts into
// dist-live-server/server.js (scripts/render-pages.mjs), which loads this file
// beside the page template and the migrations; the app's files are in
// dist-live/. `server.js admin:create` adds an admin instead (npm run admin:create),
// and `server.js mail` sends the outbox's email without serving (npm run mail).

/**
 * Starts the server. `serverDir` is the server bundle's folder: the page
 * template and the database migrations are there.
 */
export async function runServer(serverDir: string): Promise<void> {
  const migrationsFolder = join(serverDir, 'migrations');
  if (process.argv[2] === 'admin:create') {
    process.exit(await adminCreateCli(process.argv.slice(3), migrationsFolder));
  }
  if (process.argv[2] === 'mail') {
    process.exit(await mailCli(process.argv.slice(3), { migrationsFolder }));
  }

  const log = toStdout;
  let config: ServerConfig;
  try {
    config = readServerConfig(process.env);
  } catch (error) {
    // A setting that is not one: said in one log line, as every other refusal.
    log(logLine('error', `not starting: ${error instanceof Error ? error.message : error}`));
    process.exit(1);
  }
  for (const warning of insecureDefaults(config)) {
    log(logLine('warn', warning));
  }
  const clientDir = resolve(process.env.CLIENT_DIR || serverDir.replace(/-server$/, ''));

  const [template, shell] = await Promise.all([
    readFile(join(serverDir, TEMPLATE), 'utf8'),
    readFile(join(clientDir, SHELL), 'utf8'),
  ]);

  async function openStore({ databaseUrl, dataDir }: ServerConfig) {
    if (databaseUrl) {
      return openPostgresStore(databaseUrl, { migrationsFolder, log });
    }
    await mkdir(dataDir, { recursive: true });
    return openPgliteStore(dataDir, { migrationsFolder });
  }

  const openedAt = performance.now();
  const database = await openStore(config).catch((error: unknown) => {
    log(logLine('error', 'the database did not open', { error: String(error) }));
    process.exit(1);
  });
  log(
    logLine('info', 'database ready', {
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      ...(config.replicaUrl ? { readReplica: true } : {}),
      ...(config.databaseUrl ? {} : { dataDir: resolve(config.dataDir) }),
      ms: Math.round(performance.now() - openedAt),
    }),
  );

  // No admin with the public demo password on a real deployment.
  const admins = await demoPasswordAdmins(database.db, DEMO_ADMIN_CREDENTIALS.password);
  const adminCheck = adminStartCheck(config, admins);
  if (adminCheck.refuse) {
    log(logLine('error', `not starting: ${adminCheck.refuse}`));
    await database.close();
    process.exit(1);
  }
  if (adminCheck.warning) log(logLine('warn', adminCheck.warning));

  // The request log and the control path are the standalone backend's QA tools:
  // on a public server the control path would let anyone wipe the leads.
  const options = {
    logRequests: false,
    controlPath: false,
    // Admins sign in with a session checked here; the demo headers are refused.
    adminAuth: pgAdminAuth(database.store, config.adminAuth),
    // A limit of 0 is none.
    rateLimit:
      config.formsPerMinute || config.formsPerDay
        ? {
            perMinute: config.formsPerMinute || Number.POSITIVE_INFINITY,
            perDay: config.formsPerDay || Number.POSITIVE_INFINITY,
          }
        : undefined,
    idempotency: pgIdempotency(database.store),
    // PostgreSQL down or out of reach: 503 with Retry-After, not a server error.
    unavailable: isDatabaseUnavailable,
    // A fault: one log line with its stack, as the site logs its own.
    onFault: (error) => log(logLine('error', 'unhandled error', { error: errorText(error) })),
    mail: {
      settings: {
        sales: config.mail.sales,
        from: config.mail.from,
        // The zone consultation days and slots are booked in: this process's own.
        timeZone: backendTimeZone(),
      },
      outbox: createPgOutbox(database.store),
    },
  } satisfies Omit<ApiOptions, 'store'>;
  const primaryApi = createApi({ ...options, store: database.store });
  // With a read replica, visitors' reads come from it (./read-replica.ts).
  const replica = config.replicaUrl ? openReplicaStore(config.replicaUrl, { log }) : undefined;
  const lag = replica
    ? watchReplicaLag({
        primaryLsn: async () => (await walPosition(database.db, 'pg_current_wal_lsn')) ?? '0/0',
        replicaLsn: () => walPosition(replica.db, 'pg_last_wal_replay_lsn'),
        maxLagMs: config.replicaMaxLagMs,
        log,
      })
    : undefined;
  const api = replica
    ? readsFromReplica({
        primary: primaryApi,
        replica: createApi({ ...options, store: replica.store, unavailable: isReplicaUnavailable }),
        behind: lag?.behind,
        log,
      })
    : primaryApi;

  // Sends what the forms queued, beside the requests and never inside one;
  // with MAIL_DELIVERY=off a mail worker (npm run mail) sends it instead.
  const delivery = config.mail.delivery
    ? startDelivery({
        db: database.db,
        send: senderOf(config.mail),
        pollMs: config.mail.pollMs,
        maxAttempts: config.mail.maxAttempts,
        retryMs: config.mail.retryMs,
        onError: (message, details) => log(logLine('warn', message, details)),
        onRecovered: (message, details) => log(logLine('info', message, details)),
      })
    : undefined;
  if (!delivery) {
    log(logLine('info', 'MAIL_DELIVERY=off: this process queues email and a mail worker sends it'));
  }

  // A page's entity tag: its render's key, under this build's template (a new
  // release, whose pages name other files, changes every tag).
  const release = createHash('sha256').update(template).digest();
  const entityTag = (key: string) =>
    `W/"${createHash('sha256').update(release).update(key).digest('base64url').slice(0, 27)}"`;
  // Every page at least, with room for addresses that carry a query: a page's
  // render is about 100 kB.
  const renders = createRenderCache({ maxBytes: 32 * 1024 * 1024 });
  let draining = false;
  const site = createSite({
    api,
    render: async (url) => {
      const page = await renderPage(url, template, api, renders);
      return { ...page, etag: page.key === undefined ? undefined : entityTag(page.key) };
    },
    sitemap: async () =>
      sitemapXml(
        await publicPagePaths(async (path) => {
          const answer = await api(new Request(new URL(path, 'http://localhost')));
          if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
          return answer.json();
        }),
      ),
    shell,
    template,
    shellPages: SHELL_PAGES,
    localAdminOnly: adminLocalOnly(config, admins),
    clientDir,
    draining: () => draining,
    ready: async () => {
      try {
        await Promise.race([
          database.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
        return true;
      } catch {
        return false;
      }
    },
    trustProxy: config.trustProxy,
    log,
  });

  const server = serve(
    {
      fetch: site.fetch,
      port: config.port,
      hostname: config.host,
      // The headers within the same bound as the whole request (Node's own are 60 s and 300 s).
      serverOptions: {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.requestTimeoutMs,
        // How often the bounds are checked (Node's own every 30 s).
        connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 5_000),
      },
    },
    (info) => {
      // An IPv6 address is written in brackets in a URL (http://[::1]:3000).
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      log(logLine('info', 'listening', { url: `http://${host}:${info.port}` }));
    },
  ) as Server;
  server.on('error', (error) => {
    log(logLine('error', 'the server could not listen', { error: String(error) }));
    process.exit(1);
  });

  async function shutdown(signal: string) {
    if (draining) {
      log(logLine('warn', 'second stop signal: exiting now', { signal }));
      process.exit(1);
    }
    draining = true;
    const started = Date.now();
    log(logLine('info', 'stopping', { signal, timeoutMs: config.shutdownTimeoutMs }));
    const { forced } = await stopServer(server, config.shutdownTimeoutMs);
    const close = async () => {
      // The message in hand is settled before the pool closes under it.
      await delivery?.stop();
      lag?.stop();
      await replica?.close().catch((error: unknown) => {
        log(logLine('error', 'the read replica did not close', { error: String(error) }));
      });
      await database.close().catch((error: unknown) => {
        log(logLine('error', 'the database did not close', { error: String(error) }));
      });
    };
    // PostgreSQL's pool waits for its connections, and a database that does not
    // answer would hold the stop: it gets what is left of the time. Embedded
    // PGlite writes its folder as it closes, and is let finish.
    const left = Math.max(0, config.shutdownTimeoutMs - (Date.now() - started));
    const closed = config.databaseUrl
      ? await finishesWithin(left, close)
      : await close().then(() => true);
    if (!closed) log(logLine('warn', 'the database pool did not close in time', { ms: left }));
    log(logLine(forced || !closed ? 'warn' : 'info', 'stopped', { forced, closed }));
    process.exit(forced || !closed ? 1 : 0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** A position in the write-ahead log, as text (`X/Y`): where it ends, or how far it is replayed. */
async function walPosition(
  db: PgDb,
  of: 'pg_current_wal_lsn' | 'pg_last_wal_replay_lsn',
): Promise<string | null> {
  const result = await db.execute(sql`select ${sql.raw(of)}()::text as lsn`);
  const { rows } = result as unknown as { rows: { lsn: string | null }[] };
  return rows[0]?.lsn ?? null;
}
