// Every image format through OCR, with words of the text drawn into each fixture; the
// orientations a scan can come in (EXIF-rotated, sideways with no EXIF, a TIFF page stored
// upside down); a GIF's first frame only; a multi-page TIFF's every page. One OCR run per
// fixture (memoised), many assertions on it.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ocrFixture, textOf } from './helpers.ts';

async function words(fileName: string): Promise<string> {
  return textOf(await ocrFixture(fileName)).toLowerCase();
}

function assertIncludes(text: string, mustInclude: string[]): void {
  for (const word of mustInclude) assert.ok(text.includes(word), `"${word}" in:\n${text}`);
}

describe('image plugin: OCR of each format', () => {
  const CASES: Array<[string, string, string[]]> = [
    // Transparent paper: read only if it is flattened onto white (black text on black reads nothing).
    ['harbour.png', 'png', ['harbour', 'lights', 'glow', 'quiet', 'water']],
    ['bakery.webp', 'webp', ['fresh', 'bread', 'morning', 'bakery']],
    ['kettle.bmp', 'bmp', ['blue', 'kettle', 'kitchen', 'stove']],
    ['meadow.gif', 'gif', ['golden', 'meadow', 'sunset']],
  ];
  for (const [fileName, format, mustInclude] of CASES) {
    test(`${fileName}: the words are read, format and size reported`, async () => {
      const result = await ocrFixture(fileName);
      assertIncludes(await words(fileName), mustInclude);
      assert.equal(result.metadata.pages, 1);
      assert.equal(result.metadata.raw?.format, format);
      assert.equal(result.metadata.raw?.height, 304);
      assert.ok((result.metadata.raw?.ocrConfidence as number) >= 70, JSON.stringify(result.metadata.raw));
      assert.ok(result.document.blocks.every((block) => block.type === 'paragraph'));
    });
  }

  test('an animated GIF: only the first frame is read', async () => {
    const text = await words('meadow.gif');
    assert.ok(!text.includes('zebra') && !text.includes('downtown'), text);
  });
});

describe('image plugin: orientation', () => {
  test('a JPEG stored sideways with EXIF Orientation 6 reads right, with no turn of its own', async () => {
    const result = await ocrFixture('lighthouse-exif6.jpg');
    assertIncludes(await words('lighthouse-exif6.jpg'), ['seven', 'orange', 'boats', 'lighthouse']);
    assert.equal(result.metadata.raw?.orientation, 6);
    assert.equal(result.metadata.raw?.format, 'jpeg');
    assert.deepEqual(result.metadata.raw?.detectedRotation, [0]);
  });

  test('a page scanned sideways with nothing to say so is turned by OCR confidence and read', async () => {
    const result = await ocrFixture('sideways-garden.png');
    assertIncludes(await words('sideways-garden.png'), ['winter', 'garden', 'notes', 'tulips', 'autumn']);
    assert.deepEqual(result.metadata.raw?.detectedRotation, [270]);
    assert.equal(result.metadata.raw?.orientation, 1);
  });
});

describe('image plugin: multi-page TIFF', () => {
  test('every page is read, in order, a page break before the second; the upside-down page by its Orientation tag', async () => {
    const result = await ocrFixture('two-pages.tiff');
    const text = await words('two-pages.tiff');
    assertIncludes(text, ['first', 'rivers', 'canals', 'second', 'mountains', 'valleys']);
    assert.ok(text.indexOf('rivers') < text.indexOf('mountains'));
    assert.equal(result.metadata.pages, 2);
    assert.deepEqual(result.metadata.raw?.detectedRotation, [0, 0]);
    assert.deepEqual(
      result.document.blocks.filter((block) => block.type === 'pageBreak'),
      [{ type: 'pageBreak', page: 2 }],
    );
  });
});
