// Bytes → text, choosing the encoding the way browsers do: a byte order mark first, then a
// <meta charset> / http-equiv Content-Type declaration in the first 1024 bytes, then the
// charset the core sniffed, then UTF-8 when the bytes are valid UTF-8, else windows-1252
// (the web's historical default). Decoding never throws: bad bytes become U+FFFD. Labels are
// read by WHATWG's table (TextDecoder), not the kit's text decoder: an HTML page's labels mean
// what a browser makes of them, and the charset is reported by its WHATWG name.

import { byteOrderMark } from '@docextract/plugin-kit/byte-order-mark';

export interface DecodedHtml {
  text: string;
  /** The WHATWG name of the encoding used, e.g. "utf-8", "windows-1252". */
  charset: string;
}

const PRESCAN_BYTES = 1024;

export function decodeHtml(bytes: Uint8Array, sniffedCharset: string | null): DecodedHtml {
  const candidates = [byteOrderMark(bytes)?.charset, declaredEncoding(bytes), sniffedCharset];
  for (const label of candidates) {
    const decoder = decoderFor(label);
    // TextDecoder strips a BOM that matches its encoding, so the bytes go in whole.
    if (decoder) return { text: decoder.decode(bytes), charset: decoder.encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), charset: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), charset: 'windows-1252' };
  }
}

/** The charset a <meta> element declares near the start of the file, if any. */
function declaredEncoding(bytes: Uint8Array): string | null {
  // Latin-1 maps each byte to one character, so ASCII markup reads right whatever the encoding.
  const head = latin1(bytes.subarray(0, PRESCAN_BYTES)).replace(/<!--[\s\S]*?-->/g, '');
  for (const match of head.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    // Covers both <meta charset="x"> and content="text/html; charset=x".
    const charset = /charset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(attributes)?.[1];
    if (!charset) continue;
    const decoder = decoderFor(charset);
    if (!decoder) continue; // browsers ignore a label they do not know and keep looking
    // A meta tag cannot be read in UTF-16, so a UTF-16 declaration means UTF-8 (HTML spec);
    // x-user-defined likewise means windows-1252.
    if (decoder.encoding.startsWith('utf-16')) return 'utf-8';
    if (decoder.encoding === 'x-user-defined') return 'windows-1252';
    return decoder.encoding;
  }
  return null;
}

function decoderFor(label: string | null | undefined): InstanceType<typeof TextDecoder> | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null; // an unknown label, e.g. a typo in the page
  }
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}
