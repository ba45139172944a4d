// Deflate streams that inflate to gigabytes, built in milliseconds. Compressing a gigabyte
// would take seconds and a gigabyte of memory; instead one chunk is compressed once, ended
// with a full flush (byte-aligned, history reset, so the next block needs nothing before
// it), and that block is repeated: any number of copies is still one valid deflate stream.

import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface RepeatedDeflate {
  /** Raw deflate bytes (no zlib or gzip wrapper). */
  deflated: Buffer;
  /** What they inflate to. */
  inflatedBytes: number;
  /** CRC-32 of the inflated bytes, as a zip entry declares it. */
  crc32: number;
}

/** prefix, then `chunk` repeated `copies` times, then suffix, as one raw deflate stream. */
export function repeatedDeflate(prefix: Buffer, chunk: Buffer, copies: number, suffix: Buffer): RepeatedDeflate {
  const flushed = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const repeated = flushed(chunk);
  const deflated = Buffer.concat([flushed(prefix), ...Array.from({ length: copies }, () => repeated), deflateRawSync(suffix, { level: 9 })]);
  let crc = crc32(prefix);
  for (let copy = 0; copy < copies; copy += 1) crc = crc32(chunk, crc);
  crc = crc32(suffix, crc);
  return { deflated, inflatedBytes: prefix.length + chunk.length * copies + suffix.length, crc32: crc };
}

/**
 * A zlib stream (what PDF's FlateDecode holds) of `inflatedBytes` zero bytes. Adler-32 of
 * zeros needs no pass over them: its low sum stays 1 and its high sum is the length.
 */
export function zlibZeros(inflatedBytes: number): Buffer {
  const chunkBytes = 1024 * 1024;
  if (inflatedBytes % chunkBytes !== 0) throw new Error('inflatedBytes must be a whole number of MiB');
  const flushed = deflateRawSync(Buffer.alloc(chunkBytes), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const finalEmptyBlock = deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((inflatedBytes % 65521) << 16) | 1) >>> 0);
  const header = Buffer.from([0x78, 0xda]);
  return Buffer.concat([header, ...Array.from({ length: inflatedBytes / chunkBytes }, () => flushed), finalEmptyBlock, adler]);
}
