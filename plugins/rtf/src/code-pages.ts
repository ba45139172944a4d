// Which code page a byte of RTF text is in, and turning runs of such bytes into text.
//
// A document names its code page with \ansicpgN (\mac, \pc, \pca for old files); each font
// in the font table may name a character set (\fcharsetN) or code page (\cpgN) that overrides
// it while that font is in use. Double-byte code pages (Shift-JIS, GBK, Big5, Korean) split
// characters over two \'hh escapes, so bytes are collected and decoded together.

import { charsetFromLabel } from '@docextract/plugin-kit/charset-names';
import { decodeWithCharset } from '@docextract/plugin-kit/decode-text';

export const DEFAULT_CODEC = 'windows-1252';

/** \fcharsetN → the Windows code page it implies. 0 and 1 mean "the document's". */
const CHARSET_CODE_PAGES: Record<number, number> = {
  2: 1252, // Symbol: glyph bytes; windows-1252 reads its bullets and letters least badly
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
  254: 437,
  255: 850,
};

/** The codec for a Windows code page number; windows-1252 for one the kit's decoder lacks. */
export function codecForCodePage(codePage: number): string {
  if (codePage === 65001) return 'utf-8';
  if (codePage === 10000) return 'macintosh';
  for (const name of [`cp${codePage}`, `windows-${codePage}`]) {
    if (charsetFromLabel(name)) return name;
  }
  return DEFAULT_CODEC;
}

/** The codec for a font's \fcharset, or null when the font uses the document's code page. */
export function codecForCharset(charset: number): string | null {
  const codePage = CHARSET_CODE_PAGES[charset];
  return codePage === undefined ? null : codecForCodePage(codePage);
}

/** Bytes waiting to be decoded: one run in one code page. */
export class PendingBytes {
  private buffer = new Uint8Array(256);
  private length = 0;
  private ascii = true;

  get isEmpty(): boolean {
    return this.length === 0;
  }

  push(byte: number): void {
    if (this.length === this.buffer.length) this.grow(this.length + 1);
    this.buffer[this.length++] = byte;
    if (byte >= 0x80) this.ascii = false;
  }

  pushRange(bytes: Uint8Array, start: number, end: number): void {
    const count = end - start;
    if (this.length + count > this.buffer.length) this.grow(this.length + count);
    this.buffer.set(bytes.subarray(start, end), this.length);
    for (let index = start; index < end && this.ascii; index++) if (bytes[index]! >= 0x80) this.ascii = false;
    this.length += count;
  }

  /** The text of the bytes so far, which are then forgotten. */
  take(codec: string): string {
    if (this.length === 0) return '';
    const bytes = this.buffer.subarray(0, this.length);
    // Every code page RTF names agrees with ASCII below 0x80: no codec needed for plain text.
    const text = this.ascii ? Buffer.from(bytes).toString('latin1') : decodeWithCharset(bytes, codec);
    this.length = 0;
    this.ascii = true;
    return text;
  }

  private grow(needed: number): void {
    const bigger = new Uint8Array(Math.max(needed, this.buffer.length * 2));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }
}
