import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { describe, test } from 'node:test';
import JSZip from 'jszip';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { OfficeZip, declaresDtd } from '../../src/zip/office-zip.ts';
import { DEFAULT_ZIP_LIMITS } from '../../src/zip/zip-limits.ts';

async function zipOf(parts: Record<string, string | Uint8Array>, compression: 'STORE' | 'DEFLATE' = 'DEFLATE'): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression });
}

function refusedWith(reason: string): (error: unknown) => boolean {
  return (error) => {
    assert.ok(isBadInputError(error), `not a BadInputError: ${String(error)}`);
    assert.equal(error.reason, reason, error.message);
    return true;
  };
}

describe('OfficeZip', () => {
  test('names, case-insensitive look-up with a leading slash, text and bytes, stored or deflated', async () => {
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const zip = OfficeZip.open(await zipOf({ 'word/Document.xml': '<w:document/>', 'media/a.bin': new Uint8Array([1, 2, 3]) }, compression));
      assert.deepEqual(zip.names().filter((name) => !name.endsWith('/')).sort(), ['media/a.bin', 'word/Document.xml']);
      assert.ok(zip.has('/WORD/document.xml'));
      assert.equal(zip.readText('word/document.xml'), '<w:document/>');
      assert.deepEqual([...zip.read('media/a.bin')!], [1, 2, 3]);
      assert.equal(zip.read('missing.xml'), null);
    }
  });

  test('UTF-16 parts are read by their byte-order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<r>é</r>', 'utf16le')]);
    const zip = OfficeZip.open(await zipOf({ 'a.xml': utf16 }));
    assert.equal(zip.readText('a.xml'), '<r>é</r>');
  });

  test('an XML part that declares a DTD is refused, in UTF-8 and UTF-16', async () => {
    const bomb = '<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>';
    const zip = OfficeZip.open(await zipOf({ 'a.xml': bomb, 'b.xml': Buffer.from(bomb, 'utf16le') }));
    assert.throws(() => zip.read('a.xml'), refusedWith('corrupt'));
    assert.throws(() => zip.read('b.xml'), refusedWith('corrupt'));
    assert.ok(declaresDtd(bomb));
    assert.ok(!declaresDtd('<r>plain</r>'));
  });

  test('a zip bomb is refused from its directory, before anything inflates', async () => {
    const zeros = new Uint8Array(DEFAULT_ZIP_LIMITS.ratioCheckedAboveBytes * 4);
    assert.throws(() => OfficeZip.open(zipSync(zeros)), refusedWith('too-large'));
  });

  test('an entry that inflates past its declared size is cut at the size and refused', () => {
    const bytes = zipSync(new Uint8Array(4096).fill(65), { declaredSize: 100 });
    const zip = OfficeZip.open(bytes);
    assert.throws(() => zip.read('part.xml'), refusedWith('too-large'));
  });

  test('a truncated archive, a duplicated part and an OLE file are refused with a reason', async () => {
    const whole = await zipOf({ 'a.xml': '<a/>' });
    assert.throws(() => OfficeZip.open(whole.subarray(0, whole.length - 10)), refusedWith('corrupt'));
    const twice = zipSync(new TextEncoder().encode('<a/>'), { duplicate: true });
    assert.throws(() => OfficeZip.open(twice), refusedWith('corrupt'));
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(Buffer.from('EncryptedPackage', 'utf16le'), 600);
    assert.throws(() => OfficeZip.open(ole), (error: unknown) => refusedWith('unsupported')(error) && /encrypted/.test((error as Error).message));
  });
});

/** A one-entry (or duplicated-entry) zip written by hand, so sizes can lie. */
function zipSync(content: Uint8Array, options: { declaredSize?: number; duplicate?: boolean } = {}): Uint8Array {
  const name = Buffer.from('part.xml');
  const compressed = deflateRawSync(content);
  const size = options.declaredSize ?? content.length;
  const copies = options.duplicate ? 2 : 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let copy = 0; copy < copies; copy++) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(copies, 8);
  end.writeUInt16LE(copies, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
