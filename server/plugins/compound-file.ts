// OLE compound files (legacy Office, Outlook) share one magic number; the names in their
// directory tell them apart. The directory is read as the format lays it out (the header, the
// sector allocation table, the chain of directory sectors), so a stream name that only appears
// in a document's text (Word keeps text in UTF-16 too) is not taken for a stream. A directory
// that cannot be walked (a truncated or damaged file) falls back to looking for the names'
// UTF-16 bytes anywhere: the plugin that reads the file then says what is wrong with it.

const HEADER_BYTES = 512;
const HEADER_FAT_SECTORS = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers at or above this are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const UNUSED_ENTRY = 0;

/** Which of `streamNames` (a name, or the start of one) the file's directory holds. */
export function compoundFileNames(bytes: Uint8Array): (streamName: string) => boolean {
  const names = directoryNames(bytes);
  if (names === null) {
    const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return (streamName) => haystack.includes(Buffer.from(streamName, 'utf16le'));
  }
  // Directory names compare without case, as the format says (some writers use capitals).
  const lowerNames = names.map((name) => name.toLowerCase());
  return (streamName) => {
    const wanted = streamName.toLowerCase();
    return lowerNames.some((name) => name.startsWith(wanted));
  };
}

/** Every entry name of the directory, or null when the directory cannot be walked. */
export function directoryNames(bytes: Uint8Array): string[] | null {
  if (bytes.byteLength < HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorBytes = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.byteLength - HEADER_BYTES) / sectorBytes) + 1;
  const offsetOf = (sector: number) => (sector + 1) * sectorBytes;
  const fatSectors = fatSectorList(view, sectorBytes, sectorCount);
  if (fatSectors === null) return null;
  const entriesPerFatSector = sectorBytes / 4;

  const names: string[] = [];
  const seen = new Set<number>();
  for (let sector = view.getUint32(0x30, true); sector !== END_OF_CHAIN; ) {
    // A chain that loops or leaves the file is damage, not a directory.
    if (sector > MAX_REGULAR_SECTOR || sector >= sectorCount || seen.has(sector)) return null;
    seen.add(sector);
    const start = offsetOf(sector);
    if (start + sectorBytes > bytes.byteLength) return null;
    for (let entry = start; entry < start + sectorBytes; entry += DIRECTORY_ENTRY_BYTES) {
      if (view.getUint8(entry + 0x42) === UNUSED_ENTRY) continue;
      const nameBytes = Math.min(view.getUint16(entry + 0x40, true), 64);
      // The length counts the terminating NUL.
      if (nameBytes >= 2) names.push(Buffer.from(bytes.buffer, bytes.byteOffset + entry, nameBytes - 2).toString('utf16le'));
    }
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined || fatSector >= sectorCount) return null;
    sector = view.getUint32(offsetOf(fatSector) + (sector % entriesPerFatSector) * 4, true);
  }
  return names;
}

/** The sectors holding the allocation table: the header's first 109, then the DIFAT chain's. */
function fatSectorList(view: DataView, sectorBytes: number, sectorCount: number): number[] | null {
  const fatSectorCount = view.getUint32(0x2c, true);
  if (fatSectorCount > sectorCount) return null;
  const sectors: number[] = [];
  for (let index = 0; index < HEADER_FAT_SECTORS && sectors.length < fatSectorCount; index += 1) {
    sectors.push(view.getUint32(0x4c + index * 4, true));
  }
  const seen = new Set<number>();
  const perDifatSector = sectorBytes / 4 - 1;
  for (let difat = view.getUint32(0x44, true); sectors.length < fatSectorCount; ) {
    if (difat > MAX_REGULAR_SECTOR || difat >= sectorCount || seen.has(difat)) return null;
    seen.add(difat);
    const start = (difat + 1) * sectorBytes;
    for (let index = 0; index < perDifatSector && sectors.length < fatSectorCount; index += 1) {
      sectors.push(view.getUint32(start + index * 4, true));
    }
    difat = view.getUint32(start + perDifatSector * 4, true);
  }
  return sectors;
}
