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

/** Why a new password is refused, or undefined when it will do. */
export function passwordProblem(password: string, demoPassword: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password === demoPassword) return 'The demo password is public: choose another';
  return undefined;
}
