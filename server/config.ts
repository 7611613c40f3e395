import { FORM_RATE_LIMITS } from '../src/contract/limits';

// The live server's settings, from its environment (README, "Live mode").

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server (postgres://…); without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** How long in-flight requests may take to finish once a stop is asked. */
  shutdownTimeoutMs: number;
  /** Read the public address from X-Forwarded-Proto and X-Forwarded-Host (behind a proxy). */
  trustProxy: boolean;
  /** Sends of each public form per client address; 0 turns a limit off. */
  formsPerMinute: number;
  formsPerDay: number;
}

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: '.data/pglite',
  shutdownTimeoutMs: 10_000,
  formsPerMinute: FORM_RATE_LIMITS.perMinute,
  formsPerDay: FORM_RATE_LIMITS.perDay,
} as const;

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${raw}"`);
  }
  return value;
}

export function readServerConfig(env: Env): ServerConfig {
  return {
    port: whole(env, 'PORT', DEFAULTS.port, 65_535),
    host: env.HOST?.trim() || DEFAULTS.host,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || DEFAULTS.dataDir,
    shutdownTimeoutMs: whole(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULTS.shutdownTimeoutMs, 600_000),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY?.trim() ?? ''),
    formsPerMinute: whole(env, 'FORMS_PER_MINUTE', DEFAULTS.formsPerMinute, 1_000_000),
    formsPerDay: whole(env, 'FORMS_PER_DAY', DEFAULTS.formsPerDay, 1_000_000),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What is still insecure or unfit for production in these settings, a line
 * each: the server logs every one as a warning when it starts.
 */
export function insecureDefaults(
  config: ServerConfig,
  admin: { username: string; password: string },
  demo: { username: string; password: string },
): string[] {
  const warnings: string[] = [];
  warnings.push(
    admin.password === demo.password
      ? 'the admin password is the demo one, shown on the login page: anyone can read the leads'
      : 'the admin check runs in the browser with credentials built into the app: keep this server where only staff reach it',
  );
  if (!config.databaseUrl) {
    warnings.push(
      'no DATABASE_URL: the data is in embedded PGlite (one process, no backups); use PostgreSQL in production',
    );
  }
  if (!config.formsPerMinute && !config.formsPerDay) {
    warnings.push('FORMS_PER_MINUTE and FORMS_PER_DAY are 0: the public forms have no rate limit');
  }
  if (!LOOPBACK.has(config.host) && !config.trustProxy) {
    warnings.push(
      `listening on ${config.host} without TRUST_PROXY: serve it behind a proxy that ends TLS`,
    );
  }
  return warnings;
}
