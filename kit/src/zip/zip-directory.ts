// Reads a zip file's central directory without inflating anything, so the sizes an archive
// declares can be checked before any work is spent on it. Zip64 records are read too: a
// bomb likes to declare its sizes there. Every malformed structure is a 'corrupt' input.

import { BadInputError } from '@docextract/contracts/plugin-api';

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated; anything else is refused when the entry is read. */
  method: number;
  flags: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL_ENTRY = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
/** The end record is 22 bytes plus a comment of at most 65535. */
const MAX_END_SEARCH_BYTES = 22 + 0xffff;
const SIZE_IN_ZIP64 = 0xffffffff;

export interface ZipDirectory {
  entries: ZipEntry[];
}

/**
 * The archive's entries as its central directory lists them. `maxEntries` is checked on the
 * declared count before a single entry is parsed, so a directory of millions costs nothing.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  let entryCount = view.getUint16(end + 10, true);
  let directoryOffset = view.getUint32(end + 16, true);
  let directoryBytes = view.getUint32(end + 12, true);

  if (entryCount === 0xffff || directoryOffset === SIZE_IN_ZIP64 || directoryBytes === SIZE_IN_ZIP64) {
    ({ entryCount, directoryOffset, directoryBytes } = readZip64End(view, end));
  }
  if (entryCount > maxEntries) {
    throw new BadInputError('too-large', `the archive lists ${entryCount} entries, more than the ${maxEntries} allowed`);
  }
  if (directoryOffset + directoryBytes > view.byteLength) corrupt('the central directory lies outside the file');

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    const entry = readCentralEntry(view, bytes, offset);
    entries.push(entry.entry);
    offset = entry.next;
  }
  return { entries };
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - MAX_END_SEARCH_BYTES);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return corrupt('no end-of-central-directory record: not a zip file, or a truncated one');
}

function readZip64End(view: DataView, end: number): { entryCount: number; directoryOffset: number; directoryBytes: number } {
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) corrupt('a zip64 archive without its locator');
  const record = safeNumber(view.getBigUint64(locator + 8, true));
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) {
    corrupt('the zip64 end record is missing');
  }
  return {
    entryCount: safeNumber(view.getBigUint64(record + 32, true)),
    directoryBytes: safeNumber(view.getBigUint64(record + 40, true)),
    directoryOffset: safeNumber(view.getBigUint64(record + 48, true)),
  };
}

function readCentralEntry(view: DataView, bytes: Uint8Array, offset: number): { entry: ZipEntry; next: number } {
  if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_ENTRY) {
    corrupt('a central directory entry is damaged');
  }
  const nameLength = view.getUint16(offset + 28, true);
  const extraLength = view.getUint16(offset + 30, true);
  const commentLength = view.getUint16(offset + 32, true);
  const next = offset + 46 + nameLength + extraLength + commentLength;
  if (next > view.byteLength) corrupt('a central directory entry runs past the end of the file');

  const entry: ZipEntry = {
    name: new TextDecoder('utf-8').decode(bytes.slice(offset + 46, offset + 46 + nameLength)),
    method: view.getUint16(offset + 10, true),
    flags: view.getUint16(offset + 8, true),
    compressedBytes: view.getUint32(offset + 20, true),
    uncompressedBytes: view.getUint32(offset + 24, true),
    localHeaderOffset: view.getUint32(offset + 42, true),
  };
  const needsZip64 =
    entry.uncompressedBytes === SIZE_IN_ZIP64 || entry.compressedBytes === SIZE_IN_ZIP64 || entry.localHeaderOffset === SIZE_IN_ZIP64;
  if (needsZip64) applyZip64Extra(view, entry, offset + 46 + nameLength, extraLength);
  return { entry, next };
}

// The zip64 extra field holds, in this order, only the values the fixed header marked 0xFFFFFFFF.
function applyZip64Extra(view: DataView, entry: ZipEntry, start: number, length: number): void {
  let offset = start;
  while (offset + 4 <= start + length) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === ZIP64_EXTRA_FIELD) {
      let field = offset + 4;
      const read = (): number => {
        if (field + 8 > offset + 4 + size) corrupt('a zip64 extra field is too short');
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedBytes === SIZE_IN_ZIP64) entry.uncompressedBytes = read();
      if (entry.compressedBytes === SIZE_IN_ZIP64) entry.compressedBytes = read();
      if (entry.localHeaderOffset === SIZE_IN_ZIP64) entry.localHeaderOffset = read();
      return;
    }
    offset += 4 + size;
  }
  corrupt(`entry ${entry.name} needs a zip64 extra field and has none`);
}

function safeNumber(value: bigint): number {
  // Past 2^53 no real file exists; the size checks refuse it as too large.
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

function corrupt(message: string): never {
  throw new BadInputError('corrupt', message);
}
