// Reads TIFF image file directories (IFDs): the tags of a TIFF file's pages, and the EXIF block
// of a JPEG (which is a small TIFF file inside an APP1 segment). Only what the image plugin
// needs is read — each entry's first value — and every offset is bounds-checked, so a
// hostile header is reported as damaged, never read past its end.

export interface TiffDirectory {
  /** Tag → its first value (SHORT or LONG); other types are left out. */
  tags: Map<number, number>;
  /** Offset of the next directory, 0 at the end of the chain. */
  next: number;
}

export class TiffHeaderError extends Error {
  /** True for a valid file in a variant this reader does not handle (BigTIFF), false for damage. */
  constructor(message: string, readonly unsupported = false) {
    super(message);
  }
}

const SHORT = 3;
const LONG = 4;
/** More entries than any real directory has: a hostile count would make us read megabytes. */
const MAX_ENTRIES = 4096;

export interface TiffReader {
  littleEndian: boolean;
  /** Offset of the first directory. */
  first: number;
  directory(offset: number): TiffDirectory;
}

/** A reader over a TIFF structure starting at `base` in `bytes` (the byte-order mark "II" or "MM"). */
export function tiffReader(bytes: Uint8Array, base = 0): TiffReader {
  const view = new DataView(bytes.buffer, bytes.byteOffset + base, bytes.byteLength - base);
  if (view.byteLength < 8) throw new TiffHeaderError('the TIFF header is cut short');
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) throw new TiffHeaderError('the TIFF byte-order mark is missing');
  const littleEndian = order === 0x4949;
  const magic = view.getUint16(2, littleEndian);
  if (magic === 43) throw new TiffHeaderError('the file is a BigTIFF, which this service does not read', true);
  if (magic !== 42) throw new TiffHeaderError('the TIFF magic number is wrong');
  const u16 = (at: number) => view.getUint16(at, littleEndian);
  const u32 = (at: number) => view.getUint32(at, littleEndian);
  return {
    littleEndian,
    first: u32(4),
    directory(offset) {
      if (offset < 8 || offset + 2 > view.byteLength) throw new TiffHeaderError('a TIFF directory lies outside the file');
      const count = u16(offset);
      const end = offset + 2 + count * 12;
      if (count > MAX_ENTRIES || end + 4 > view.byteLength) throw new TiffHeaderError('a TIFF directory is cut short');
      const tags = new Map<number, number>();
      for (let entry = offset + 2; entry < end; entry += 12) {
        const type = u16(entry + 2);
        // A value of one SHORT or LONG sits in the entry itself; that is all we read.
        if (type === SHORT) tags.set(u16(entry), u16(entry + 8));
        else if (type === LONG) tags.set(u16(entry), u32(entry + 8));
      }
      return { tags, next: u32(end) };
    },
  };
}

/** Every directory of the main chain (the pages), refusing a chain that loops or runs past `maxDirectories`. */
export function directoryChain(reader: TiffReader, maxDirectories: number): TiffDirectory[] {
  const directories: TiffDirectory[] = [];
  const seen = new Set<number>();
  for (let offset = reader.first; offset !== 0; ) {
    if (seen.has(offset)) throw new TiffHeaderError('the TIFF directory chain loops');
    if (directories.length >= maxDirectories) throw new TiffHeaderError(`more than ${maxDirectories} TIFF directories`);
    seen.add(offset);
    const directory = reader.directory(offset);
    directories.push(directory);
    offset = directory.next;
  }
  return directories;
}
