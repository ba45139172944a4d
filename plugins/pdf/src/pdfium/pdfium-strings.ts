// PDFium hands strings back by filling a caller's buffer: called once with no buffer for the
// length, then again with one. These read them, as UTF-16LE (text, metadata) or Latin-1 bytes
// (font names).

import type { Pdfium } from './pdfium-module.ts';

/** `fill(buffer, byteLength)` returns the bytes needed, terminator included. */
export function readUtf16(module: Pdfium, fill: (buffer: number, byteLength: number) => number): string {
  const needed = fill(0, 0);
  if (!(needed > 2)) return '';
  const buffer = module.malloc(needed);
  try {
    const written = Math.min(needed, fill(buffer, needed));
    return decodeUtf16(module.heapU8(), buffer, Math.max(0, written - 2));
  } finally {
    module.free(buffer);
  }
}

export function readLatin1(module: Pdfium, fill: (buffer: number, byteLength: number) => number): string {
  const needed = fill(0, 0);
  if (!(needed > 1)) return '';
  const buffer = module.malloc(needed);
  try {
    const written = Math.min(needed, fill(buffer, needed));
    return Buffer.from(module.heapU8().subarray(buffer, buffer + Math.max(0, written - 1))).toString('latin1');
  } finally {
    module.free(buffer);
  }
}

const utf16 = new TextDecoder('utf-16le');

function decodeUtf16(heap: Uint8Array, start: number, byteLength: number): string {
  return utf16.decode(heap.subarray(start, start + (byteLength & ~1)));
}
