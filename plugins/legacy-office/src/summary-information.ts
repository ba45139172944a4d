// The "\x05SummaryInformation" stream of an OLE file: an OLE property set (MS-OLEPS) with the
// title, author, dates and counts that Word and PowerPoint keep. Neither cfb nor word-extractor
// parses it, and it is simple: a header, one section, a table of (id, offset) pairs, and typed
// values. Only the value types these properties use are read; the thumbnail (a clipboard blob)
// and anything unknown are skipped. Broken properties never cost the document its text.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';

const PROPERTY_NAMES: Record<number, string> = {
  2: 'title', 3: 'subject', 4: 'author', 5: 'keywords', 6: 'comments', 7: 'template', 8: 'lastAuthor',
  9: 'revisionNumber', 11: 'lastPrinted', 12: 'created', 13: 'lastSaved', 14: 'pageCount', 15: 'wordCount',
  16: 'characterCount', 18: 'applicationName', 19: 'security',
};
const CODEPAGE = 1;
const VT_I2 = 0x02;
const VT_I4 = 0x03;
const VT_UI4 = 0x13;
const VT_LPSTR = 0x1e;
const VT_LPWSTR = 0x1f;
const VT_FILETIME = 0x40;
const MAX_PROPERTIES = 1000;
const MAX_TEXT = 10_000;
/** 100-ns ticks between 1601-01-01 (FILETIME's epoch) and 1970-01-01. */
const FILETIME_UNIX_EPOCH = 116_444_736_000_000_000n;

/** Windows code pages as WHATWG encoding labels (TextDecoder); others are read as Windows-1252. */
const ENCODINGS: Record<number, string> = {
  874: 'windows-874', 932: 'shift_jis', 936: 'gbk', 949: 'euc-kr', 950: 'big5', 1200: 'utf-16le', 10000: 'macintosh',
  20127: 'windows-1252', 28591: 'iso-8859-1', 65001: 'utf-8',
};

export type SummaryMetadata = PluginMetadata & { raw: Record<string, unknown> };

export function readSummaryInformation(stream: Buffer | null): SummaryMetadata {
  const metadata: SummaryMetadata = { title: null, subject: null, creator: null, lastAuthor: null, created: null, modified: null, raw: {} };
  if (!stream) return metadata;
  try {
    for (const [id, value] of readProperties(stream)) {
      const name = PROPERTY_NAMES[id];
      if (!name || value === null || value === '') continue;
      metadata.raw[name] = value instanceof Date ? value.toISOString() : value;
    }
  } catch {
    // A damaged property set: keep what was read before the damage.
  }
  const text = (name: string) => (typeof metadata.raw[name] === 'string' ? (metadata.raw[name] as string) : null);
  metadata.title = text('title');
  metadata.subject = text('subject');
  metadata.creator = text('author');
  metadata.lastAuthor = text('lastAuthor');
  metadata.created = text('created');
  metadata.modified = text('lastSaved');
  return metadata;
}

function* readProperties(stream: Buffer): Generator<[number, string | number | Date | null]> {
  if (stream.length < 48 || stream.readUInt16LE(0) !== 0xfffe) return;
  const section = stream.readUInt32LE(44);
  const count = stream.readUInt32LE(section + 4);
  const entries: Array<[number, number]> = [];
  for (let index = 0; index < Math.min(count, MAX_PROPERTIES); index++) {
    const at = section + 8 + index * 8;
    entries.push([stream.readUInt32LE(at), section + stream.readUInt32LE(at + 4)]);
  }
  // The code page says how the 8-bit strings are encoded; it may come after them in the table.
  const codepageEntry = entries.find(([id]) => id === CODEPAGE);
  const codepage = codepageEntry ? readValue(stream, codepageEntry[1], 'windows-1252') : null;
  // A VT_I2: 65001 (UTF-8) reads as -535.
  const page = typeof codepage === 'number' ? codepage & 0xffff : 1252;
  const encoding = ENCODINGS[page] ?? (page >= 1250 && page <= 1258 ? `windows-${page}` : 'windows-1252');
  for (const [id, offset] of entries) {
    if (id !== CODEPAGE && PROPERTY_NAMES[id]) yield [id, readValue(stream, offset, encoding)];
  }
}

function readValue(stream: Buffer, at: number, encoding: string): string | number | Date | null {
  const type = stream.readUInt16LE(at);
  const value = at + 4;
  switch (type) {
    case VT_I2:
      return stream.readInt16LE(value);
    case VT_I4:
      return stream.readInt32LE(value);
    case VT_UI4:
      return stream.readUInt32LE(value);
    case VT_LPSTR: {
      const size = Math.min(stream.readUInt32LE(value), MAX_TEXT);
      return cleanText(new TextDecoder(encoding).decode(stream.subarray(value + 4, value + 4 + size)));
    }
    case VT_LPWSTR: {
      const length = Math.min(stream.readUInt32LE(value), MAX_TEXT);
      return cleanText(stream.subarray(value + 4, value + 4 + length * 2).toString('utf16le'));
    }
    case VT_FILETIME: {
      const ticks = stream.readBigUInt64LE(value);
      // Zero, or a date before 1980, is an unset date (or an edit-time duration misfiled as one).
      if (ticks <= FILETIME_UNIX_EPOCH) return null;
      const date = new Date(Number((ticks - FILETIME_UNIX_EPOCH) / 10_000n));
      return date.getUTCFullYear() >= 1980 && date.getUTCFullYear() < 10_000 ? date : null;
    }
    default:
      return null;
  }
}

function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  return text.replace(/\0.*$/s, '').replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '').trim();
}
