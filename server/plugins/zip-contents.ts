// What a zip holds, as far as telling its kind apart needs: the entry names from the central
// directory (read with the kit's reader and its entry limit, nothing inflated) and the text
// of a `mimetype` entry (OpenDocument and EPUB put their type there, stored, first).

import { inflateRawSync, constants as zlib } from 'node:zlib';
import { readZipDirectory, type ZipEntry } from '@docextract/plugin-kit/zip-directory';
import { DEFAULT_ZIP_LIMITS } from '@docextract/plugin-kit/zip-limits';

export interface ZipContents {
  /** Entry names, lower case, without a leading slash (OPC part names ignore case). */
  entryNames: string[];
  /** The `mimetype` entry's text, trimmed, or null when there is none or it cannot be read. */
  mimetype: string | null;
}

const LOCAL_HEADER = 0x04034b50;
const MIMETYPE_ENTRY = 'mimetype';
// A media type is short; a longer entry is not a type declaration, and reading more costs.
const MAX_MIMETYPE_BYTES = 200;
const MAX_MIMETYPE_COMPRESSED_BYTES = 4096;

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The archive's contents, or null when its directory is damaged or lists too many entries. */
export function readZipContents(bytes: Uint8Array): ZipContents | null {
  let entries: ZipEntry[];
  try {
    ({ entries } = readZipDirectory(bytes, DEFAULT_ZIP_LIMITS.maxEntries));
  } catch {
    // The plugin that reads the archive reports the damage; detection only gives up.
    return null;
  }
  const mimetypeEntry = entries.find((entry) => entry.name === MIMETYPE_ENTRY);
  return {
    entryNames: entries.map((entry) => entry.name.replace(/^\/+/, '').toLowerCase()),
    mimetype: mimetypeEntry ? readSmallEntry(bytes, mimetypeEntry) : null,
  };
}

/** True when an entry has this name, or lies in this folder for a name ending in "/". */
export function holdsEntry(contents: ZipContents, name: string): boolean {
  const wanted = name.replace(/^\/+/, '').toLowerCase();
  return wanted.endsWith('/') ? contents.entryNames.some((entry) => entry.startsWith(wanted)) : contents.entryNames.includes(wanted);
}

function readSmallEntry(bytes: Uint8Array, entry: ZipEntry): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) return null;
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const stored = bytes.subarray(start, start + Math.min(entry.compressedBytes, MAX_MIMETYPE_COMPRESSED_BYTES));
  try {
    const raw =
      entry.method === 0
        ? stored.subarray(0, MAX_MIMETYPE_BYTES)
        : entry.method === 8
          ? inflateRawSync(stored, { maxOutputLength: MAX_MIMETYPE_BYTES, finishFlush: zlib.Z_SYNC_FLUSH })
          : null;
    return raw ? new TextDecoder('latin1').decode(raw).trim() : null;
  } catch {
    return null;
  }
}
