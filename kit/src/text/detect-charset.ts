// Guessing the charset of bytes that carry no BOM: the core's type detection sniffs an
// upload's charset with it, and the text decoder uses it when it was given none.
//
// Order matters: UTF-16 without a BOM is valid UTF-8 when its text is ASCII, so the NUL-byte
// test comes first; then an XML declaration; then strict UTF-8, which is almost never valid
// by accident for other encodings; only then chardet, whose statistics are weak on short
// samples (it calls a ten-character Shift_JIS line windows-1252), so a Japanese reading is
// checked by hand before a single-byte guess is accepted.

import { isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { charsetFromLabel, isJapaneseCharset, type Charset } from './charset-names.ts';

/** Enough bytes for a stable guess without scanning a whole large file. */
const SAMPLE_BYTES = 64 * 1024;
const UTF8: Charset = { codec: 'utf-8', name: 'UTF-8' };
const FALLBACK: Charset = { codec: 'windows-1252', name: 'windows-1252' };
const JAPANESE: Charset[] = [
  { codec: 'cp932', name: 'Shift_JIS' },
  { codec: 'euc-jp', name: 'EUC-JP' },
];

export interface DetectedCharset {
  charset: Charset;
  source: 'declaration' | 'detected' | 'default';
}

export function detectCharset(bytes: Uint8Array): DetectedCharset {
  const sample = sampleOf(bytes);
  const utf16 = utf16ByNulBytes(sample);
  if (utf16) return { charset: utf16, source: 'detected' };
  const declared = xmlDeclaredCharset(sample);
  if (declared) return { charset: declared, source: 'declaration' };
  // All the bytes, not the sample: an ASCII head with a UTF-8 dash on line 5,000 is UTF-8,
  // and one with a windows-1252 byte there is not. The native check builds no string, which
  // matters because the core sniffs whole uploads on the thread that serves requests.
  if (isUtf8(bytes)) return { charset: UTF8, source: 'detected' };

  const focused = sampleOf(bytes, firstLineWithHighByte(bytes));
  const guesses = chardetGuesses(focused);
  const first = guesses.find((charset) => decodesCleanly(focused, charset));
  if (first && isJapaneseCharset(first)) return { charset: first, source: 'detected' };
  const japanese = JAPANESE.find((charset) => decodesCleanly(focused, charset) && looksJapanese(decode(focused, charset)));
  if (japanese) return { charset: japanese, source: 'detected' };
  if (first) return { charset: first, source: 'detected' };
  return { charset: FALLBACK, source: 'default' };
}

/**
 * Up to SAMPLE_BYTES from `start`, cut after a newline so that no multi-byte character is
 * split (0x0A never occurs inside a character of an ASCII-compatible multi-byte charset).
 */
function sampleOf(bytes: Uint8Array, start = 0): Uint8Array {
  if (bytes.length - start <= SAMPLE_BYTES) return bytes.subarray(start);
  const window = bytes.subarray(start, start + SAMPLE_BYTES);
  const lastNewline = window.lastIndexOf(0x0a);
  return lastNewline > SAMPLE_BYTES / 2 ? window.subarray(0, lastNewline + 1) : window;
}

/**
 * Where the line holding the first byte over 0x7F starts. Only those bytes tell charsets
 * apart, and in a long file they may all come after an ASCII head larger than the sample.
 */
function firstLineWithHighByte(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length && bytes[at]! < 0x80) at++;
  if (at === bytes.length) return 0;
  return bytes.lastIndexOf(0x0a, at) + 1;
}

/** Text in UTF-16 without a BOM: ASCII-range characters leave every other byte NUL. */
function utf16ByNulBytes(sample: Uint8Array): Charset | null {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let nulEven = 0;
  let nulOdd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) nulEven++;
    if (sample[i + 1] === 0) nulOdd++;
  }
  if (nulOdd >= pairs * 0.4 && nulEven <= pairs * 0.05) return { codec: 'utf-16le', name: 'UTF-16LE' };
  if (nulEven >= pairs * 0.4 && nulOdd <= pairs * 0.05) return { codec: 'utf-16be', name: 'UTF-16BE' };
  return null;
}

/** `<?xml version="1.0" encoding="Shift_JIS"?>` names the charset of the bytes after it. */
function xmlDeclaredCharset(sample: Uint8Array): Charset | null {
  const head = String.fromCharCode(...sample.subarray(0, 256));
  const match = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  const charset = charsetFromLabel(match?.[1]);
  // A UTF-16 declaration in bytes we can read as ASCII is wrong about itself.
  return charset && !charset.codec.startsWith('utf-16') ? charset : null;
}


/** chardet's candidates, best first, as codecs we can decode (UTF-16/32 were ruled out above). */
function chardetGuesses(sample: Uint8Array): Charset[] {
  const guesses: Charset[] = [];
  for (const match of chardet.analyse(sample)) {
    if (match.confidence <= 0 || /^utf-(16|32)/i.test(match.name)) continue;
    const charset = charsetFromLabel(match.name);
    if (charset && !guesses.some((known) => known.codec === charset.codec)) guesses.push(charset);
  }
  return guesses;
}

function decode(sample: Uint8Array, charset: Charset): string {
  return iconv.decode(Buffer.from(sample.buffer, sample.byteOffset, sample.byteLength), charset.codec);
}

/** No invalid or unmapped byte sequence (iconv-lite writes U+FFFD for those). */
function decodesCleanly(sample: Uint8Array, charset: Charset): boolean {
  try {
    return !decode(sample, charset).includes('\ufffd');
  } catch {
    return false;
  }
}

/**
 * Japanese prose always has kana, and its non-ASCII characters are nearly all kana, kanji or
 * full-width forms. A Latin text that happens to decode as Shift_JIS turns into half-width
 * katakana and stray kanji next to ASCII letters instead, and fails the ratio.
 */
function looksJapanese(text: string): boolean {
  let kana = 0;
  let japanese = 0;
  let nonAscii = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) continue;
    nonAscii++;
    if (code >= 0x3040 && code <= 0x30ff) kana++;
    if (
      (code >= 0x3000 && code <= 0x30ff) || // CJK punctuation, hiragana, katakana
      (code >= 0x3400 && code <= 0x9fff) || // CJK ideographs
      (code >= 0xff01 && code <= 0xff5e) // full-width ASCII forms
    ) {
      japanese++;
    }
  }
  return kana >= 1 && japanese >= 2 && japanese >= nonAscii * 0.6;
}
