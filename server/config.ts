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
}

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: '.data/pglite',
  shutdownTimeoutMs: 10_000,
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
  };
}
