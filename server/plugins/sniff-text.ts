// Text sniffing for files with no magic number: is it text at all, in which charset, and
// what its opening says (the plugins' text patterns and the XML root are matched on that).

import { byteOrderMark } from '@docextract/plugin-kit/byte-order-mark';
import { decodeWithCharset } from '@docextract/plugin-kit/decode-text';
import { detectCharset } from '@docextract/plugin-kit/detect-charset';

const SAMPLE_BYTES = 64 * 1024;
/** Enough for any signature or XML prolog; a cut multi-byte character at the end costs nothing. */
const HEAD_BYTES = 4096;

export function byteOrderMarkCharset(bytes: Uint8Array): string | null {
  return byteOrderMark(bytes)?.charset ?? null;
}

/** Text has no NUL bytes (bar UTF-16) and almost no C0 control characters. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const bom = byteOrderMarkCharset(bytes);
  if (bom === 'UTF-16LE' || bom === 'UTF-16BE') return true;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Tab, LF, VT, FF, CR and ESC (ISO-2022-JP escapes) are normal in text.
    if (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1b) controls += 1;
  }
  return controls <= sample.length / 100;
}

/**
 * The charset plugins are told, found as the kit's text decoder finds it (a byte order mark,
 * else detection), so an upload's charset means the same to the core and to every plugin.
 */
export function sniffCharset(bytes: Uint8Array): string {
  return byteOrderMarkCharset(bytes) ?? detectCharset(bytes).charset.name;
}

/** The start of the text, decoded, without a byte-order mark or leading white space: what signatures are matched against. */
export function textHead(bytes: Uint8Array, charset: string): string {
  return decodeWithCharset(bytes.subarray(0, HEAD_BYTES), charset).trimStart();
}
