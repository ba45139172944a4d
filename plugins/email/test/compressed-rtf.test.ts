// decompressRtf on its own: the two worked examples of MS-OXRTFCP (literals, and references
// that overlap what they copy), the uncompressed form, and streams that must be refused
// quickly and without spending memory: damaged, cut short, lying about their size.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { crc32 } from 'node:zlib';
import { MAX_RTF_BYTES, decompressRtf } from '../src/compressed-rtf.ts';

const hex = (text: string): Uint8Array => new Uint8Array(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** MS-OXRTFCP 3.1.1: literals only, with the end marker. */
const SPEC_LITERALS = hex('2d000000 2b000000 4c5a4675 f1c5c7a7 03000a00 72637067 31323542 320af320 68656c09 00206277 05b06c64 7d0a800f a0');
/** MS-OXRTFCP 3.1.2: a reference that copies bytes it is itself writing. */
const SPEC_REFERENCES = hex('1a000000 1c000000 4c5a4675 e2d44b51 41000420 5758595a 0d6e7d01 0eb0');

function stream(type: 'LZFu' | 'MELA', data: Uint8Array, rawBytes: number): Uint8Array {
  const header = Buffer.alloc(16);
  header.writeUInt32LE(data.length + 12, 0);
  header.writeUInt32LE(rawBytes, 4);
  header.write(type, 8, 'latin1');
  header.writeUInt32LE(type === 'LZFu' ? ~crc32(data, 0xffffffff) >>> 0 : 0, 12);
  return new Uint8Array(Buffer.concat([header, data]));
}

describe('email plugin: compressed RTF', () => {
  test('the specification examples decompress to their RTF', () => {
    assert.equal(latin1(decompressRtf(SPEC_LITERALS)), '{\\rtf1\\ansi\\ansicpg1252\\pard hello world}\r\n');
    assert.equal(latin1(decompressRtf(SPEC_REFERENCES)), '{\\rtf1 WXYZWXYZWXYZWXYZWXYZ}');
  });

  test('the uncompressed form (MELA) gives its bytes, from a view into a larger buffer too', () => {
    const rtf = Buffer.from('{\\rtf1\\ansi Plain stored text\\par}', 'latin1');
    const padded = new Uint8Array(100);
    padded.set(stream('MELA', rtf, rtf.length), 7);
    assert.equal(latin1(decompressRtf(padded.subarray(7, 7 + 16 + rtf.length))), rtf.toString('latin1'));
  });

  test('one changed byte fails the checksum', () => {
    const damaged = SPEC_REFERENCES.slice();
    damaged[20] = damaged[20]! ^ 0x01;
    assert.throws(() => decompressRtf(damaged), /checksum does not match/);
  });

  test('a stream cut short, or claiming gigabytes, is refused at once', () => {
    assert.throws(() => decompressRtf(SPEC_LITERALS.subarray(0, 40)), /header gives a size of 49 bytes, but the stream has 40/);
    const lying = SPEC_LITERALS.slice();
    new DataView(lying.buffer).setUint32(0, 0x7fff_fff0, true);
    const started = performance.now();
    assert.throws(() => decompressRtf(lying), /header gives a size/);
    assert.ok(performance.now() - started < 100);
    const shortMela = stream('MELA', new Uint8Array(10), 5000);
    assert.throws(() => decompressRtf(shortMela), /promises 5000 bytes of RTF, but the stream holds 10/);
  });

  test('no header, or an unknown compression type, is refused', () => {
    assert.throws(() => decompressRtf(new Uint8Array(8)), /fewer than its header needs/);
    const unknown = SPEC_LITERALS.slice();
    unknown.set(Buffer.from('ZIP!', 'latin1'), 8);
    assert.throws(() => decompressRtf(unknown), /no compression type/);
  });

  test('a small stream that would expand past the cap is measured and refused before decompressing', () => {
    // Runs of eight references copying 17 bytes each from just behind the write position:
    // 17 bytes in, 136 out.
    const runs = Math.ceil(MAX_RTF_BYTES / 136) + 1;
    const data = Buffer.alloc(runs * 17);
    let position = 207;
    for (let run = 0; run < runs; run++) {
      data[run * 17] = 0xff;
      for (let token = 0; token < 8; token++, position += 17) data.writeUInt16BE((((position - 20) & 0xfff) << 4) | 0x0f, run * 17 + 1 + token * 2);
    }
    // RAWSIZE claims a little; the tokens say otherwise.
    assert.throws(() => decompressRtf(stream('LZFu', data, 1000)), new RegExp(`more than ${MAX_RTF_BYTES / 1024 / 1024} MB of RTF`));
  });
});
