// What is refused, and how fast: a header claiming 10 gigapixels is refused before any decoding;
// damaged files and non-images are BadInputErrors; a blank page gives no blocks (and no OCR).
// Also the header reader alone: sizes, orientation and pages of every fixture.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { readImageHeader } from '../src/image-header.ts';
import { fixture, ocr } from './helpers.ts';

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isBadInputError(error), `a BadInputError, not ${String(error)}`);
    return error.reason;
  }
  assert.fail('expected a BadInputError');
}

describe('image plugin: bad input', () => {
  test('a PNG claiming 100000 × 100000 pixels is refused as too large, in milliseconds', async () => {
    const started = performance.now();
    assert.equal(await reasonOf(ocr(fixture('huge-header.png'))), 'too-large');
    assert.ok(performance.now() - started < 100, `${performance.now() - started} ms`);
  });

  test('a TIFF with more pages than the limit is too large', async () => {
    assert.equal(await reasonOf(ocr(fixture('two-pages.tiff'), { limits: { maxPages: 1, maxOutputChars: 1000 } })), 'too-large');
  });

  test('a JPEG with no frame header, bytes that are no image, a cut TIFF: corrupt', async () => {
    assert.equal(await reasonOf(ocr(fixture('damaged.jpg'))), 'corrupt');
    assert.equal(await reasonOf(ocr(new TextEncoder().encode('just some text, not an image at all'))), 'corrupt');
    assert.equal(await reasonOf(ocr(fixture('two-pages.tiff').subarray(0, 20_000))), 'corrupt');
    assert.equal(await reasonOf(ocr(new Uint8Array(0))), 'corrupt');
  });

  test('a TIFF whose directory chain loops is corrupt, not an endless walk', async () => {
    const tiff = new Uint8Array(64);
    tiff.set([0x49, 0x49, 42, 0, 8, 0, 0, 0, 0, 0, 8, 0, 0, 0]); // IFD at 8: no entries, next = 8
    assert.equal(await reasonOf(ocr(tiff)), 'corrupt');
  });

  test('a TIFF compression the decoder does not know (JPEG 2000) is unsupported, not a blank page', async () => {
    const tiff = fixture('two-pages.tiff');
    const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    const firstDirectory = view.getUint32(4, true);
    // The fixture's entries are in tag order: the fourth (259, Compression) holds a SHORT.
    assert.equal(view.getUint16(firstDirectory + 2 + 3 * 12, true), 259);
    view.setUint16(firstDirectory + 2 + 3 * 12 + 8, 34712, true);
    assert.equal(await reasonOf(ocr(tiff)), 'unsupported');
  });

  test('a blank page gives no blocks, quickly (no OCR is run)', async () => {
    const started = performance.now();
    const result = await ocr(fixture('blank.png'));
    assert.deepEqual(result.document.blocks, []);
    assert.equal(result.metadata.raw?.ocrConfidence, null);
    assert.ok(performance.now() - started < 1500, `${performance.now() - started} ms`);
  });
});

describe('image plugin: the header reader', () => {
  const CASES: Array<[string, string, number, number, number, number]> = [
    ['harbour.png', 'png', 747, 304, 1, 1],
    ['lighthouse-exif6.jpg', 'jpeg', 304, 762, 6, 1],
    ['bakery.webp', 'webp', 835, 304, 1, 1],
    ['kettle.bmp', 'bmp', 677, 304, 1, 1],
    ['meadow.gif', 'gif', 641, 304, 1, 1],
    ['two-pages.tiff', 'tiff', 668, 304, 1, 2],
  ];
  for (const [fileName, format, width, height, orientation, pages] of CASES) {
    test(`${fileName}: ${format}, ${width} × ${height}, orientation ${orientation}, ${pages} page(s)`, () => {
      const header = readImageHeader(fixture(fileName), 100);
      assert.equal(header.format, format);
      assert.equal(header.pages.length, pages);
      assert.deepEqual([header.pages[0]!.width, header.pages[0]!.height, header.pages[0]!.orientation], [width, height, orientation]);
    });
  }

  test('the TIFF page stored upside down carries Orientation 3', () => {
    assert.equal(readImageHeader(fixture('two-pages.tiff'), 100).pages[1]!.orientation, 3);
  });
});
