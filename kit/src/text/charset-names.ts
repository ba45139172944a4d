// Charset labels → the iconv-lite codec that decodes them and the name we report.
//
// Labels come from three places that spell them differently: the core's sniffer
// ("Shift_JIS", "windows-1252"), chardet ("ISO-8859-1", "UTF-16LE") and XML declarations
// ("shift-jis", "latin1"). We decode with the superset a real-world file most likely used,
// as browsers do (WHATWG Encoding): Shift_JIS files are written by Windows as cp932 (NEC and
// IBM extensions), and "ISO-8859-1" files routinely hold windows-1252 quotes.

import iconv from 'iconv-lite';

export interface Charset {
  /** The iconv-lite codec name. */
  codec: string;
  /** The name reported in metadata.raw.charset. */
  name: string;
}

const SUPERSETS: Record<string, Charset> = {
  'utf8': { codec: 'utf-8', name: 'UTF-8' },
  'utf16le': { codec: 'utf-16le', name: 'UTF-16LE' },
  'utf16be': { codec: 'utf-16be', name: 'UTF-16BE' },
  // Without a BOM, UTF-16 is little-endian in practice (Windows).
  'utf16': { codec: 'utf-16le', name: 'UTF-16LE' },
  'shiftjis': { codec: 'cp932', name: 'Shift_JIS' },
  'sjis': { codec: 'cp932', name: 'Shift_JIS' },
  'xsjis': { codec: 'cp932', name: 'Shift_JIS' },
  'mskanji': { codec: 'cp932', name: 'Shift_JIS' },
  'windows31j': { codec: 'cp932', name: 'Shift_JIS' },
  'cp932': { codec: 'cp932', name: 'Shift_JIS' },
  'eucjp': { codec: 'euc-jp', name: 'EUC-JP' },
  'gb2312': { codec: 'gb18030', name: 'GB18030' },
  'gbk': { codec: 'gb18030', name: 'GB18030' },
  'gb18030': { codec: 'gb18030', name: 'GB18030' },
  'big5': { codec: 'big5', name: 'Big5' },
  'euckr': { codec: 'euc-kr', name: 'EUC-KR' },
  'iso88591': { codec: 'windows-1252', name: 'windows-1252' },
  'latin1': { codec: 'windows-1252', name: 'windows-1252' },
  'l1': { codec: 'windows-1252', name: 'windows-1252' },
  'cp1252': { codec: 'windows-1252', name: 'windows-1252' },
  'windows1252': { codec: 'windows-1252', name: 'windows-1252' },
};

/**
 * "ASCII" only says that a sample had no byte over 0x7F; the rest of the file may be UTF-8
 * or windows-1252, so the label is treated as no information and detection decides.
 */
const UNINFORMATIVE = new Set(['ascii', 'usascii']);

/** The codec for a charset label, or null when iconv-lite cannot decode it. */
export function charsetFromLabel(label: string | null | undefined): Charset | null {
  if (!label) return null;
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (UNINFORMATIVE.has(key)) return null;
  const known = SUPERSETS[key];
  if (known) return known;
  const trimmed = label.trim();
  return trimmed && iconv.encodingExists(trimmed) ? { codec: trimmed, name: trimmed } : null;
}

/** True for the two Japanese double-byte charsets, which detection checks by hand. */
export function isJapaneseCharset(charset: Charset): boolean {
  return charset.codec === 'cp932' || charset.codec === 'euc-jp';
}
