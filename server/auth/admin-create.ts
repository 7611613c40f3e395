import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { PgDb } from '../pg/pg-store';
import { demoPasswordAdmins, removeAdmins, setAdminPassword } from './admin-users';

// npm run admin:create: adds an admin, or sets a new password for one. The
// username and password come from --username/--password, else ADMIN_USERNAME /
// ADMIN_PASSWORD, else are asked for (the password without echo). Once a real
// admin exists, the accounts that still have the demo password are removed:
// their password is public, and the server refuses to start while one is left.

export interface AdminInput {
  username: string;
  password: string;
}

/** The admin written, and the demo-password accounts removed. */
export async function createAdmin(
  db: PgDb,
  { username, password }: AdminInput,
  demoPassword: string,
): Promise<{ outcome: 'added' | 'reset'; username: string; removed: string[] }> {
  const outcome = await setAdminPassword(db, username, password, demoPassword);
  const { withDemoPassword } = await demoPasswordAdmins(db, demoPassword);
  await removeAdmins(db, withDemoPassword);
  return { outcome, username: username.trim().toLowerCase(), removed: withDemoPassword };
}

/** The username and password given on the command line or in the environment. */
export function givenInput(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Partial<AdminInput> {
  const { values } = parseArgs({
    args: [...args],
    options: { username: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  return {
    username: values.username ?? env.ADMIN_USERNAME,
    password: values.password ?? env.ADMIN_PASSWORD,
  };
}

/** Asks on the terminal for what was not given; the password is not echoed. */
export async function askFor(given: Partial<AdminInput>): Promise<AdminInput> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  try {
    const username = given.username ?? (await rl.question('Admin username: '));
    let password = given.password;
    if (password === undefined) {
      process.stdout.write('Password (at least 12 characters): ');
      muted = true;
      password = await rl.question('');
      muted = false;
      process.stdout.write('\n');
    }
    return { username, password };
  } finally {
    rl.close();
  }
}
