import { mkdir } from 'node:fs/promises';
import { DEMO_ADMIN_CREDENTIALS } from '../src/contract/admin-credentials';
import { askFor, createAdmin, givenInput } from './auth/admin-create';
import { readServerConfig } from './config';
import { openPgliteStore, openPostgresStore } from './pg/open';

// The admin:create command of the server bundle (server/main.ts hands it the
// arguments after `admin:create`, and the folder of the bundle's migrations):
// the database is the server's, from DATABASE_URL or DATA_DIR.

export async function adminCreateCli(
  args: readonly string[],
  migrationsFolder?: string,
): Promise<number> {
  let config: ReturnType<typeof readServerConfig>;
  try {
    config = readServerConfig(process.env);
  } catch (error) {
    // A setting that is not one (PORT=http): said in a line, as the server says it.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  let input: Awaited<ReturnType<typeof askFor>>;
  try {
    input = await askFor(givenInput(args, process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  let database: Awaited<ReturnType<typeof openPostgresStore>>;
  try {
    database = config.databaseUrl
      ? await openPostgresStore(config.databaseUrl, { max: 1, migrationsFolder })
      : await openPgliteStore(config.dataDir, { migrationsFolder });
  } catch (error) {
    // A PGlite folder a running server holds: the message says what to do.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    const done = await createAdmin(database.db, input, DEMO_ADMIN_CREDENTIALS.password);
    console.info(
      `Admin ${done.username} ${done.outcome === 'added' ? 'added' : 'password reset'}.`,
    );
    if (done.removed.length > 0) {
      console.info(`Removed the admin(s) with the demo password: ${done.removed.join(', ')}.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}
