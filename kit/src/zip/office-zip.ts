// An Office package (docx, xlsx, pptx, ods) opened for reading with a zip bomb in mind:
// the directory is checked before anything inflates (zip-limits.ts), each entry inflates
// natively with its output capped at its declared size (a lying size ends the inflate at
// the cap instead of filling memory), and XML parts that declare a DTD are refused (Office
// never writes one; a DTD is how entity bombs get in). Entries are inflated only on demand.

import { inflateRawSync } from 'node:zlib';
import { BadInputError } from '@docextract/contracts/plugin-api';
import { decodeXmlText } from '../text/decode-xml.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';
import { DEFAULT_ZIP_LIMITS, checkDeclaredSizes, type ZipLimits } from './zip-limits.ts';

const LOCAL_HEADER = 0x04034b50;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const FLAG_ENCRYPTED = 0x0001;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export class OfficeZip {
  /** Bytes that have come out of inflating so far (a second guard behind the declared sizes). */
  inflatedBytes = 0;
  private readonly byName = new Map<string, ZipEntry>();

  private constructor(
    private readonly bytes: Uint8Array,
    entries: readonly ZipEntry[],
    private readonly limits: ZipLimits,
  ) {
    for (const entry of entries) {
      const key = keyOf(entry.name);
      // Two parsers could pick different copies of a duplicated part: refuse the ambiguity.
      if (this.byName.has(key)) throw new BadInputError('corrupt', `the archive holds "${entry.name}" twice`);
      this.byName.set(key, entry);
    }
  }

  static open(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): OfficeZip {
    if (startsWith(bytes, OLE_MAGIC)) refuseCompoundFile(bytes);
    const { entries } = readZipDirectory(bytes, limits.maxEntries);
    checkDeclaredSizes(entries, limits);
    return new OfficeZip(bytes, entries, limits);
  }

  /** Every part name, as the archive spells it. */
  names(): string[] {
    return [...this.byName.values()].map((entry) => entry.name);
  }

  /** Part names are case-insensitive in OPC, and a leading slash is the package root. */
  has(name: string): boolean {
    return this.byName.has(keyOf(name));
  }

  /** The inflated bytes of a part, or null when the archive has no such part. XML with a DTD is refused. */
  read(name: string): Buffer | null {
    const entry = this.byName.get(keyOf(name));
    if (!entry) return null;
    const data = this.inflate(entry);
    if (XML_PART.test(entry.name) && DTD_MARKS.some((mark) => data.includes(mark))) refuseDtd(entry.name);
    return data;
  }

  /** A part as text, decoded by the XML rule (byte order mark, declared encoding, UTF-8); XML with a DTD is refused. */
  readText(name: string): string | null {
    const data = this.read(name);
    if (!data) return null;
    const text = decodeXmlText(data);
    if (declaresDtd(text)) refuseDtd(name);
    return text;
  }

  private inflate(entry: ZipEntry): Buffer {
    if (entry.flags & FLAG_ENCRYPTED) throw new BadInputError('unsupported', 'the archive entries are encrypted');
    const start = this.dataStart(entry);
    const compressed = this.bytes.subarray(start, start + entry.compressedBytes);
    let data: Buffer;
    if (entry.method === METHOD_STORED) {
      if (entry.compressedBytes !== entry.uncompressedBytes) corrupt(`a stored entry has two sizes: ${entry.name}`);
      data = Buffer.from(compressed);
    } else if (entry.method === METHOD_DEFLATED) {
      data = inflateCapped(compressed, entry);
    } else {
      throw new BadInputError('unsupported', `the archive uses compression method ${entry.method}`);
    }
    if (data.length !== entry.uncompressedBytes) corrupt(`entry ${entry.name} does not inflate to its declared size`);
    this.inflatedBytes += data.length;
    if (this.inflatedBytes > this.limits.maxTotalUncompressedBytes) {
      throw new BadInputError('too-large', 'the archive inflates to more than the service reads');
    }
    return data;
  }

  // The local header must agree with the directory: another parser (SheetJS trusts local
  // headers) must not be able to see a different part than the one checked here.
  private dataStart(entry: ZipEntry): number {
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const at = entry.localHeaderOffset;
    if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) corrupt(`no local header for ${entry.name}`);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const localName = new TextDecoder('utf-8').decode(this.bytes.slice(at + 30, at + 30 + nameLength));
    if (localName !== entry.name || view.getUint16(at + 8, true) !== entry.method) {
      corrupt(`the local header of ${entry.name} disagrees with the directory`);
    }
    const start = at + 30 + nameLength + extraLength;
    if (start + entry.compressedBytes > view.byteLength) corrupt(`entry ${entry.name} runs past the end of the file`);
    return start;
  }
}

const XML_PART = /\.(xml|rels|vml)$/i;
// In UTF-8 and in UTF-16 (little and big endian): a part may be in either.
const DTD_MARKS = ['<!DOCTYPE', '<!ENTITY'].flatMap((mark) => [
  Buffer.from(mark, 'utf8'),
  Buffer.from(mark, 'utf16le'),
  Buffer.from(mark, 'utf16le').swap16(),
]);

function refuseDtd(name: string): never {
  throw new BadInputError('corrupt', `the part ${name} declares a DTD, which Office documents never do (an entity bomb?)`);
}

function inflateCapped(compressed: Uint8Array, entry: ZipEntry): Buffer {
  try {
    // maxOutputLength stops zlib as soon as the output passes the declared size.
    return inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedBytes) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new BadInputError('too-large', `entry ${entry.name} inflates past its declared size (a zip bomb)`);
    }
    return corrupt(`entry ${entry.name} does not inflate: ${(error as Error).message}`);
  }
}

function keyOf(name: string): string {
  return name.replace(/^\/+/, '').toLowerCase();
}


/** True when an XML text carries a document type declaration or an entity declaration. */
export function declaresDtd(text: string): boolean {
  return text.includes('<!DOCTYPE') || text.includes('<!ENTITY');
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

// An OLE compound file where a zip was expected: Office wraps a password-protected package
// this way (an "EncryptedPackage" stream), which this service cannot decrypt.
function refuseCompoundFile(bytes: Uint8Array): never {
  const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from('EncryptedPackage', 'utf16le'));
  if (encrypted) {
    throw new BadInputError('unsupported', 'the document is encrypted with a password; encrypted Office files cannot be decrypted here');
  }
  throw new BadInputError('unsupported', 'this is a legacy binary Office file (OLE), not an Office Open XML package');
}

function corrupt(message: string): never {
  throw new BadInputError('corrupt', message);
}
