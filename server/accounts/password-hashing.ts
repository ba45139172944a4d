// Passwords hashed with scrypt, a memory-hard function built into Node.js, at OWASP's
// parameters (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash). The
// parameters travel inside each hash, so they can be raised later without a migration.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_BYTES = 32;
const SALT_BYTES = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export function scryptPasswordHasher(cost: ScryptCost = OWASP_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
      if (scheme !== 'scrypt' || !salt || !key || !isSaneCost(storedCost)) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), storedCost);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

// A damaged stored hash must read as "no match", not crash the sign-in.
function isSaneCost({ N, r, p }: ScryptCost): boolean {
  const powerOfTwo = Number.isSafeInteger(N) && N > 1 && (N & (N - 1)) === 0;
  return powerOfTwo && N <= 2 ** 20 && Number.isSafeInteger(r) && r >= 1 && r <= 32 && Number.isSafeInteger(p) && p >= 1 && p <= 16;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}
