// A "\x05SummaryInformation" stream (MS-OLEPS): one property set, the FMTID of the summary
// information, a code page (Windows-1252) and the properties given, as 8-bit strings,
// FILETIMEs and 4-byte integers, each value padded to a multiple of 4 bytes.

export interface SummaryProperties {
  title?: string;
  subject?: string;
  author?: string;
  lastAuthor?: string;
  created?: Date;
  lastSaved?: Date;
  pageCount?: number;
}

const IDS: Record<keyof SummaryProperties, number> = {
  title: 2, subject: 3, author: 4, lastAuthor: 8, created: 12, lastSaved: 13, pageCount: 14,
};
/** {F29F85E0-4FF9-1068-AB91-08002B27B3D9} in its on-disk byte order. */
const FMTID_SUMMARY_INFORMATION = Buffer.from('e0859ff2f94f6810ab9108002b27b3d9', 'hex');
const FILETIME_UNIX_EPOCH = 116_444_736_000_000_000n;

export function summaryInformation(properties: SummaryProperties): Buffer {
  const values: Array<[number, Buffer]> = [[1, typed(0x02, int16(1252))]];
  for (const [name, value] of Object.entries(properties) as Array<[keyof SummaryProperties, SummaryProperties[keyof SummaryProperties]]>) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const text = Buffer.from(`${value}\0`, 'latin1');
      values.push([IDS[name], typed(0x1e, Buffer.concat([uint32(text.length), text]))]);
    } else if (value instanceof Date) {
      const ticks = BigInt(value.getTime()) * 10_000n + FILETIME_UNIX_EPOCH;
      const bytes = Buffer.alloc(8);
      bytes.writeBigUInt64LE(ticks, 0);
      values.push([IDS[name], typed(0x40, bytes)]);
    } else {
      values.push([IDS[name], typed(0x03, uint32(value))]);
    }
  }
  const tableSize = 8 + values.length * 8;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32LE(values.length, 4);
  let offset = tableSize;
  values.forEach(([id, value], index) => {
    table.writeUInt32LE(id, 8 + index * 8);
    table.writeUInt32LE(offset, 12 + index * 8);
    offset += value.length;
  });
  table.writeUInt32LE(offset, 0); // the section's size
  const header = Buffer.alloc(48);
  header.writeUInt16LE(0xfffe, 0); // byte order
  header.writeUInt32LE(0x00020006, 4); // system identifier: Windows, version 6.2
  header.writeUInt32LE(1, 24); // one property set
  FMTID_SUMMARY_INFORMATION.copy(header, 28);
  header.writeUInt32LE(48, 44);
  return Buffer.concat([header, table, ...values.map(([, value]) => value)]);
}

/** A TypedPropertyValue: the type, 2 bytes of padding, the value padded to 4 bytes. */
function typed(type: number, value: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  return Buffer.concat([head, value, Buffer.alloc((4 - (value.length % 4)) % 4)]);
}

function int16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16LE(value, 0);
  return bytes;
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
}
