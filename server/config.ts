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
  mail: MailConfig;
}

/** Email about leads (README, "Email"). */
export interface MailConfig {
  /** An SMTP server, nodemailer's URL form (smtp://user:pass@host:587); else files in `dir`. */
  smtpUrl?: string;
  /** Where each message is written as an .eml file when there is no SMTP server. */
  dir: string;
  /** Where leads go. */
  sales: string;
  /** The sender of every message. */
  from: string;
  /** Failures after which a message is dead. */
  maxAttempts: number;
  /** The delay before a failed message's first retry; it doubles with each. */
  retryMs: number;
  /** How often the delivery loop looks for due messages. */
  pollMs: number;
}

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: '.data/pglite',
  shutdownTimeoutMs: 10_000,
  formsPerMinute: FORM_RATE_LIMITS.perMinute,
  formsPerDay: FORM_RATE_LIMITS.perDay,
  mailDir: '.data/mail',
  salesEmail: 'sales@brightlinelabs.example',
  mailFrom: 'Brightline Labs <no-reply@brightlinelabs.example>',
  mailMaxAttempts: 8,
  mailRetryMs: 30_000,
  mailPollMs: 1000,
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
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      dir: env.MAIL_DIR?.trim() || DEFAULTS.mailDir,
      sales: env.SALES_EMAIL?.trim() || DEFAULTS.salesEmail,
      from: env.MAIL_FROM?.trim() || DEFAULTS.mailFrom,
      maxAttempts: Math.max(1, whole(env, 'MAIL_MAX_ATTEMPTS', DEFAULTS.mailMaxAttempts, 100)),
      retryMs: whole(env, 'MAIL_RETRY_MS', DEFAULTS.mailRetryMs, 86_400_000),
      pollMs: Math.max(10, whole(env, 'MAIL_POLL_MS', DEFAULTS.mailPollMs, 600_000)),
    },
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
  if (!config.mail.smtpUrl) {
    warnings.push(
      `no SMTP_URL: lead emails are written as .eml files to ${config.mail.dir} and no mail leaves this machine`,
    );
  }
  if (!LOOPBACK.has(config.host) && !config.trustProxy) {
    warnings.push(
      `listening on ${config.host} without TRUST_PROXY: serve it behind a proxy that ends TLS`,
    );
  }
  return warnings;
}
