// The PDF standard security handler, revision 3: RC4 with a 128-bit key (ISO 32000-1 §7.6.3,
// algorithms 2, 3, 5 and 1), written out here because no PDF tool is at hand to make test files.

import { createHash } from 'node:crypto';
import type { Encryption } from './pdf-file.ts';
// The /O and /U strings stay as they are: the /Encrypt dictionary itself is never encrypted.
import { name, str } from './pdf-objects.ts';

/** The 32-byte padding string of the standard security handler. */
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const KEY_BYTES = 16;

export interface EncryptionOptions {
  userPassword: string;
  ownerPassword: string;
  /** Permission flags (/P); -3904 allows everything. */
  permissions?: number;
  fileId: Buffer;
}

export function standardEncryption(options: EncryptionOptions): Encryption {
  const permissions = options.permissions ?? -3904;
  const owner = ownerValue(options.ownerPassword || options.userPassword, options.userPassword);
  const key = fileKey(options.userPassword, owner, permissions, options.fileId);
  const user = userValue(key, options.fileId);
  return {
    fileId: options.fileId,
    dict: { Filter: name('Standard'), V: 2, R: 3, Length: 128, O: str(owner), U: str(user), P: permissions },
    filterFor(objectId) {
      const objectKey = md5(Buffer.concat([key, Buffer.from([objectId & 0xff, (objectId >> 8) & 0xff, (objectId >> 16) & 0xff, 0, 0])])).subarray(0, KEY_BYTES);
      return (bytes) => rc4(objectKey, bytes);
    },
  };
}

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);
}

// Algorithm 3: the /O value.
function ownerValue(ownerPassword: string, userPassword: string): Buffer {
  let digest = md5(padded(ownerPassword));
  for (let round = 0; round < 50; round += 1) digest = md5(digest);
  const key = digest.subarray(0, KEY_BYTES);
  let value = rc4(key, padded(userPassword));
  for (let round = 1; round <= 19; round += 1) value = rc4(xorKey(key, round), value);
  return value;
}

// Algorithm 2: the file key.
function fileKey(userPassword: string, owner: Buffer, permissions: number, fileId: Buffer): Buffer {
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  let digest = md5(Buffer.concat([padded(userPassword), owner, p, fileId]));
  for (let round = 0; round < 50; round += 1) digest = md5(digest.subarray(0, KEY_BYTES));
  return digest.subarray(0, KEY_BYTES);
}

// Algorithm 5: the /U value (16 meaningful bytes, then 16 of padding).
function userValue(key: Buffer, fileId: Buffer): Buffer {
  let value = rc4(key, md5(Buffer.concat([PADDING, fileId])));
  for (let round = 1; round <= 19; round += 1) value = rc4(xorKey(key, round), value);
  return Buffer.concat([value, Buffer.alloc(16, 0)]);
}

function xorKey(key: Buffer, round: number): Buffer {
  return Buffer.from(key.map((byte) => byte ^ round));
}

function md5(data: Buffer): Buffer {
  return createHash('md5').update(data).digest();
}

/** RC4; Node's OpenSSL 3 build no longer offers it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}
