import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** How many times scrypt ran (tests check that an unknown user costs the same as a known one). */
export const passwordStats = { scryptRuns: 0 };

/**
 * Checked instead when a user has no password (unknown username, external-only user), so that a
 * wrong sign-in costs one scrypt whether the user exists or not. No password matches it by chance
 * that matters: it is the scrypt of an unknown random value.
 */
const DUMMY_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, 'bWVsZGVzeXN0ZW0tZHVtbXk=', 'q2VqZ2QxZmJhY2tkdW1teS1rZXktMzItYnl0ZXMhIQ=='].join('$');

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  passwordStats.scryptRuns++;
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Does the password match the stored hash? Costs one scrypt also without a usable hash (then always false). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const usable = stored?.split('$').length === 6 && stored.startsWith('scrypt$');
  const matches = await verifyAgainst(password, usable ? stored : DUMMY_HASH);
  return usable && matches;
}

async function verifyAgainst(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
