import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  DISPLAY_PREFIX_CHARS,
  KEY_PREFIX,
  displayPrefix,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from '../../../server/accounts/api-key-format.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_SHAPE = /^dxk_[0-9A-Za-z]{38}$/;

describe('generateApiKey', () => {
  test('"dxk_" then 38 base62 characters: 42 in all', () => {
    assert.equal(KEY_PREFIX, 'dxk_');
    for (let index = 0; index < 50; index += 1) {
      const key = generateApiKey();
      assert.equal(key.length, 42, key);
      assert.match(key, KEY_SHAPE);
    }
  });

  test('1000 keys are all different and use the whole base62 alphabet', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey());
    assert.equal(new Set(keys).size, 1000);
    // 32 random characters per key: no two keys share their random body either.
    assert.equal(new Set(keys.map((key) => key.slice(4, 36))).size, 1000);
    const seen = new Set(keys.flatMap((key) => [...key.slice(4, 36)]));
    assert.equal([...seen].sort().join(''), [...ALPHABET].sort().join(''));
  });
});

describe('isWellFormedApiKey', () => {
  test('true for generated keys', () => {
    for (let index = 0; index < 200; index += 1) assert.equal(isWellFormedApiKey(generateApiKey()), true);
  });

  test('false for every single-character change at every position', () => {
    for (let round = 0; round < 3; round += 1) {
      const key = generateApiKey();
      for (let position = 0; position < key.length; position += 1) {
        for (const replacement of [...ALPHABET, '_', '-', ' ', '\u00e9']) {
          if (replacement === key[position]) continue;
          const mutated = key.slice(0, position) + replacement + key.slice(position + 1);
          assert.equal(isWellFormedApiKey(mutated), false, `position ${position} → ${JSON.stringify(replacement)}: ${mutated}`);
        }
      }
    }
  });

  test('false for two swapped adjacent characters of the body', () => {
    const key = generateApiKey();
    for (let position = 4; position < key.length - 1; position += 1) {
      if (key[position] === key[position + 1]) continue;
      const swapped = key.slice(0, position) + key[position + 1] + key[position] + key.slice(position + 2);
      assert.equal(isWellFormedApiKey(swapped), false, swapped);
    }
  });

  test('false for a wrong prefix', () => {
    const body = generateApiKey().slice(4);
    for (const prefix of ['dxx_', 'DXK_', 'sk_', 'dxk-', 'dxk', 'dxk__', '', 'xdxk_']) {
      assert.equal(isWellFormedApiKey(prefix + body), false, prefix);
    }
  });

  test('false for a wrong length, surrounding space or an empty string', () => {
    const key = generateApiKey();
    for (const candidate of [key.slice(0, -1), `${key}0`, key.slice(0, 12), `${key}${key.slice(4)}`, ` ${key}`, `${key}\n`, '', 'dxk_']) {
      assert.equal(isWellFormedApiKey(candidate), false, JSON.stringify(candidate));
    }
  });
});

describe('hashApiKey', () => {
  test('is the hex SHA-256 of the key: 64 characters, deterministic, never the key', () => {
    const key = generateApiKey();
    const hash = hashApiKey(key);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(hash, createHash('sha256').update(key).digest('hex'));
    assert.equal(hashApiKey(key), hash);
    assert.notEqual(hash, key);
    assert.ok(!hash.includes(key.slice(4, 16)));
    assert.notEqual(hashApiKey(generateApiKey()), hash);
  });
});

describe('displayPrefix', () => {
  test('is the first 12 characters: "dxk_" and 8 of the body', () => {
    const key = generateApiKey();
    assert.equal(DISPLAY_PREFIX_CHARS, 12);
    assert.equal(displayPrefix(key), key.slice(0, 12));
    assert.ok(key.startsWith(displayPrefix(key)));
  });

  test('does not reveal enough to use the key', () => {
    const key = generateApiKey();
    const prefix = displayPrefix(key);
    assert.equal(isWellFormedApiKey(prefix), false);
    // At least 24 random body characters stay hidden: over 128 bits to guess.
    const hiddenRandomChars = 36 - prefix.length;
    assert.ok(hiddenRandomChars >= 24, String(hiddenRandomChars));
    assert.ok(hiddenRandomChars * Math.log2(62) > 128);
    assert.notEqual(hashApiKey(prefix), hashApiKey(key));
  });
});
