// Files with nothing to read: no bytes at all, and bytes that are no format at all.

import { createHash } from 'node:crypto';

export function emptyFile(): Buffer {
  return Buffer.alloc(0);
}

/**
 * `bytes` bytes that look random and are the same on every run (SHA-256 in counter mode),
 * starting with a byte no magic number starts with.
 */
export function randomLookingBytes(bytes: number, seed = 'hostile-inputs'): Buffer {
  const blocks: Buffer[] = [];
  for (let counter = 0; blocks.length * 32 < bytes; counter += 1) blocks.push(createHash('sha256').update(`${seed}:${counter}`).digest());
  const result = Buffer.concat(blocks).subarray(0, bytes);
  result[0] = 0x01;
  return result;
}
