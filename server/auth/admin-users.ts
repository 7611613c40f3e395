import { count, eq } from 'drizzle-orm';
import type { PgDb } from '../pg/pg-store';
import { adminSessions, adminUsers } from '../pg/schema';
import { hashPassword, passwordProblem, verifyPassword } from './password';
import { normalUsername } from './pg-admin-auth';

// The admin accounts: added or reset by `npm run admin:create`, the demo one
// written into a database that has none, and the start-up check for it.

/** Adds the admin, or sets a new password for it (ending its sessions). */
export async function setAdminPassword(
  db: PgDb,
  username: string,
  password: string,
  demoPassword: string,
  now = new Date(),
): Promise<'added' | 'reset'> {
  const name = normalUsername(username);
  if (!/^[a-z0-9._@-]{1,100}$/.test(name)) {
    throw new Error('The username may hold letters, digits and . _ @ - (up to 100)');
  }
  const problem = passwordProblem(password, demoPassword, name);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(adminUsers).where(eq(adminUsers.username, name));
    if (existing) {
      await tx
        .update(adminUsers)
        .set({ passwordHash, updatedAt: at })
        .where(eq(adminUsers.username, name));
      await tx.delete(adminSessions).where(eq(adminSessions.username, name));
      return 'reset';
    }
    await tx
      .insert(adminUsers)
      .values({ username: name, passwordHash, createdAt: at, updatedAt: at });
    return 'added';
  });
}

/** A database without any admin gets `username` with the demo password (hashed). */
export async function seedDemoAdmin(db: PgDb, demo: { username: string; password: string }) {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return;
  const at = new Date().toISOString();
  await db
    .insert(adminUsers)
    .values({
      username: normalUsername(demo.username),
      passwordHash: await hashPassword(demo.password),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

/** Every admin, and those whose password is still the demo one. */
export async function demoPasswordAdmins(
  db: PgDb,
  demoPassword: string,
): Promise<{ admins: number; withDemoPassword: string[] }> {
  const rows = await db.select().from(adminUsers);
  const withDemoPassword: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(demoPassword, row.passwordHash)) withDemoPassword.push(row.username);
  }
  return { admins: rows.length, withDemoPassword };
}

/** Removes admins (and their sessions): the demo ones once a real admin exists. */
export async function removeAdmins(db: PgDb, usernames: readonly string[]) {
  for (const username of usernames) {
    await db.delete(adminUsers).where(eq(adminUsers.username, username));
  }
}
