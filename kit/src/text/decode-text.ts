// Bytes → string, never throwing: odd bytes become U+FFFD, an unknown charset falls back to
// detection, and a codec failure falls back to lenient UTF-8. Plain text, e-mail bodies, RTF
// runs and the core's sniffer all decode through here, so a charset label means one thing.

import iconv from 'iconv-lite';
import { byteOrderMark } from './byte-order-mark.ts';
import { charsetFromLabel, type Charset } from './charset-names.ts';
import { detectCharset } from './detect-charset.ts';

export interface DecodedText {
  text: string;
  /** The charset the text was decoded with, e.g. "UTF-8", "Shift_JIS", "windows-1252". */
  charset: string;
  /** How it was chosen: a byte order mark, the charset the caller was given, an XML declaration, a guess. */
  charsetSource: 'bom' | 'input' | 'declaration' | 'detected' | 'default';
}

/** Decodes by byte order mark, else by `givenCharset` (e.g. the core's sniffed one), else by detection. */
export function decodeText(bytes: Uint8Array, givenCharset: string | null): DecodedText {
  // A BOM is proof of the encoding, so it wins even over the charset the caller was given.
  const bom = byteOrderMark(bytes);
  if (bom) return decodeAs(bytes.subarray(bom.lengthBytes), charsetFromLabel(bom.charset)!, 'bom');
  const given = charsetFromLabel(givenCharset);
  if (given) return decodeAs(bytes, given, 'input');
  const detected = detectCharset(bytes);
  return decodeAs(bytes, detected.charset, detected.source);
}

/**
 * Bytes in a known codec (an RTF code page, a MIME part's charset), without detection: a codec
 * iconv-lite lacks reads as windows-1252, the Windows default those formats come from.
 */
export function decodeWithCharset(bytes: Uint8Array, charsetLabel: string): string {
  const charset = charsetFromLabel(charsetLabel) ?? charsetFromLabel('windows-1252')!;
  return decodeAs(bytes, charset, 'input').text;
}

function decodeAs(bytes: Uint8Array, charset: Charset, source: DecodedText['charsetSource']): DecodedText {
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
