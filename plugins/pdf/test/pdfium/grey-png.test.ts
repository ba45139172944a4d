import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { test } from 'node:test';
import { encodeGreyPng } from '../../src/pdfium/grey-png.ts';

test('a greyscale PNG: its size, its density and its rows, stride padding left out', () => {
  // Two rows of three pixels, each row padded to a stride of four bytes.
  const pixels = new Uint8Array([10, 20, 30, 99, 40, 50, 60, 99]);
  const png = encodeGreyPng(pixels, 3, 2, 4, 300);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  assert.equal(png.readUInt32BE(16), 3);
  assert.equal(png.readUInt32BE(20), 2);
  assert.equal(png[24], 8);
  assert.equal(png[25], 0);
  const physAt = png.indexOf('pHYs', 0, 'latin1');
  assert.equal(png.readUInt32BE(physAt + 4), Math.round(300 * 39.3701));
  const dataAt = png.indexOf('IDAT', 0, 'latin1');
  const rows = inflateSync(png.subarray(dataAt + 4, dataAt + 4 + png.readUInt32BE(dataAt - 4)));
  assert.deepEqual([...rows], [0, 10, 20, 30, 0, 40, 50, 60]);
  assert.equal(png.toString('latin1', png.length - 8, png.length - 4), 'IEND');
});
