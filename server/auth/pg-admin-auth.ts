import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminAuth, SignInResult } from '../../backend/admin-auth';
import type { PgStore } from '../pg/pg-store';
import {
  adminAuditLog,
  adminLockouts,
  adminSessions,
  adminSignInFailures,
  adminUsers,
} from '../pg/schema';
import { hashPassword, verifyPassword } from './password';

// The admin sign-in over PostgreSQL: sessions, failures and lockouts live in
// the database, so every server process sees the same ones. Every query goes
// through store.query(), so that an audit row joins the write's transaction.

export interface AdminAuthSettings {
  /** A session unused this long ends; each authenticated call starts it again. */
  sessionIdleMs: number;
  /** Failed sign-ins allowed per account, and per client address, within `failureWindowMs`. */
  maxFailures: number;
  failureWindowMs: number;
  /** How long an account or address stays locked once it reached `maxFailures`. */
  lockoutMs: number;
}

const MINUTE = 60_000;

export const ADMIN_AUTH_DEFAULTS: AdminAuthSettings = {
  sessionIdleMs: 8 * 60 * MINUTE,
  maxFailures: 10,
  failureWindowMs: 15 * MINUTE,
  lockoutMs: 15 * MINUTE,
};

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Usernames are matched without regard to case or surrounding spaces. */
export const normalUsername = (username: string) => username.trim().toLowerCase();

const iso = (time: number) => new Date(time).toISOString();

// Checked against when the username is unknown, so that an unknown name costs
// the same time as a wrong password and does not tell which names exist.
let dummyHash: Promise<string> | undefined;

export function pgAdminAuth(
  store: PgStore,
  settings: AdminAuthSettings = ADMIN_AUTH_DEFAULTS,
): AdminAuth {
  const q = () => store.query();

  async function lockedFor(keys: string[], now: number): Promise<number | undefined> {
    const [row] = await q()
      .select({ until: max(adminLockouts.lockedUntil) })
      .from(adminLockouts)
      .where(and(inArray(adminLockouts.key, keys), gt(adminLockouts.lockedUntil, iso(now))));
    if (!row?.until) return undefined;
    return Math.max(1, Math.ceil((new Date(row.until).getTime() - now) / 1000));
  }

  /**
   * Counts an attempt as a failure before its password is checked, so that
   * attempts sent together each see those before them: the keys (account,
   * address) this attempt brings to the limit, and whether it is past it.
   */
  async function recordAttempt(username: string, address: string, now: number) {
    await q()
      .insert(adminSignInFailures)
      .values({ username, address, failedAt: iso(now) });
    const [account, client] = [`account:${username}`, `address:${address}`];
    // A key's failures count from the end of its last lockout, if that came
    // later than the window's start: the failures that locked it are spent, and
    // once Retry-After has passed the right password is let through.
    const ended = await q()
      .select({ key: adminLockouts.key, until: adminLockouts.lockedUntil })
      .from(adminLockouts)
      .where(inArray(adminLockouts.key, [account, client]));
    const sinceFor = (key: string) =>
      iso(
        Math.max(
          now - settings.failureWindowMs,
          ...ended.filter((row) => row.key === key).map((row) => new Date(row.until).getTime()),
        ),
      );
    const failures = (column: PgColumn, value: string, key: string) =>
      q()
        .select({ n: count() })
        .from(adminSignInFailures)
        .where(and(eq(column, value), gt(adminSignInFailures.failedAt, sinceFor(key))));
    const [[byAccount], [byAddress]] = await Promise.all([
      failures(adminSignInFailures.username, username, account),
      failures(adminSignInFailures.address, address, client),
    ]);
    const counts: [string, number][] = [
      [account, byAccount?.n ?? 0],
      [client, byAddress?.n ?? 0],
    ];
    return {
      atLimit: counts.filter(([, n]) => n >= settings.maxFailures).map(([key]) => key),
      pastLimit: counts.some(([, n]) => n > settings.maxFailures),
    };
  }

  async function lock(keys: string[], now: number) {
    if (keys.length === 0) return;
    const lockedUntil = iso(now + settings.lockoutMs);
    await q()
      .insert(adminLockouts)
      .values(keys.map((key) => ({ key, lockedUntil })))
      .onConflictDoUpdate({ target: adminLockouts.key, set: { lockedUntil } });
  }

  return {
    async signIn({ username: typed, password, address, now: at }): Promise<SignInResult> {
      const now = at.getTime();
      const username = normalUsername(typed);
      const retryAfterSeconds = await lockedFor([`account:${username}`, `address:${address}`], now);
      if (retryAfterSeconds !== undefined) return { ok: false, locked: { retryAfterSeconds } };

      // At most maxFailures passwords are checked in a window, however many
      // attempts arrive at once: one past the limit is locked out unchecked.
      const { atLimit, pastLimit } = await recordAttempt(username, address, now);
      if (pastLimit) {
        await lock(atLimit, now);
        return { ok: false, locked: { retryAfterSeconds: Math.ceil(settings.lockoutMs / 1000) } };
      }
      const [user] = await q().select().from(adminUsers).where(eq(adminUsers.username, username));
      dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !matches) {
        await lock(atLimit, now);
        return { ok: false };
      }

      // Only this account's failures (this attempt's among them) are forgiven:
      // the address's failures on other accounts still count towards its lockout.
      await q().delete(adminSignInFailures).where(eq(adminSignInFailures.username, username));
      await q()
        .delete(adminSignInFailures)
        .where(lt(adminSignInFailures.failedAt, iso(now - settings.failureWindowMs)));
      await q()
        .delete(adminSessions)
        .where(lt(adminSessions.expiresAt, iso(now)));
      await q()
        .delete(adminLockouts)
        .where(lt(adminLockouts.lockedUntil, iso(now)));
      const token = randomBytes(32).toString('base64url');
      await q()
        .insert(adminSessions)
        .values({
          tokenHash: tokenHash(token),
          username,
          createdAt: iso(now),
          expiresAt: iso(now + settings.sessionIdleMs),
        });
      return { ok: true, username, token };
    },

    async sessionOf(token, at) {
      const now = at.getTime();
      const [row] = await q()
        .update(adminSessions)
        .set({ expiresAt: iso(now + settings.sessionIdleMs) })
        .where(
          and(eq(adminSessions.tokenHash, tokenHash(token)), gt(adminSessions.expiresAt, iso(now))),
        )
        .returning({ username: adminSessions.username });
      return row?.username;
    },

    async signOut(token) {
      const [row] = await q()
        .delete(adminSessions)
        .where(eq(adminSessions.tokenHash, tokenHash(token)))
        .returning({ username: adminSessions.username });
      return row?.username;
    },

    async audit(entry) {
      await q().insert(adminAuditLog).values(entry);
    },

    async auditLog(page, pageSize) {
      const [total] = await q().select({ n: count() }).from(adminAuditLog);
      const rows = await q()
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
        .offset((page - 1) * pageSize)
        .limit(pageSize);
      const items = rows.map(({ item, ...rest }) => (item === null ? rest : { ...rest, item }));
      return { items, total: total?.n ?? 0, page, pageSize };
    },

    async lastWrite(item) {
      // A refused edit's rare question: the log's rows of one item, newest first.
      const [row] = await q()
        .select({ username: adminAuditLog.username, at: adminAuditLog.at })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.item, item))
        .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
        .limit(1);
      return row;
    },
  };
}
