// PR_RTF_COMPRESSED (MS-OXRTFCP) → the RTF it holds. @kenjiuno/decompressrtf does the
// decompressing; the checks before it are here because the library trusts the stream's header:
// a size that claims more data than there is makes it decompress zeros up to that size (up to
// 2 GB), and a damaged stream comes out as RTF with wrong bytes in it. So the header must fit
// the stream, a compressed stream's CRC must match (a damaged one gives no body rather than a
// wrong one), and the size it decompresses to is measured before any memory is spent on it.

import { crc32 } from 'node:zlib';
import { decompressRTF } from '@kenjiuno/decompressrtf';

const HEADER_BYTES = 16;
const COMPRESSED = 0x75465a4c; // "LZFu"
const UNCOMPRESSED = 0x414c454d; // "MELA"
/** The stock RTF a decompressor's dictionary starts with (MS-OXRTFCP 2.1.2.1). */
const INITIAL_DICTIONARY_BYTES = 207;
const DICTIONARY_BYTES = 4096;
/**
 * The library builds its output as an array of numbers, at about 25 bytes of memory per byte
 * of RTF while it grows: 8 MB of RTF (already a body full of pictures) costs some 200 MB.
 */
export const MAX_RTF_BYTES = 8 * 1024 * 1024;

/** The RTF; throws an Error saying what is wrong with a stream that cannot be trusted. */
export function decompressRtf(stream: Uint8Array): Uint8Array {
  if (stream.length < HEADER_BYTES) throw new Error(`the stream has ${stream.length} bytes, fewer than its header needs`);
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  // COMPSIZE counts the bytes after itself: the rest of the header and the data.
  const end = view.getUint32(0, true) + 4;
  const rawBytes = view.getUint32(4, true);
  const type = view.getUint32(8, true);
  if (end < HEADER_BYTES || end > stream.length) throw new Error(`its header gives a size of ${end} bytes, but the stream has ${stream.length}`);

  if (type === UNCOMPRESSED) {
    if (HEADER_BYTES + rawBytes > end) throw new Error(`its header promises ${rawBytes} bytes of RTF, but the stream holds ${end - HEADER_BYTES}`);
  } else if (type === COMPRESSED) {
    // The format's CRC-32 starts from 0 and has no final inversion: zlib's, started at ~0 and inverted.
    const crc = ~crc32(stream.subarray(HEADER_BYTES, end), 0xffffffff) >>> 0;
    if (crc !== view.getUint32(12, true)) throw new Error('its checksum does not match its data (the stream is damaged)');
    const size = decompressedSize(stream, end);
    if (size > MAX_RTF_BYTES) throw new Error(`it decompresses to more than ${MAX_RTF_BYTES / 1024 / 1024} MB of RTF`);
  } else {
    throw new Error('its header names no compression type the format has');
  }
  // The library only indexes and slices its input, which typed bytes allow as well as an array.
  return Uint8Array.from(decompressRTF(stream.subarray(0, end) as unknown as number[]));
}

/**
 * What an LZFu stream decompresses to, in bytes, counted from its tokens without writing any
 * output: runs of a control byte and eight tokens, each a literal byte (bit clear) or a
 * two-byte reference into the dictionary (12-bit offset, 4-bit length less 2). A reference
 * to the dictionary's own write position ends the data. Counting stops past MAX_RTF_BYTES.
 */
function decompressedSize(stream: Uint8Array, end: number): number {
  let size = 0;
  let control = 0;
  for (let at = HEADER_BYTES, token = 0; at < end && size <= MAX_RTF_BYTES; token = (token + 1) % 8) {
    if (token === 0) control = stream[at++]!;
    if ((control & (1 << token)) === 0) {
      at += 1;
      size += 1;
      continue;
    }
    const reference = ((stream[at] ?? 0) << 8) | (stream[at + 1] ?? 0);
    at += 2;
    if (reference >> 4 === (INITIAL_DICTIONARY_BYTES + size) % DICTIONARY_BYTES) break;
    size += (reference & 0x0f) + 2;
  }
  return size;
}
