// PR_RTF_COMPRESSED streams (MS-OXRTFCP) for the .msg fixtures, in both forms the format has:
// uncompressed ("MELA": the RTF as is, CRC 0) and compressed ("LZFu"). The compressed form is
// written as literals only, with no references back into the dictionary: a reader decodes it
// as it decodes any LZFu stream, and the fixtures need the format, not a good compression.

import { crc32 } from 'node:zlib';

const HEADER_BYTES = 16;
/** The dictionary a reader starts with holds this many bytes of stock RTF (MS-OXRTFCP 2.1.2.1). */
const INITIAL_DICTIONARY_BYTES = 207;
const DICTIONARY_BYTES = 4096;

export function uncompressedRtfStream(rtf: Buffer): Buffer {
  return Buffer.concat([header(rtf.length, rtf.length, 'MELA', 0), rtf]);
}

export function compressedRtfStream(rtf: Buffer): Buffer {
  const payload: number[] = [];
  // Runs of a control byte (bit n set: token n is a reference) and up to eight tokens. The
  // stream ends with a reference to the dictionary's write position, in the run of the last
  // literals or in a run of its own.
  const endPosition = (INITIAL_DICTIONARY_BYTES + rtf.length) % DICTIONARY_BYTES;
  for (let start = 0; ; start += 8) {
    const literals = rtf.subarray(start, start + 8);
    if (literals.length === 8) {
      payload.push(0, ...literals);
      continue;
    }
    payload.push(1 << literals.length, ...literals, endPosition >> 4, (endPosition & 0x0f) << 4);
    break;
  }
  const data = Buffer.from(payload);
  return Buffer.concat([header(data.length, rtf.length, 'LZFu', rtfCrc(data)), data]);
}

/** COMPSIZE counts what follows it: the rest of the header and the data. */
function header(dataBytes: number, rawBytes: number, compressionType: 'MELA' | 'LZFu', crc: number): Buffer {
  const bytes = Buffer.alloc(HEADER_BYTES);
  bytes.writeUInt32LE(dataBytes + HEADER_BYTES - 4, 0);
  bytes.writeUInt32LE(rawBytes, 4);
  bytes.write(compressionType, 8, 'latin1');
  bytes.writeUInt32LE(crc, 12);
  return bytes;
}

/**
 * The format's CRC-32 starts from 0 and ends without the final inversion that zlib's applies:
 * starting zlib's at ~0 and inverting its result gives exactly that.
 */
function rtfCrc(data: Buffer): number {
  return ~crc32(data, 0xffffffff) >>> 0;
}
