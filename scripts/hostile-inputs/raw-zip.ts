// A minimal zip writer for entries whose deflate bytes are made elsewhere (a gigabyte part
// deflated by repeated-deflate.ts): JSZip would have to inflate and deflate it again.
// Zip32 only, fixed dates, no data descriptors: what Office and every zip reader accepts.

import { crc32, deflateRawSync } from 'node:zlib';
import type { RepeatedDeflate } from './repeated-deflate.ts';

export type RawZipEntry = { name: string; data: string | Buffer } | { name: string; deflate: RepeatedDeflate };

const METHOD_DEFLATED = 8;
const VERSION_NEEDED = 20;
// 2024-01-01 00:00 in MS-DOS date and time fields.
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

export function writeRawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { deflated, inflatedBytes, crc } = deflatedOf(entry);
    const name = Buffer.from(entry.name, 'utf8');
    const fields = { crc, compressedBytes: deflated.length, inflatedBytes, nameBytes: name.length };
    const local = Buffer.concat([localHeader(fields), name, deflated]);
    centrals.push(Buffer.concat([centralHeader(fields, offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function deflatedOf(entry: RawZipEntry): { deflated: Buffer; inflatedBytes: number; crc: number } {
  if ('deflate' in entry) return { deflated: entry.deflate.deflated, inflatedBytes: entry.deflate.inflatedBytes, crc: entry.deflate.crc32 };
  const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
  return { deflated: deflateRawSync(data, { level: 9 }), inflatedBytes: data.length, crc: crc32(data) };
}

interface HeaderFields {
  crc: number;
  compressedBytes: number;
  inflatedBytes: number;
  nameBytes: number;
}

function localHeader(fields: HeaderFields): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(METHOD_DEFLATED, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt32LE(fields.crc >>> 0, 14);
  header.writeUInt32LE(fields.compressedBytes, 18);
  header.writeUInt32LE(fields.inflatedBytes, 22);
  header.writeUInt16LE(fields.nameBytes, 26);
  return header;
}

function centralHeader(fields: HeaderFields, localHeaderOffset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(METHOD_DEFLATED, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(fields.crc >>> 0, 16);
  header.writeUInt32LE(fields.compressedBytes, 20);
  header.writeUInt32LE(fields.inflatedBytes, 24);
  header.writeUInt16LE(fields.nameBytes, 28);
  header.writeUInt32LE(localHeaderOffset, 42);
  return header;
}
