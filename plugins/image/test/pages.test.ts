// `pages` (contracts/plugin-api.ts): only the pages asked for are decoded and recognised, each
// under its own number (page 2 read alone opens with its page break, as in the PDF plugin), and
// metadata.pages stays the image's page count; no page asked for is the metadata alone, with no
// OCR at all. The TIFF fixture has two pages: rivers and canals, then mountains and valleys.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const PAGE_COUNT = 2;
const TIFF = fixtureBytes('image', 'two-pages.tiff');
const { run } = pluginHarness(handlers, { fileName: 'two-pages.tiff', mimeType: 'image/tiff' });

const pageBreaks = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'pageBreak' ? [block.page] : []));
const words = (blocks: Block[]) => renderPlainText({ blocks }).toLowerCase();

describe('image pages: only the pages asked for, by their own numbers', () => {
  test('page 2 of a TIFF alone, with its break and its own rotation', async () => {
    const { document, metadata } = await run('ocr', TIFF, { pages: [2] });
    assert.equal(document.blocks[0]?.type, 'pageBreak');
    assert.deepEqual(pageBreaks(document.blocks), [2]);
    const text = words(document.blocks);
    assert.match(text, /mountains/);
    assert.doesNotMatch(text, /rivers|canals/);
    assert.equal(metadata.pages, PAGE_COUNT);
    // One turn per page recognised: page 1 was not read at all.
    assert.deepEqual(metadata.raw?.detectedRotation, [0]);
  });

  test('page 1 alone: no break before it, as in the whole image', async () => {
    const { document } = await run('ocr', TIFF, { pages: [1, 3, 40] });
    assert.deepEqual(pageBreaks(document.blocks), []);
    const text = words(document.blocks);
    assert.match(text, /rivers/);
    assert.doesNotMatch(text, /mountains/);
  });

  test('no page asked for: the page count alone, at once', async () => {
    const started = performance.now();
    const { document, metadata } = await run('ocr', TIFF, { pages: [] });
    assert.deepEqual(document.blocks, []);
    assert.equal(metadata.pages, PAGE_COUNT);
    assert.ok(performance.now() - started < 500, `${performance.now() - started} ms: no page should be decoded or recognised`);
  });

  test('a single-page image is page 1: read for [1], metadata alone for [] and past-the-end numbers', async () => {
    const png = fixtureBytes('image', 'harbour.png');
    const read = await run('ocr', png, { pages: [1] });
    assert.ok(read.document.blocks.length > 0);
    assert.deepEqual(pageBreaks(read.document.blocks), []);
    for (const pages of [[], [2, 3]]) {
      const { document, metadata } = await run('ocr', png, { pages });
      assert.deepEqual(document.blocks, [], JSON.stringify(pages));
      assert.equal(metadata.pages, 1);
    }
  });
});
