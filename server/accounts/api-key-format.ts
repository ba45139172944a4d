// The shape of an API key: "dxk_" + 32 base62 characters of randomness (about 190 bits)
// + 6 base62 characters of checksum. The prefix makes a leaked key recognisable to secret
// scanners; the checksum refuses a mistyped key before any database look-up.

import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIX = 'dxk_';
const BODY_CHARS = 32;
const CHECKSUM_CHARS = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${BODY_CHARS + CHECKSUM_CHARS}}$`);
/** How much of a key is shown to recognise it: the prefix and 8 characters. */
export const DISPLAY_PREFIX_CHARS = KEY_PREFIX.length + 8;

export function generateApiKey(): string {
  let body = '';
  // Rejection sampling keeps every character uniformly likely (256 is not a multiple of 62).
  while (body.length < BODY_CHARS) {
    for (const byte of randomBytes(BODY_CHARS)) {
      if (byte < 248 && body.length < BODY_CHARS) body += ALPHABET[byte % 62];
    }
  }
  return KEY_PREFIX + body + checksumOf(body);
}

/** True when the key has the right shape and its checksum matches. */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + BODY_CHARS);
  return key.slice(-CHECKSUM_CHARS) === checksumOf(body);
}

/** Keys are stored only as this hash. The key is high-entropy, so one SHA-256 is enough. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_CHARS);
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let checksum = '';
  for (let index = 0; index < CHECKSUM_CHARS; index += 1) {
    checksum = ALPHABET[value % 62] + checksum;
    value = Math.floor(value / 62);
  }
  return checksum;
}
