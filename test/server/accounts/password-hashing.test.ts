import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OWASP_SCRYPT_COST, scryptPasswordHasher } from '../../../server/accounts/password-hashing.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const hasher = scryptPasswordHasher(CHEAP);
const PASSWORD = 'correct horse battery staple';

/** The stored hash with one of its `$`-separated fields replaced. */
function withField(stored: string, index: number, value: string): string {
  const parts = stored.split('$');
  parts[index] = value;
  return parts.join('$');
}

/** The same base64url text with its first character changed. */
function flipFirst(text: string): string {
  return (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
}

describe('scryptPasswordHasher', () => {
  test('a hash verifies with its password', async () => {
    const stored = await hasher.hash(PASSWORD);
    assert.equal(await hasher.verify(PASSWORD, stored), true);
  });

  test('a wrong password does not verify', async () => {
    const stored = await hasher.hash(PASSWORD);
    assert.equal(await hasher.verify('correct horse battery stapl', stored), false);
    assert.equal(await hasher.verify('Correct horse battery staple', stored), false);
    assert.equal(await hasher.verify('', stored), false);
  });

  test('two hashes of one password differ (random salt) and both verify', async () => {
    const first = await hasher.hash(PASSWORD);
    const second = await hasher.hash(PASSWORD);
    assert.notEqual(first, second);
    assert.notEqual(first.split('$')[4], second.split('$')[4], 'the salts differ');
    assert.equal(await hasher.verify(PASSWORD, first), true);
    assert.equal(await hasher.verify(PASSWORD, second), true);
  });

  test('the stored string carries the scheme, the parameters, the salt and the key', async () => {
    const stored = await hasher.hash(PASSWORD);
    const parts = stored.split('$');
    assert.equal(parts.length, 6, stored);
    const [scheme, n, r, p, salt, key] = parts;
    assert.equal(scheme, 'scrypt');
    assert.equal(n, '1024');
    assert.equal(r, '8');
    assert.equal(p, '1');
    assert.match(salt!, /^[A-Za-z0-9_-]+$/);
    assert.match(key!, /^[A-Za-z0-9_-]+$/);
    assert.equal(Buffer.from(salt!, 'base64url').length, 16);
    assert.equal(Buffer.from(key!, 'base64url').length, 32);
    assert.ok(!stored.includes(PASSWORD));
  });

  test('verification reads the parameters from the hash, not from the hasher', async () => {
    const stored = await hasher.hash(PASSWORD);
    const otherCost = scryptPasswordHasher({ N: 2 ** 11, r: 4, p: 2 });
    assert.equal(await otherCost.verify(PASSWORD, stored), true);
    assert.equal(await otherCost.verify('wrong password', stored), false);
  });

  test('a tampered key, salt or cost gives false without throwing', async () => {
    const stored = await hasher.hash(PASSWORD);
    const parts = stored.split('$');
    const tampered = [
      withField(stored, 5, flipFirst(parts[5]!)),
      withField(stored, 4, flipFirst(parts[4]!)),
      withField(stored, 5, parts[5]!.slice(0, 20)),
      withField(stored, 5, ''),
      withField(stored, 4, ''),
      withField(stored, 1, '2048'),
      withField(stored, 0, 'bcrypt'),
      parts.slice(0, 5).join('$'),
    ];
    for (const candidate of tampered) {
      assert.equal(await hasher.verify(PASSWORD, candidate), false, candidate);
    }
  });

  test('garbage strings give false without throwing', async () => {
    for (const garbage of ['', 'not a hash', '$', 'scrypt', 'scrypt$$$$$', '$2b$10$abcdefghijklmnopqrstuv', PASSWORD]) {
      assert.equal(await hasher.verify(PASSWORD, garbage), false, JSON.stringify(garbage));
    }
  });

  test(
    'a hash whose cost fields are not valid scrypt parameters gives false without throwing',
    async () => {
      const stored = await hasher.hash(PASSWORD);
      for (const n of ['abc', '3', '-1024', '1e3']) {
        const candidate = withField(stored, 1, n);
        await assert.doesNotReject(async () => assert.equal(await hasher.verify(PASSWORD, candidate), false, candidate));
      }
    },
  );

  test("OWASP_SCRYPT_COST is OWASP's N=2^17, r=8, p=1, and the default hasher uses it", async () => {
    assert.deepEqual({ ...OWASP_SCRYPT_COST }, { N: 131072, r: 8, p: 1 });
    assert.ok(Object.isFrozen(OWASP_SCRYPT_COST));
    const production = scryptPasswordHasher();
    const stored = await production.hash(PASSWORD);
    assert.equal(stored.split('$').slice(0, 4).join('$'), 'scrypt$131072$8$1');
    assert.equal(await production.verify(PASSWORD, stored), true);
    assert.equal(await hasher.verify(PASSWORD, stored), true, 'a cheap hasher verifies an OWASP hash too');
  });
});
