import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordProblem,
  SCRYPT_PARAMS,
  verifyPassword,
} from '../../../server/auth/password';

// Admin passwords are kept as salted scrypt hashes with their parameters.

describe('admin password hashing', () => {
  it('keeps scrypt, its parameters, a salt and the hash, never the password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(n), Number(r), Number(p)]).toEqual([
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('horse');
  });

  it('salts each hash: the same password hashes differently', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password!'),
      hashPassword('same password!'),
    ]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only, with the parameters stored beside the hash', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    // A hash made with cheaper parameters still verifies: they are read from it.
    const cheap = await hashPassword('another passphrase', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('another passphrase', cheap)).toBe(true);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$abc$def',
      'bcrypt$1$2$3$a$b',
      'scrypt$1024$8$1$abc$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('refuses a new password shorter than 12 characters, or the public demo one', () => {
    expect(passwordProblem('short-pass1', 'demo-admin-2024')).toMatch(/at least 12/);
    expect(passwordProblem('demo-admin-2024', 'demo-admin-2024')).toMatch(/demo password/);
    expect(passwordProblem('twelve chars', 'demo-admin-2024')).toBeUndefined();
  });

  it('refuses what is guessed first: spaces, a few characters repeated, a run, a common password, the username', () => {
    const problem = (password: string, username?: string) =>
      passwordProblem(password, 'demo-admin-2024', username);
    expect(problem(' '.repeat(12))).toMatch(/spaces only/);
    expect(problem('aaaaaaaaaaaa')).toMatch(/too few characters/);
    expect(problem('abababababab')).toMatch(/too few characters/);
    expect(problem('123456789012')).toMatch(/run of characters/);
    expect(problem('987654321098')).toMatch(/run of characters/);
    expect(problem('ABCDEFGHIJKLM')).toMatch(/run of characters/);
    expect(problem('Password1234')).toMatch(/first to be guessed/);
    expect(problem('BrightlineLabs')).toMatch(/first to be guessed/);
    expect(problem('jane.doe-2026!', 'jane.doe')).toMatch(/username/);
    // Length counts characters, not UTF-16 units: six emoji are six.
    expect(problem('🔑🔑🔒🔒🗝🗝')).toMatch(/at least 12/);
    for (const fine of ['correct horse battery', '4 quiet otters', 'Jane-2026-blue-kite']) {
      expect(problem(fine, 'jane.doe'), fine).toBeUndefined();
    }
  });
});
