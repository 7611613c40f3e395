import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Admin passwords as scrypt hashes (node:crypto): a random salt per password,
// and the cost parameters written beside the hash, so that raising them later
// leaves the stored hashes readable. Format: scrypt$N$r$p$salt$hash (base64url).

/** The cost used for new hashes: N = 2^15 takes about 16 MB and ~60 ms per hash. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Passwords shorter than this are refused for a new or reset admin. */
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, params: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      { ...params, maxmem: 256 * (params.N ?? 1) * (params.r ?? 8) + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches `stored`; false for a malformed hash. Compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), params, expected.length);
  return timingSafeEqual(key, expected);
}

/**
 * Passwords of 12 characters or more that lists of leaked passwords lead with,
 * and the site's own words, lower case: each is tried first by anyone guessing.
 */
const GUESSED_FIRST = new Set([
  'password1234',
  'password123!',
  'passwordpassword',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'iloveyou1234',
  'administrator',
  'brightlinelabs',
  'brightline123',
]);

/** Each character one after the last, or one before (abcdefghijkl, 123456789012, 987654321098). */
function isRun(password: string): boolean {
  const codes = [...password].map((character) => character.codePointAt(0) ?? 0);
  const step = (index: number) => {
    const difference = (codes[index] ?? 0) - (codes[index - 1] ?? 0);
    // 9 to 0 goes on a run of digits.
    return difference === -9 || difference === 9 ? Math.sign(-difference) : difference;
  };
  const first = step(1);
  return (
    (first === 1 || first === -1) && codes.every((_, index) => index < 1 || step(index) === first)
  );
}

/**
 * Why a new password is refused, or undefined when it will do: 12 characters
 * at least, and none of what is guessed first (NIST SP 800-63B, 3.1.1.2): only
 * spaces, one or a few characters repeated, a run of characters, a common
 * password, the account's own name, the public demo password.
 */
export function passwordProblem(
  password: string,
  demoPassword: string,
  username = '',
): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password === demoPassword) return 'The demo password is public: choose another';
  const lower = password.toLowerCase();
  if (password.trim() === '') return 'The password must not be spaces only';
  if (new Set(lower).size < 4) return 'The password repeats too few characters: choose another';
  if (isRun(lower)) return 'The password is a run of characters: choose another';
  if (GUESSED_FIRST.has(lower))
    return 'The password is one of the first to be guessed: choose another';
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && lower.includes(name)) {
    return 'The password must not contain the username';
  }
  return undefined;
}
