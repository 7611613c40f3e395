import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, givenInput } from '../../../server/auth/admin-create';
import { demoPasswordAdmins, seedDemoAdmin } from '../../../server/auth/admin-users';
import { verifyPassword } from '../../../server/auth/password';
import type { PgStore } from '../../../server/pg/pg-store';
import { adminSessions, adminUsers } from '../../../server/pg/schema';
import { DEMO_ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';
import { store } from './call';

// npm run admin:create over the PostgreSQL stores: adds or resets an admin,
// refuses a short password, and removes the demo-password accounts once a real
// admin exists (the server refuses to start while one is left).

const onPostgres = process.env.TEST_STORE === 'pglite' || process.env.TEST_STORE === 'postgres';
const DEMO = DEMO_ADMIN_CREDENTIALS.password;

describe.runIf(onPostgres)('npm run admin:create', () => {
  const db = () => (store as PgStore).query();

  it('starts from the seed: one admin, "admin", whose hashed password is the demo one', async () => {
    const rows = await db().select().from(adminUsers);
    expect(rows.map((row) => row.username)).toEqual(['admin']);
    expect(rows[0]?.passwordHash).not.toContain(DEMO);
    expect(await demoPasswordAdmins(db(), DEMO)).toEqual({
      admins: 1,
      withDemoPassword: ['admin'],
    });
  });

  it('refuses a password shorter than 12 characters, or the demo one, and writes nothing', async () => {
    await expect(
      createAdmin(db(), { username: 'alice', password: 'short-pw' }, DEMO),
    ).rejects.toThrow('at least 12 characters');
    await expect(createAdmin(db(), { username: 'alice', password: DEMO }, DEMO)).rejects.toThrow(
      'demo password',
    );
    expect((await db().select().from(adminUsers)).map((row) => row.username)).toEqual(['admin']);
  });

  it('adds an admin, then removes the accounts that still have the demo password', async () => {
    const done = await createAdmin(
      db(),
      { username: ' Alice ', password: 'a long private passphrase' },
      DEMO,
    );
    expect(done).toEqual({ outcome: 'added', username: 'alice', removed: ['admin'] });
    const rows = await db().select().from(adminUsers);
    expect(rows.map((row) => row.username)).toEqual(['alice']);
    expect(await verifyPassword('a long private passphrase', rows[0]?.passwordHash ?? '')).toBe(
      true,
    );
    expect(await demoPasswordAdmins(db(), DEMO)).toEqual({ admins: 1, withDemoPassword: [] });
  });

  it('resets an existing admin and ends its sessions', async () => {
    const at = new Date().toISOString();
    await db()
      .insert(adminSessions)
      .values({
        tokenHash: 'f'.repeat(64),
        username: 'alice',
        createdAt: at,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
    const done = await createAdmin(
      db(),
      { username: 'alice', password: 'another long passphrase' },
      DEMO,
    );
    expect(done.outcome).toBe('reset');
    expect(
      await db().select().from(adminSessions).where(eq(adminSessions.username, 'alice')),
    ).toEqual([]);
    const [row] = await db().select().from(adminUsers);
    expect(await verifyPassword('another long passphrase', row?.passwordHash ?? '')).toBe(true);
  });

  it('the seed adds the demo admin only to a database without any admin', async () => {
    await seedDemoAdmin(db(), DEMO_ADMIN_CREDENTIALS);
    expect((await db().select().from(adminUsers)).map((row) => row.username)).toEqual(['alice']);
  });

  it('takes the username and password from arguments, else the environment', () => {
    expect(givenInput(['--username', 'bob', '--password', 'p'], { ADMIN_USERNAME: 'x' })).toEqual({
      username: 'bob',
      password: 'p',
    });
    expect(givenInput([], { ADMIN_USERNAME: 'carol', ADMIN_PASSWORD: 'q' })).toEqual({
      username: 'carol',
      password: 'q',
    });
    expect(givenInput([], {})).toEqual({ username: undefined, password: undefined });
  });
});
