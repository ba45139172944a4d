// The record structure of a PowerPoint 97–2003 stream (MS-PPT 2.3.1), shared by the Office
// drawing records inside it (MS-ODRAW): an 8-byte header (recVer: 4 bits, recInstance: 12 bits,
// recType: 16 bits, recLen: 32 bits), then recLen bytes of data, or of child records when
// recVer is 0xF. Every length is checked against its parent, so a damaged or hostile length
// ends the walk of that container instead of reading past it.

export interface PptRecord {
  type: number;
  instance: number;
  version: number;
  /** Offset of the header. */
  offset: number;
  /** The record's data: from `start` to `end` (exclusive). */
  start: number;
  end: number;
}

export const RT = {
  Document: 0x03e8,
  Slide: 0x03ee,
  SlideAtom: 0x03ef,
  Notes: 0x03f0,
  SlidePersistAtom: 0x03f3,
  SlideShowSlideInfoAtom: 0x03f9,
  Drawing: 0x040c,
  OutlineTextRefAtom: 0x0f9e,
  TextHeaderAtom: 0x0f9f,
  TextCharsAtom: 0x0fa0,
  StyleTextPropAtom: 0x0fa1,
  TextBytesAtom: 0x0fa8,
  SlideListWithText: 0x0ff0,
  UserEditAtom: 0x0ff5,
  CurrentUserAtom: 0x0ff6,
  PersistDirectoryAtom: 0x1772,
  CryptSession10Container: 0x2f14,
  OfficeArtSpgrContainer: 0xf003,
  OfficeArtSpContainer: 0xf004,
  OfficeArtClientTextbox: 0xf00d,
  OfficeArtClientData: 0xf011,
  PlaceholderAtom: 0x0bc3,
  OfficeArtChildAnchor: 0xf00f,
  OfficeArtTertiaryFOPT: 0xf122,
} as const;

const HEADER = 8;
const CONTAINER_VERSION = 0xf;

/** The record at `offset`, or null when its header or data does not fit before `limit`. */
export function recordAt(stream: Buffer, offset: number, limit = stream.length): PptRecord | null {
  if (offset < 0 || offset + HEADER > limit) return null;
  const versionAndInstance = stream.readUInt16LE(offset);
  const length = stream.readUInt32LE(offset + 4);
  const end = offset + HEADER + length;
  if (end > limit) return null;
  return {
    version: versionAndInstance & 0xf,
    instance: versionAndInstance >>> 4,
    type: stream.readUInt16LE(offset + 2),
    offset,
    start: offset + HEADER,
    end,
  };
}

/** The records from `start` to `end`, in order, up to the first that does not fit. */
export function* recordsIn(stream: Buffer, start: number, end: number): Generator<PptRecord> {
  for (let offset = start; offset < end; ) {
    const record = recordAt(stream, offset, end);
    if (!record) return;
    yield record;
    offset = record.end;
  }
}

export function childrenOf(stream: Buffer, parent: PptRecord): PptRecord[] {
  return parent.version === CONTAINER_VERSION ? [...recordsIn(stream, parent.start, parent.end)] : [];
}

/** The text of a TextCharsAtom (UTF-16LE) or TextBytesAtom (the low bytes of UTF-16: Latin-1). */
export function textOf(stream: Buffer, record: PptRecord): string | null {
  if (record.type === RT.TextCharsAtom) return stream.toString('utf16le', record.start, record.end - ((record.end - record.start) % 2));
  if (record.type === RT.TextBytesAtom) return stream.toString('latin1', record.start, record.end);
  return null;
}
