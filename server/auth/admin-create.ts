import { createInterface } from 'node:readline';
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
  // Lines read in turn: piped input may arrive all at once, before a second question.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string, hidden = false) => {
    process.stdout.write(prompt);
    muted = hidden;
    const line = await lines.next();
    muted = false;
    if (hidden) process.stdout.write('\n');
    if (line.done) throw new Error('No input: give the username and password');
    return String(line.value);
  };
  try {
    const username = given.username ?? (await ask('Admin username: '));
    const password = given.password ?? (await ask('Password (at least 12 characters): ', true));
    return { username, password };
  } finally {
    rl.close();
  }
}
