// A TrueType subsetter, just enough to embed the few glyphs a test PDF needs from a system font
// (DejaVu Sans for Hebrew): the glyphs are renumbered 1..n in the order of the text's
// characters (0 stays .notdef), composite glyphs bring their components, and the font is
// rebuilt with the tables a PDF reader needs (head, hhea, maxp, hmtx, loca, glyf, cmap, post).

export interface FontSubset {
  font: Buffer;
  /** New glyph id (= CID with an Identity CIDToGIDMap) of each character. */
  glyphOf: Map<number, number>;
  /** Advance widths in 1/1000 em, by new glyph id. */
  widths: number[];
  ascent: number;
  descent: number;
  bbox: [number, number, number, number];
}

interface Tables {
  [tag: string]: Buffer;
}

export function subsetTrueType(source: Buffer, text: string): FontSubset {
  const tables = readTables(source);
  const head = tables.head!;
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const numGlyphs = tables.maxp!.readUInt16BE(4);
  const numberOfHMetrics = tables.hhea!.readUInt16BE(34);
  const loca = (gid: number) => (longLoca ? tables.loca!.readUInt32BE(gid * 4) : tables.loca!.readUInt16BE(gid * 2) * 2);
  const glyphData = (gid: number) => tables.glyf!.subarray(loca(gid), loca(gid + 1));
  const advance = (gid: number) => tables.hmtx!.readUInt16BE(4 * Math.min(gid, numberOfHMetrics - 1));
  const cmap = readCmap(tables.cmap!);

  const glyphOf = new Map<number, number>();
  const oldIds = [0];
  for (const char of new Set(Array.from(text, (c) => c.codePointAt(0)!))) {
    const old = cmap.get(char);
    if (old === undefined || old >= numGlyphs) continue;
    if (!oldIds.includes(old)) oldIds.push(old);
    glyphOf.set(char, oldIds.indexOf(old));
  }
  // Components of composite glyphs come along (their ids are rewritten below).
  for (let index = 0; index < oldIds.length; index += 1) {
    for (const component of components(glyphData(oldIds[index]!))) if (!oldIds.includes(component.gid)) oldIds.push(component.gid);
  }
  const newId = new Map(oldIds.map((old, index) => [old, index]));

  const glyphs = oldIds.map((old) => {
    const data = Buffer.from(glyphData(old));
    for (const component of components(data)) data.writeUInt16BE(newId.get(component.gid)!, component.offset);
    return pad4(data);
  });
  const locaTable = Buffer.alloc(4 * (glyphs.length + 1));
  let offset = 0;
  glyphs.forEach((glyph, index) => {
    locaTable.writeUInt32BE(offset, 4 * index);
    offset += glyph.length;
  });
  locaTable.writeUInt32BE(offset, 4 * glyphs.length);
  const hmtx = Buffer.alloc(4 * oldIds.length);
  oldIds.forEach((old, index) => hmtx.writeUInt16BE(advance(old), 4 * index));

  const newHead = Buffer.from(head);
  newHead.writeUInt32BE(0, 8);
  newHead.writeInt16BE(1, 50);
  const newHhea = Buffer.from(tables.hhea!);
  newHhea.writeUInt16BE(oldIds.length, 34);
  const newMaxp = Buffer.from(tables.maxp!);
  newMaxp.writeUInt16BE(oldIds.length, 4);
  const post = Buffer.from(tables.post!.subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  const font = writeFont({
    head: newHead,
    hhea: newHhea,
    maxp: newMaxp,
    hmtx,
    loca: locaTable,
    glyf: Buffer.concat(glyphs),
    cmap: format4Cmap(glyphOf),
    post,
    ...(tables['OS/2'] ? { 'OS/2': tables['OS/2'] } : {}),
  });
  const scale = (value: number) => Math.round((value * 1000) / unitsPerEm);
  return {
    font,
    glyphOf,
    widths: oldIds.map((old) => scale(advance(old))),
    ascent: scale(tables.hhea!.readInt16BE(4)),
    descent: scale(tables.hhea!.readInt16BE(6)),
    bbox: [scale(head.readInt16BE(36)), scale(head.readInt16BE(38)), scale(head.readInt16BE(40)), scale(head.readInt16BE(42))],
  };
}

function readTables(source: Buffer): Tables {
  const tables: Tables = {};
  const count = source.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + 16 * index;
    const tag = source.toString('latin1', record, record + 4);
    const offset = source.readUInt32BE(record + 8);
    tables[tag] = source.subarray(offset, offset + source.readUInt32BE(record + 12));
  }
  return tables;
}

/** Code point → glyph id, from the Windows Unicode BMP subtable (format 4). */
function readCmap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let index = 0; index < count; index += 1) {
    const platform = cmap.readUInt16BE(4 + 8 * index);
    const encoding = cmap.readUInt16BE(6 + 8 * index);
    const table = cmap.subarray(cmap.readUInt32BE(8 + 8 * index));
    if (platform !== 3 || encoding !== 1 || table.readUInt16BE(0) !== 4) continue;
    const segments = table.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const ranges = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = table.readUInt16BE(starts + 2 * segment);
      const end = table.readUInt16BE(ends + 2 * segment);
      const delta = table.readInt16BE(deltas + 2 * segment);
      const rangeOffset = table.readUInt16BE(ranges + 2 * segment);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const glyph = rangeOffset === 0 ? code + delta : table.readUInt16BE(ranges + 2 * segment + rangeOffset + 2 * (code - start));
        map.set(code, glyph & 0xffff);
      }
    }
    return map;
  }
  throw new Error('the font has no Windows Unicode (3,1) format 4 cmap');
}

/** The component glyph ids of a composite glyph, with where each id is stored. */
function components(glyph: Buffer): Array<{ gid: number; offset: number }> {
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return [];
  const found: Array<{ gid: number; offset: number }> = [];
  let position = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(position);
    found.push({ gid: glyph.readUInt16BE(position + 2), offset: position + 2 });
    position += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) position += 2;
    else if (flags & 0x0040) position += 4;
    else if (flags & 0x0080) position += 8;
    if (!(flags & 0x0020)) return found;
  }
}

function format4Cmap(glyphOf: Map<number, number>): Buffer {
  const codes = [...glyphOf.keys()].filter((code) => code < 0xffff).sort((left, right) => left - right);
  const segments = [...codes.map((code) => ({ start: code, end: code, delta: (glyphOf.get(code)! - code) & 0xffff })), { start: 0xffff, end: 0xffff, delta: 1 }];
  const count = segments.length;
  const table = Buffer.alloc(16 + 8 * count);
  table.writeUInt16BE(4, 0);
  table.writeUInt16BE(table.length, 2);
  table.writeUInt16BE(2 * count, 6);
  const power = 2 ** Math.floor(Math.log2(count));
  table.writeUInt16BE(2 * power, 8);
  table.writeUInt16BE(Math.log2(power), 10);
  table.writeUInt16BE(2 * count - 2 * power, 12);
  segments.forEach((segment, index) => {
    table.writeUInt16BE(segment.end, 14 + 2 * index);
    table.writeUInt16BE(segment.start, 16 + 2 * count + 2 * index);
    table.writeUInt16BE(segment.delta, 16 + 4 * count + 2 * index);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(1, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, table]);
}

function writeFont(tables: Tables): Buffer {
  const tags = Object.keys(tables).sort();
  const directory = Buffer.alloc(12 + 16 * tags.length);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(tags.length, 4);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  directory.writeUInt16BE(16 * power, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(16 * tags.length - 16 * power, 10);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tags.forEach((tag, index) => {
    const body = pad4(tables[tag]!);
    const record = 12 + 16 * index;
    directory.write(tag.padEnd(4, ' '), record, 'latin1');
    directory.writeUInt32BE(checksum(body), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(tables[tag]!.length, record + 12);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([directory, ...bodies]);
}

function pad4(data: Buffer): Buffer {
  return data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
}

function checksum(data: Buffer): number {
  let sum = 0;
  for (let offset = 0; offset < data.length; offset += 4) sum = (sum + data.readUInt32BE(offset)) >>> 0;
  return sum;
}
