import { FORM_RATE_LIMITS } from '../src/contract/limits';
import { ADMIN_AUTH_DEFAULTS, type AdminAuthSettings } from './auth/pg-admin-auth';

// The live server's settings, from its environment (README, "Live mode").

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server (postgres://…); without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /**
   * A read replica of `databaseUrl` (a hot standby): visitors' reads go there,
   * admins' reads and every write to the primary (server/read-replica.ts).
   */
  replicaUrl?: string;
  /**
   * The most a visitor's read from the replica may lag behind the primary:
   * further behind, visitors read from the primary until it catches up.
   */
  replicaMaxLagMs: number;
  dataDir: string;
  /** How long in-flight requests may take to finish once a stop is asked. */
  shutdownTimeoutMs: number;
  /**
   * How long a client may take to send a whole request, headers and body: one
   * that stalls is answered 408 and its connection closed (Node's own default
   * is 300 s, which lets a few slow clients hold connections for minutes).
   */
  requestTimeoutMs: number;
  /**
   * The proxies in front of the server (0: none). Behind them, the public
   * address comes from X-Forwarded-Proto and X-Forwarded-Host, and the client's
   * from X-Forwarded-For: the entry this many places from its right-hand end,
   * the one the outermost trusted proxy added.
   */
  trustProxy: number;
  /** Sends of each public form per client address; 0 turns a limit off. */
  formsPerMinute: number;
  formsPerDay: number;
  mail: MailConfig;
  /**
   * A demo: the server starts even while an admin has the demo password (with a
   * warning). `local`, which `npm run serve` sets on a loopback address: the
   * admin API then answers only requests made on this machine, none that came
   * through a proxy (server/site.ts).
   */
  demoAdmin: 'off' | 'on' | 'local';
  /** The admin sign-in (server/auth/pg-admin-auth.ts). */
  adminAuth: AdminAuthSettings;
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
  /**
   * Whether this process runs the delivery loop (MAIL_DELIVERY). Off, the
   * server only queues email, and a mail worker (`npm run mail`) sends it.
   */
  delivery: boolean;
}

const MINUTE = 60_000;

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: '.data/pglite',
  replicaMaxLagSeconds: 30,
  shutdownTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  formsPerMinute: FORM_RATE_LIMITS.perMinute,
  formsPerDay: FORM_RATE_LIMITS.perDay,
  mailDir: '.data/mail',
  salesEmail: 'sales@brightlinelabs.example',
  mailFrom: 'Brightline Labs <no-reply@brightlinelabs.example>',
  mailMaxAttempts: 8,
  mailRetryMs: 30_000,
  mailPollMs: 1000,
  adminSessionMinutes: ADMIN_AUTH_DEFAULTS.sessionIdleMs / MINUTE,
  adminMaxFailures: ADMIN_AUTH_DEFAULTS.maxFailures,
  adminFailureWindowMinutes: ADMIN_AUTH_DEFAULTS.failureWindowMs / MINUTE,
  adminLockoutMinutes: ADMIN_AUTH_DEFAULTS.lockoutMs / MINUTE,
} as const;

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, max: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  // Digits only: Number() would also read 1e3, 0x10 and 1_000 as numbers.
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** The schemes `pg` takes a server's address in. */
const DATABASE_SCHEMES = ['postgres:', 'postgresql:', 'socket:'];

/**
 * An address of one of `schemes`, or none when unset. The error names the
 * variable and what it takes, never the value, which may hold a password.
 */
function addressOf(env: Env, name: string, schemes: readonly string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  // The scheme alone is checked here, the rest is the driver's to read: a
  // socket address with a user and no host (socket://user:pass@/run/postgresql,
  // postgres://user@/db?host=/run/postgresql), which pg takes, is no WHATWG URL.
  const scheme = /^([a-z][a-z\d+.-]*:)\/\//i.exec(raw)?.[1]?.toLowerCase() ?? '';
  if (!schemes.includes(scheme)) {
    const forms = schemes.map((each) => `${each}//…`).join(' or ');
    throw new Error(
      scheme
        ? `${name} must be a ${forms} address, not ${scheme}//…`
        : `${name} must be a ${forms} address`,
    );
  }
  return raw;
}

/** An email address, alone or as `Name <address>`; none when unset. */
function mailbox(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const address = /<([^<>]*)>$/.exec(raw)?.[1] ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
    throw new Error(`${name} must be an email address, or Name <address>, not "${raw}"`);
  }
  return raw;
}

/** TRUST_PROXY: off (unset, 0, false, no), one proxy (1, true, yes) or how many, up to 10. */
function proxyHops(env: Env): number {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (/^(|false|no|off)$/i.test(raw)) return 0;
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), or true or false, not "${raw}"`,
  );
}

export function readServerConfig(env: Env): ServerConfig {
  const config: ServerConfig = {
    port: whole(env, 'PORT', DEFAULTS.port, 65_535),
    host: env.HOST?.trim() || DEFAULTS.host,
    databaseUrl: addressOf(env, 'DATABASE_URL', DATABASE_SCHEMES),
    replicaUrl: addressOf(env, 'DATABASE_REPLICA_URL', DATABASE_SCHEMES),
    replicaMaxLagMs:
      positive(env, 'REPLICA_MAX_LAG_SECONDS', DEFAULTS.replicaMaxLagSeconds, 3600) * 1000,
    dataDir: env.DATA_DIR?.trim() || DEFAULTS.dataDir,
    shutdownTimeoutMs: whole(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULTS.shutdownTimeoutMs, 600_000),
    requestTimeoutMs: positive(env, 'REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs, 600_000),
    trustProxy: proxyHops(env),
    formsPerMinute: whole(env, 'FORMS_PER_MINUTE', DEFAULTS.formsPerMinute, 1_000_000),
    formsPerDay: whole(env, 'FORMS_PER_DAY', DEFAULTS.formsPerDay, 1_000_000),
    mail: {
      smtpUrl: addressOf(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      dir: env.MAIL_DIR?.trim() || DEFAULTS.mailDir,
      sales: mailbox(env, 'SALES_EMAIL') ?? DEFAULTS.salesEmail,
      from: mailbox(env, 'MAIL_FROM') ?? DEFAULTS.mailFrom,
      maxAttempts: Math.max(1, whole(env, 'MAIL_MAX_ATTEMPTS', DEFAULTS.mailMaxAttempts, 100)),
      retryMs: whole(env, 'MAIL_RETRY_MS', DEFAULTS.mailRetryMs, 86_400_000),
      pollMs: Math.max(10, whole(env, 'MAIL_POLL_MS', DEFAULTS.mailPollMs, 600_000)),
      delivery: onOff(env, 'MAIL_DELIVERY', true),
    },
    demoAdmin: demoAdmin(env),
    adminAuth: readAdminAuth(env),
  };
  // Embedded PGlite is one process's: no mail worker could open it beside the server.
  if (!config.mail.delivery && !config.databaseUrl) {
    throw new Error(
      'MAIL_DELIVERY=off needs DATABASE_URL: with embedded PGlite no other process can send the email',
    );
  }
  if (config.replicaUrl && !config.databaseUrl) {
    throw new Error(
      'DATABASE_REPLICA_URL needs DATABASE_URL: a replica copies a PostgreSQL server, not embedded PGlite',
    );
  }
  return config;
}

function onOff(env: Env, name: string, fallback: boolean, values = 'on or off'): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['on', '1', 'true', 'yes'].includes(raw)) return true;
  if (['off', '0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be ${values}, not "${env[name]}"`);
}

function demoAdmin(env: Env): ServerConfig['demoAdmin'] {
  if (env.DEMO_ADMIN?.trim().toLowerCase() === 'local') return 'local';
  return onOff(env, 'DEMO_ADMIN', false, 'on, off or local') ? 'on' : 'off';
}

const positive = (env: Env, name: string, fallback: number, max: number) =>
  whole(env, name, fallback, max, 1);

function readAdminAuth(env: Env): AdminAuthSettings {
  // ADMIN_SESSION_SECONDS, when set, wins: tests make a session that ends in seconds.
  const seconds = env.ADMIN_SESSION_SECONDS?.trim()
    ? positive(env, 'ADMIN_SESSION_SECONDS', 1, 7 * 24 * 3600)
    : positive(env, 'ADMIN_SESSION_MINUTES', DEFAULTS.adminSessionMinutes, 7 * 24 * 60) * 60;
  return {
    sessionIdleMs: seconds * 1000,
    maxFailures: positive(env, 'ADMIN_MAX_FAILURES', DEFAULTS.adminMaxFailures, 1000),
    failureWindowMs:
      positive(env, 'ADMIN_FAILURE_WINDOW_MINUTES', DEFAULTS.adminFailureWindowMinutes, 24 * 60) *
      MINUTE,
    lockoutMs:
      positive(env, 'ADMIN_LOCKOUT_MINUTES', DEFAULTS.adminLockoutMinutes, 24 * 60) * MINUTE,
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** What the server and the mail worker say when no email leaves the machine. */
export const noSmtpWarning = (mail: MailConfig) =>
  `no SMTP_URL: lead emails are written as .eml files to ${mail.dir} and no mail leaves this machine`;

/**
 * What is still insecure or unfit for production in these settings, a line
 * each: the server logs every one as a warning when it starts.
 */
export function insecureDefaults(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (!config.databaseUrl) {
    warnings.push(
      'no DATABASE_URL: the data is in embedded PGlite (one process, no backups); use PostgreSQL in production',
    );
  }
  if (!config.formsPerMinute && !config.formsPerDay) {
    warnings.push('FORMS_PER_MINUTE and FORMS_PER_DAY are 0: the public forms have no rate limit');
  }
  // With MAIL_DELIVERY=off the mail worker sends, and warns of its own settings.
  if (config.mail.delivery && !config.mail.smtpUrl) warnings.push(noSmtpWarning(config.mail));
  if (!LOOPBACK.has(config.host) && !config.trustProxy) {
    warnings.push(
      `listening on ${config.host} without TRUST_PROXY: serve it behind a proxy that ends TLS`,
    );
  }
  return warnings;
}

/** The admins in the database, and those whose password is still the demo one. */
export interface AdminCheck {
  admins: number;
  withDemoPassword: readonly string[];
}

/**
 * What the start-up makes of the admin accounts: `refuse` (the server does not
 * start) while an admin still has the demo password, unless DEMO_ADMIN=1 says
 * this is a demo, which gets a warning instead.
 */
/**
 * Whether the admin API answers requests made on this machine only: with
 * DEMO_ADMIN=local, while an admin has the public demo password. Once every
 * admin has a password of its own (npm run admin:create), it answers as any
 * deployment's does, its sign-in deciding.
 */
export const adminLocalOnly = (config: ServerConfig, { withDemoPassword }: AdminCheck) =>
  config.demoAdmin === 'local' && withDemoPassword.length > 0;

export function adminStartCheck(
  config: ServerConfig,
  { admins, withDemoPassword }: AdminCheck,
): { refuse?: string; warning?: string } {
  if (admins === 0) {
    return { warning: 'no admin account: create one with npm run admin:create' };
  }
  if (withDemoPassword.length === 0) return {};
  // 'the admin account "admin" has', 'the admin accounts "a", "b" have'
  const names = withDemoPassword.map((name) => JSON.stringify(name)).join(', ');
  const one = withDemoPassword.length === 1;
  const accounts = one ? `the admin account ${names}` : `the admin accounts ${names}`;
  const has = one ? 'has' : 'have';
  if (config.demoAdmin === 'local') {
    return {
      warning: `DEMO_ADMIN=local: ${accounts} ${has} the demo password, which is public: the admin answers requests made on this machine only`,
    };
  }
  if (config.demoAdmin === 'on') {
    return {
      warning: `DEMO_ADMIN=1: ${accounts} ${has} the demo password, which is public: anyone can read the leads`,
    };
  }
  return {
    refuse: `${accounts} still ${has} the demo password: create a real admin with npm run admin:create (README, "Admin sign-in"), or set DEMO_ADMIN=1 for a demo`,
  };
}
