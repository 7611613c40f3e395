import { noSmtpWarning, readServerConfig } from './config';
import { type Log, logLine, toStdout } from './log';
import { createDelivery, type DeliveryOptions, sendDue, startDelivery } from './mail/delivery';
import { senderOf } from './mail/transport';
import { openPostgresStore } from './pg/open';

// The mail command of the server bundle (npm run mail; server/main.ts hands it
// the arguments after `mail`): the outbox's delivery loop alone, as a mail
// worker beside web processes started with MAIL_DELIVERY=off; with `--once`,
// what is due now is sent and the command ends, for a scheduler (cron, a
// serverless host's scheduled job). Both read the same settings as the server.

const USAGE = 'npm run mail [-- --once]';

export interface MailCliOptions {
  /** The folder of the bundle's migrations. */
  migrationsFolder?: string;
  env?: Record<string, string | undefined>;
  log?: Log;
  /** Ends the loop (without --once); by default SIGTERM or SIGINT. */
  stopped?: Promise<unknown>;
}

/** Runs the command; its exit code: 0 done, 1 the database failed, 2 a usage or settings error. */
export async function mailCli(
  args: readonly string[],
  { migrationsFolder, env = process.env, log = toStdout, stopped }: MailCliOptions = {},
): Promise<number> {
  const unknown = args.find((arg) => arg !== '--once');
  if (unknown !== undefined) {
    log(logLine('error', `unknown argument ${unknown}: ${USAGE}`));
    return 2;
  }
  let config: ReturnType<typeof readServerConfig>;
  try {
    // The worker shares the web processes' settings, MAIL_DELIVERY=off among them.
    config = readServerConfig({ ...env, MAIL_DELIVERY: 'on' });
  } catch (error) {
    log(logLine('error', error instanceof Error ? error.message : String(error)));
    return 2;
  }
  if (!config.databaseUrl) {
    log(
      logLine(
        'error',
        'npm run mail needs DATABASE_URL: with embedded PGlite the server sends its own email',
      ),
    );
    return 2;
  }
  if (!config.mail.smtpUrl) log(logLine('warn', noSmtpWarning(config.mail)));

  let database: Awaited<ReturnType<typeof openPostgresStore>>;
  try {
    database = await openPostgresStore(config.databaseUrl, { max: 2, migrationsFolder, log });
  } catch (error) {
    log(logLine('error', 'the database did not open', { error: String(error) }));
    return 1;
  }
  const options: Omit<DeliveryOptions, 'pollMs'> = {
    db: database.db,
    send: senderOf(config.mail),
    maxAttempts: config.mail.maxAttempts,
    retryMs: config.mail.retryMs,
    onError: (message, details) => log(logLine('warn', message, details)),
    onRecovered: (message, details) => log(logLine('info', message, details)),
  };
  try {
    if (args.includes('--once')) {
      const delivery = createDelivery(options);
      await sendDue(delivery);
      log(logLine('info', 'sent the email that was due', { ...delivery.totals() }));
      return 0;
    }
    const delivery = startDelivery({ ...options, pollMs: config.mail.pollMs });
    log(logLine('info', 'sending email', { pollMs: config.mail.pollMs }));
    const signal = await (stopped ??
      new Promise<string>((resolve) => {
        process.once('SIGTERM', () => resolve('SIGTERM'));
        process.once('SIGINT', () => resolve('SIGINT'));
      }));
    log(logLine('info', 'stopping', { signal: String(signal) }));
    // The message in hand is settled before the pool closes under it.
    await delivery.stop();
    log(logLine('info', 'stopped'));
    return 0;
  } catch (error) {
    log(logLine('error', 'the outbox could not be read', { error: String(error) }));
    return 1;
  } finally {
    await database.close();
  }
}
