// Assembles a PDF file from objects: header, numbered objects, a cross-reference table with
// exact byte offsets, and the trailer. Optionally encrypts every string and stream.

import { deflateSync } from 'node:zlib';
import { name, ref, serialize, str, type PdfDict, type PdfStream, type PdfValue, type StringFilter } from './pdf-objects.ts';

export interface Encryption {
  /** The /Encrypt dictionary. */
  dict: PdfDict;
  /** The first element of the trailer's /ID (the key derivation depends on it). */
  fileId: Buffer;
  /** Encrypts the strings and streams of one object. */
  filterFor(objectId: number): StringFilter;
}

type PdfObject = { kind: 'value'; value: PdfValue } | { kind: 'stream'; stream: PdfStream };

const identity: StringFilter = (bytes) => bytes;

export class PdfFileBuilder {
  private readonly objects: Array<PdfObject | undefined> = [undefined];

  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length - 1;
  }

  set(id: number, value: PdfValue | PdfStream): number {
    this.objects[id] = isStream(value) ? { kind: 'stream', stream: value } : { kind: 'value', value };
    return id;
  }

  add(value: PdfValue | PdfStream): number {
    return this.set(this.reserve(), value);
  }

  /** A stream object, Flate-compressed unless told otherwise. */
  addStream(dict: PdfDict, data: Buffer | string, compress = true): number {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    if (!compress) return this.add({ dict, data: bytes });
    return this.add({ dict: { ...dict, Filter: name('FlateDecode') }, data: deflateSync(bytes, { level: 9 }) });
  }

  build(options: { root: number; info?: number; encryption?: Encryption; fileId?: Buffer }): Buffer {
    const fileId = options.encryption?.fileId ?? options.fileId ?? Buffer.alloc(16, 0x42);
    const encryptId = options.encryption ? this.add(options.encryption.dict) : null;
    const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = chunks[0]!.length;
    const offsets: number[] = [];
    for (let id = 1; id < this.objects.length; id += 1) {
      const object = this.objects[id];
      if (!object) throw new Error(`object ${id} was reserved but never set`);
      const filter = options.encryption && id !== encryptId ? options.encryption.filterFor(id) : identity;
      const body = this.objectBytes(object, filter);
      offsets[id] = length;
      const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      chunks.push(chunk);
      length += chunk.length;
    }
    const xrefOffset = length;
    const xref = [`xref\n0 ${this.objects.length}\n`, '0000000000 65535 f \n'];
    for (let id = 1; id < this.objects.length; id += 1) xref.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
    const trailer: PdfDict = {
      Size: this.objects.length,
      Root: ref(options.root),
      Info: options.info ? ref(options.info) : undefined,
      Encrypt: encryptId ? ref(encryptId) : undefined,
      ID: [str(fileId), str(fileId)],
    };
    xref.push(`trailer\n${serialize(trailer, identity)}\nstartxref\n${xrefOffset}\n%%EOF\n`);
    chunks.push(Buffer.from(xref.join(''), 'latin1'));
    return Buffer.concat(chunks);
  }

  private objectBytes(object: PdfObject, filter: StringFilter): Buffer {
    if (object.kind === 'value') return Buffer.from(serialize(object.value, filter), 'latin1');
    const data = filter(object.stream.data);
    const dict = serialize({ ...object.stream.dict, Length: data.length }, filter);
    return Buffer.concat([Buffer.from(`${dict}\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
  }
}

function isStream(value: PdfValue | PdfStream): value is PdfStream {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value && Buffer.isBuffer((value as PdfStream).data);
}
