// Bytes → string, never throwing: odd bytes become U+FFFD, an unknown charset falls back to
// detection, and a codec failure falls back to lenient UTF-8.

import iconv from 'iconv-lite';
import { charsetFromLabel, type Charset } from './charset-names.ts';
import { detectCharset } from './detect-charset.ts';

export interface DecodedText {
  text: string;
  /** The charset the text was decoded with, e.g. "UTF-8", "Shift_JIS", "windows-1252". */
  charset: string;
  /** How we chose it: a byte order mark, the core's sniffed charset, an XML declaration, a guess. */
  charsetSource: 'bom' | 'input' | 'declaration' | 'detected' | 'default';
}

interface Bom {
  length: number;
  charset: Charset;
}

export function decodeBytes(bytes: Uint8Array, sniffedCharset: string | null): DecodedText {
  // A BOM is proof of the encoding, so it wins even over the core's sniffed charset.
  const bom = byteOrderMark(bytes);
  if (bom) return decoded(bytes.subarray(bom.length), bom.charset, 'bom');
  const given = charsetFromLabel(sniffedCharset);
  if (given) return decoded(bytes, given, 'input');
  const detected = detectCharset(bytes);
  return decoded(bytes, detected.charset, detected.source);
}

function byteOrderMark(bytes: Uint8Array): Bom | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { length: 3, charset: { codec: 'utf-8', name: 'UTF-8' } };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { length: 2, charset: { codec: 'utf-16le', name: 'UTF-16LE' } };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { length: 2, charset: { codec: 'utf-16be', name: 'UTF-16BE' } };
  return null;
}

function decoded(bytes: Uint8Array, charset: Charset, source: DecodedText['charsetSource']): DecodedText {
  // A view on the caller's memory, not a copy: the input bytes are shared and read-only.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  try {
    text = iconv.decode(buffer, charset.codec);
  } catch {
    text = new TextDecoder('utf-8').decode(bytes);
    charset = { codec: 'utf-8', name: 'UTF-8' };
  }
  // iconv-lite drops the BOM of the UTF codecs itself; a U+FEFF still leading the text
  // (a doubled BOM) is never content.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, charset: charset.name, charsetSource: source };
}
